import * as v from 'valibot';
import { IdSchema, TranslatableSchema } from './common.ts';

/**
 * A mailbox (docs/product-spec.md §3 "Mailbox"): a request form the town hall offers, as the mail API defines it
 * (`GET {mail api}/{realm}/mailbox/{mailbox}`). The spec fixes the mailbox's own fields; the shape of
 * `form` is ours (the spec shows field types, not their definition) and documented in docs/mailbox-form.md.
 */

/** The field types the form knows (docs/product-spec.md §2 "Request (mailbox) form", §5). */
export const FIELD_TYPES = ['text', 'textarea', 'number', 'datetime', 'key', 'category', 'image', 'file', 'map', 'street', 'census', 'captcha', 'pdf'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * Names whose values go to the request's own fields (docs/product-spec.md §3 "Request"); any other name goes to
 * `extra`.
 */
export const REQUEST_FIELDS = ['title', 'body', 'category', 'images', 'files', 'coordinates', 'address', 'captcha'] as const;

/** One choice of a key or category field: a value the API stores and a label the citizen reads. */
export const OptionSchema = v.union([v.string(), v.object({ value: v.pipe(v.string(), v.nonEmpty()), label: v.optional(TranslatableSchema) })]);
export type Option = v.InferOutput<typeof OptionSchema>;

/**
 * One input of the form.
 * @example { "name": "body", "type": "textarea", "label": { "es": "Descripción", "va": "Descripció" }, "required": true, "maxlength": 2000 }
 */
export const FieldSchema = v.pipe(
  v.object({
    /** The key in the request: a request field (title, body, category, …) or anything else (stored in `extra`). */
    name: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'a field name of letters, digits and "_"')),
    type: v.picklist(FIELD_TYPES),
    label: TranslatableSchema,
    /** A hint shown under the input. */
    hint: v.optional(TranslatableSchema),
    required: v.optional(v.boolean(), false),
    /** text/textarea: the longest value accepted. */
    maxlength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /** number: the accepted range, said when a number is outside it, never cleared nor capped (docs/mailbox-form.md "Number fields"). */
    min: v.optional(v.number()),
    max: v.optional(v.number()),
    step: v.optional(v.pipe(v.number(), v.minValue(0))),
    /** key and category: the valid values. */
    options: v.optional(v.array(OptionSchema)),
    /** The field group it belongs to (see `groups`). */
    group: v.optional(v.string()),
    /** census: the census to check against. */
    census: v.optional(IdSchema),
    /** image/file: how many the citizen may attach (images: at most 5 whatever this says). */
    maxFiles: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /**
     * datetime: the first day accepted, counted from today in Madrid: 0 is "from now on" (the past is refused),
     * 7 a week's notice. The form says the range and the server refuses a date outside it.
     * @example 7
     */
    minDaysAhead: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    /**
     * datetime: asks a day, not a time (a project's start): a date input, and the copy and the desk show the day
     * alone. The value is still the day's midnight with its offset, as any datetime is stored.
     */
    dateOnly: v.optional(v.boolean()),
    /**
     * datetime: the last day accepted, counted from today in Madrid (a booking calendar open six months: 180).
     * @example 180
     */
    maxDaysAhead: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  v.check((f) => (f.type !== 'key' && f.type !== 'category') || (f.options?.length ?? 0) > 0, 'a key or category field needs its options'),
  v.check((f) => f.type !== 'census' || !!f.census, 'a census field needs the census id'),
  v.check((f) => f.min === undefined || f.max === undefined || f.min <= f.max, 'min not above max'),
  v.check((f) => f.minDaysAhead === undefined || f.maxDaysAhead === undefined || f.minDaysAhead <= f.maxDaysAhead, 'minDaysAhead not above maxDaysAhead'),
  v.check((f) => (f.minDaysAhead === undefined && f.maxDaysAhead === undefined) || f.type === 'datetime', 'days ahead only on a datetime field'),
);
export type Field = v.InferOutput<typeof FieldSchema>;

/**
 * A group of fields of which at least `required` must be filled ('Grupo requerido X', docs/product-spec.md §5).
 * @example { "id": "telefonos", "label": { "es": "Teléfonos" }, "required": 1 }
 */
export const FieldGroupSchema = v.object({
  id: v.string(),
  label: TranslatableSchema,
  required: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 1),
});
export type FieldGroup = v.InferOutput<typeof FieldGroupSchema>;

/** A page of a paged form: a tab with its own fields. A form with one page shows no tabs. */
export const FormPageSchema = v.object({
  title: TranslatableSchema,
  fields: v.pipe(v.array(FieldSchema), v.minLength(1)),
});

