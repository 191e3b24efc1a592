/**
 * The hand-off from the build pipeline to Astro: which realms a render process renders, from which snapshot
 * folder, and which share of the pages. The pipeline (scripts/pipeline/render.ts) starts each render process
 * with its plan in the environment, the one channel into an Astro build; pages read it back with `renderPlan()`.
 * No other module reads or writes the variable.
 */
import * as v from 'valibot';
import { formatIssues } from '../realm/friendly-errors.ts';

const VARIABLE = 'PORTAL_RENDER_PLAN';

const count = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));

const RenderPartSchema = v.pipe(
  v.object({ index: count(0), count: count(1) }),
  v.check((part) => part.index < part.count, 'a part index below the number of parts'),
);

const RenderPlanSchema = v.object({
  /** Ids of the realms whose pages are rendered. */
  realms: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
  /** The folder holding their snapshots, `<id>.json`, as the pull step wrote them. */
  snapshotDir: v.pipe(v.string(), v.nonEmpty()),
  /** This process's share when several render side by side; absent when one process renders every page. */
  part: v.optional(RenderPartSchema),
  /**
   * Where the render writes each page's search source, `<dir>/<realm>/<page file>` (scripts/pipeline/search-source.ts).
   * Absent: none is written, and the index is made from the pages themselves.
   */
  searchSources: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /**
   * Pages that may be kept from the published release instead of rendered again (src/data/page-inputs.ts):
   * where the render writes what each page was rendered from, and, per realm, the file saying what the pages of
   * its published release were rendered from. Absent: every page is rendered.
   */
  reuse: v.optional(
    v.object({
      dir: v.pipe(v.string(), v.nonEmpty()),
      previous: v.record(v.string(), v.pipe(v.string(), v.nonEmpty())),
    }),
  ),
});

/**
 * One of `count` render processes that share the pages: it renders every `count`-th page of every route,
 * starting at the `index`-th (0-based).
 */
export type RenderPart = v.InferOutput<typeof RenderPartSchema>;
export type RenderPlan = v.InferOutput<typeof RenderPlanSchema>;

/** "1/2": a part as the build's messages name it. */
export const partName = (part: RenderPart) => `${part.index}/${part.count}`;

/** The environment a render process needs to receive `plan`. */
export function renderPlanEnv(plan: RenderPlan): Record<string, string> {
  return { [VARIABLE]: JSON.stringify(v.parse(RenderPlanSchema, plan)) };
}

/** The plan of this render process; an error that says so when a page is rendered outside a build. */
export function renderPlan(env: NodeJS.ProcessEnv = process.env): RenderPlan {
  const raw = env[VARIABLE];
  if (!raw) {
    throw new Error(
      `No render plan (${VARIABLE}): pages are rendered by the build, \`npm run build\`, which tells Astro ` +
        'which realms to render from which snapshots; `astro build` or `astro dev` alone has nothing to render',
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new Error(`${VARIABLE} is not JSON: ${(error as Error).message}`);
  }
  const result = v.safeParse(RenderPlanSchema, data);
  if (!result.success) throw new Error(`${VARIABLE} is not a render plan:\n  - ${formatIssues(result.issues).join('\n  - ')}`);
  return result.output;
}

/** The pages of a route that `part` renders: all of them without a part. */
export function pagesOfPart<T>(pages: T[], part: RenderPart | undefined): T[] {
  if (!part) return pages;
  return pages.filter((_, i) => i % part.count === part.index);
}
