/**
 * The town hall's notices (avisos; docs/product-spec.md §1 "push notifications", docs/notices.md): a water cut, a
 * road closed for works, a weather warning, the fiestas. Collection `avisos`, one document per notice, written by the
 * provider's editors or at the desk (`/gestion/avisos`), pulled and validated record by record like every
 * collection. The notices' inbox (`/avisos`) is the source of truth; push and e-mail copies of it are their delivery
 * (src/domain/notices/topics.ts).
 *
 * Texts are plain text: a body's paragraphs are separated by an empty line, and the pages escape every character,
 * so what staff type is never read as markup.
 */
import * as v from 'valibot';
import { DateTimeSchema, IdSchema } from './common.ts';
import { UI_LANGUAGES } from './languages.ts';

/** The content collection of the notices. */
export const NOTICES_COLLECTION = 'avisos';

/**
 * The topics a published notice may have: the public ones of src/domain/notices/topics.ts (`PUBLIC_TOPICS`, copied
 * here because a schema imports no domain module; tests/unit/schemas/notices.test.ts keeps the two lists equal).
 * Personal topics are never content.
 */
export const NOTICE_CONTENT_TOPICS = ['urgentes', 'agenda', 'noticias', 'farmacias'] as const;
export type NoticeContentTopic = (typeof NOTICE_CONTENT_TOPICS)[number];

/** The longest summary: about what a phone's notification shows in two lines. */
export const SUMMARY_MAX = 180;
/** The longest title, a notification's first line and a little more. */
export const TITLE_MAX = 90;
/** The longest body: a notice is short; a long text is news. */
export const BODY_MAX = 4000;

/** The address of a notice's page, `/avisos/{slug}`: lowercase letters, digits and dashes. */
export const NoticeSlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug of lowercase letters, digits and dashes'),
  v.maxLength(80, 'a slug of at most 80 characters'),
);

const text = (max: number, what: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `a ${what}`), v.maxLength(max, `a ${what} of at most ${max} characters`));

/** One language's texts of a notice. */
export const NoticeTextSchema = v.object({
  /** The heading, and a notification's first line. @example "Corte de agua en el casco antiguo" */
  title: text(TITLE_MAX, 'title'),
  /** One or two sentences: what a notification and the inbox's list show. */
  summary: text(SUMMARY_MAX, 'summary'),
  /** The whole notice, plain text; paragraphs separated by an empty line. */
  body: text(BODY_MAX, 'body'),
});
export type NoticeText = v.InferOutput<typeof NoticeTextSchema>;

/** A link of a notice: only http(s), never a script's address. */
const LinkSchema = v.pipe(v.string(), v.url('an address'), v.regex(/^https?:\/\//, 'an http(s) address'));

export const NoticeSchema = v.pipe(
  v.looseObject({
    _id: IdSchema,
    /** The page's address, `/avisos/{slug}`, stable once published. */
    slug: NoticeSlugSchema,
    topic: v.picklist(NOTICE_CONTENT_TOPICS, `one of ${NOTICE_CONTENT_TOPICS.join(', ')}`),
    /** Urgent: shown above everything on the home page while it applies, and delivered at once at night too. */
    urgent: v.optional(v.boolean(), false),
    /** Texts by language; the pull also checks that every language of the realm is there. */
    texts: v.pipe(
      v.record(v.picklist(UI_LANGUAGES), NoticeTextSchema),
      v.check((texts) => Object.keys(texts).length > 0, 'texts in at least one language'),
    ),
    /** When it was (or will be) published, ISO 8601 with offset. A notice is shown from then on. */
    publishedAt: DateTimeSchema,
    /** When it stops applying, ISO 8601 with offset; the inbox then lists it below, as past. */
    until: v.optional(DateTimeSchema),
    /**
     * Where it applies: the place's name, as on its street signs, shown alike in every language of the realm (a
     * sentence in one language would show on the others' pages). @example "Carrer Major, Plaça de l'Església"
     */
    place: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
    /** A page with more about it. */
    link: v.optional(LinkSchema),
    /** Withdrawn at the desk: kept in the documents for the record, never published. */
    withdrawnAt: v.optional(DateTimeSchema),
  }),
  v.check((n) => n.until === undefined || Date.parse(n.until) > Date.parse(n.publishedAt), 'until after publishedAt'),
);
export type Notice = v.InferOutput<typeof NoticeSchema>;

/** A notice's state at the desk: waiting for its time, out, past its end, or withdrawn. */
export const DESK_NOTICE_STATES = ['scheduled', 'published', 'expired', 'withdrawn'] as const;

/** One notice as the desk's list answers it (`GET /{realm}/desk/avisos`, docs/notices.md "Calls"). */
export const DeskNoticeSchema = v.object({
  notice: NoticeSchema,
  state: v.picklist(DESK_NOTICE_STATES),
  /** When it was handed to its delivery, ISO 8601; absent until it was. */
  handedOverAt: v.optional(DateTimeSchema),
});
export type DeskNoticeAnswer = v.InferOutput<typeof DeskNoticeSchema>;

export const DeskNoticeListSchema = v.object({ items: v.array(DeskNoticeSchema) });

/**
 * How a published notice's copies went (`GET {api}/{realm}/desk/notices/{slug}/delivery`, docs/notices.md "The
 * calls"), as the server's `noticeDeliveryCounts` answers it: push messages queued, waiting, sent, given up and to a
 * subscription that is gone, e-mail copies queued, and whether every subscription of its topic has its message.
 */
export const NoticeDeliverySchema = v.object({
  queued: v.number(),
  pending: v.number(),
  sent: v.number(),
  failed: v.number(),
  removed: v.number(),
  emails: v.number(),
  fannedOut: v.boolean(),
});
export type NoticeDelivery = v.InferOutput<typeof NoticeDeliverySchema>;

const DraftText = v.object({
  title: v.optional(v.string(), ''),
  summary: v.optional(v.string(), ''),
  body: v.optional(v.string(), ''),
});

/**
 * The body of `POST /{realm}/desk/avisos`: what the desk's form sends. Its shape only; what it must hold (every
 * language, the lengths, the times) is src/domain/notices/notice-rules.ts's, the same rules the form shows.
 */
export const NoticeDraftBodySchema = v.object({
  topic: v.string(),
  urgent: v.optional(v.boolean(), false),
  texts: v.record(v.picklist(UI_LANGUAGES), DraftText),
  /** Madrid's wall clock, `2026-12-03T08:00`; empty or absent: now. */
  publishAt: v.optional(v.string()),
  until: v.optional(v.string()),
  place: v.optional(v.string()),
  link: v.optional(v.string()),
});
