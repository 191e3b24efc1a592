import { afterEach, describe, expect, it } from 'vitest';
import { pagesOfPart, renderPlan, renderPlanEnv, type RenderPlan } from '../../../src/data/render-plan.ts';
import { share } from '../../../src/data/site.ts';

const plan: RenderPlan = { realms: ['alcantir', 'vilamar'], snapshotDir: '/tmp/snapshots' };
const variables = Object.keys(renderPlanEnv(plan));

describe('the render plan', () => {
  it('reaches a render process as the build wrote it, with or without a part', () => {
    expect(renderPlan(renderPlanEnv(plan))).toEqual(plan);
    const part = { ...plan, part: { index: 1, count: 2 } };
    expect(renderPlan(renderPlanEnv(part))).toEqual(part);
  });

  it('says that pages are rendered by the build when a render has no plan', () => {
    expect(() => renderPlan({})).toThrowError(/^No render plan .*`npm run build`.*`astro build` or `astro dev` alone has nothing to render$/);
  });

  it('names what is wrong with a plan that is not one', () => {
    const [variable] = variables;
    expect(() => renderPlan({ [variable!]: '{"realms":' })).toThrowError(/is not JSON/);
    expect(() => renderPlan({ [variable!]: JSON.stringify({ realms: [], snapshotDir: '/s' }) })).toThrowError(/is not a render plan:\n {2}- realms: /);
    expect(() => renderPlan({ [variable!]: JSON.stringify({ ...plan, part: { index: 2, count: 2 } }) })).toThrowError(
      /- part: expected a part index below the number of parts/,
    );
  });

  it('is never written wrong', () => {
    expect(() => renderPlanEnv({ realms: ['alcantir'], snapshotDir: '' })).toThrowError();
    expect(() => renderPlanEnv({ ...plan, part: { index: 0, count: 0 } })).toThrowError();
  });
});

describe('the share of pages a render process renders', () => {
  afterEach(() => {
    for (const variable of variables) delete process.env[variable];
  });

  it('is every page without a part, and its part of them with one', () => {
    const pages = Array.from({ length: 5 }, (_, i) => `p${i}`);
    Object.assign(process.env, renderPlanEnv(plan));
    expect(share(pages)).toEqual(pages);
    Object.assign(process.env, renderPlanEnv({ ...plan, part: { index: 1, count: 2 } }));
    expect(share(pages)).toEqual(['p1', 'p3']);
    expect(share(pages)).toEqual(pagesOfPart(pages, { index: 1, count: 2 }));
  });
});