export const FormSchema = v.pipe(
  v.object({
    pages: v.pipe(v.array(FormPageSchema), v.minLength(1)),
    groups: v.optional(v.array(FieldGroupSchema), []),
  }),
  v.check((form) => {
    const names = form.pages.flatMap((p) => p.fields.map((f) => f.name));
    return new Set(names).size === names.length;
  }, 'field names unique across pages'),
  v.check((form) => {
    const groups = new Set(form.groups.map((g) => g.id));
    return form.pages.every((p) => p.fields.every((f) => !f.group || groups.has(f.group)));
  }, 'every field group defined in groups'),
  v.check((form) => form.pages.flatMap((p) => p.fields).filter((f) => f.type === 'captcha').length <= 1, 'at most one captcha'),
);

export const CONTACT_FIELDS = ['firstName', 'lastName', 'telephone', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * How the form asks who is writing (docs/product-spec.md §5): `yes` asks for the listed fields, `auto` fills them
 * from the logged-in profile, `no` asks nothing. Position: above the form by default (docs/product-spec.md §2).
 */
export const ContactRequestSchema = v.object({
  mode: v.picklist(['yes', 'auto', 'no']),
  fields: v.optional(v.array(v.picklist(CONTACT_FIELDS)), [...CONTACT_FIELDS]),
  position: v.optional(v.picklist(['above', 'below']), 'above'),
});

/**
 * Payment on sending ("Pagar y enviar", docs/payments.md "The mailbox"): a fixed amount in euros, or `null` when the
 * citizen enters it, and what the form tells before the citizen pays.
 * @example { "amount": 20, "gateway": "sandbox", "concept": { "es": "Reserva del pabellón" }, "covers": { "es": "Una sesión de cuatro horas" }, "cancellation": { "es": "Sin coste hasta 48 horas antes." } }
 */
export const PaymentsSchema = v.object({
  amount: v.nullable(v.pipe(v.number(), v.minValue(0.01))),
  gateway: v.optional(v.string(), 'sandbox'),
  /** What the gateway shows the payment is for; the mailbox's title when absent. */
  concept: v.optional(TranslatableSchema),
  minAmount: v.optional(v.pipe(v.number(), v.minValue(0.01))),
  maxAmount: v.optional(v.pipe(v.number(), v.minValue(0.01))),
  /** What the payment covers, shown beside the price (plain text). */
  covers: v.optional(TranslatableSchema),
  /** The cancellation and refund terms, shown before paying (plain text). */
  cancellation: v.optional(TranslatableSchema),
});
export type Payments = v.InferOutput<typeof PaymentsSchema>;

export const MailboxSchema = v.object({
  _id: IdSchema,
  title: TranslatableSchema,
  description: v.optional(TranslatableSchema),
  headerImage: v.optional(v.string()),
  disabled: v.optional(v.boolean(), false),
  form: FormSchema,
  contactRequest: v.optional(ContactRequestSchema, { mode: 'no', fields: [], position: 'above' }),
  payments: v.optional(v.nullable(PaymentsSchema)),
  /**
   * The days the town hall gives itself to answer a request of this mailbox, counted in Madrid days from the day
   * it was sent: one still Recibida or En gestión after the last day is overdue, marked «Vencida» at the desk,
   * which can show only those (src/domain/desk/request-age.ts). None: its requests are never overdue.
   * @example 10
   */
  deadlineDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /**
   * Replies the mailbox keeps ready for its staff (docs/mailbox-form.md "Ready replies"): each a title the desk
   * lists them by and the text it puts in the message box, in the request's language. Never shown to citizens.
   */
  readyReplies: v.optional(v.array(v.object({ title: TranslatableSchema, text: TranslatableSchema }))),
  /** Help shown in a side panel (accordion) when `ayudavisible` is true. */
  ayuda: v.optional(v.array(v.object({ title: TranslatableSchema, body: TranslatableSchema }))),
  ayudavisible: v.optional(v.boolean(), false),
  /** The privacy policy (HTML, sanitised) the citizen must accept, unless `noPrivacyPolicy`. */
  privacyPolicy: v.optional(TranslatableSchema),
  noPrivacyPolicy: v.optional(v.boolean(), false),
  /** A short note shown beside the acceptance checkbox. */
  privacyPolicyInfo: v.optional(TranslatableSchema),
  submitText: v.optional(TranslatableSchema),
  okText: v.optional(TranslatableSchema),
});
export type Mailbox = v.InferOutput<typeof MailboxSchema>;

/** Whether the citizen must accept a privacy policy before sending (docs/product-spec.md §5). */
export function needsPrivacyAcceptance(mailbox: Mailbox): boolean {
  return !mailbox.noPrivacyPolicy && !!mailbox.privacyPolicy;
}

export function allFields(mailbox: Pick<Mailbox, 'form'>): Field[] {
  return mailbox.form.pages.flatMap((p) => p.fields);
}
