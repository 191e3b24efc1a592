/**
 * The request form's rules (docs/product-spec.md §5), pure, shared by the form island (to tell the citizen at once)
 * and the local API's create route (which never trusts the browser). Errors carry an i18n key and its parameters, so
 * each side words them in its language.
 */
import {
  allFields,
  CONTACT_FIELDS,
  needsPrivacyAcceptance,
  type ContactField,
  type Field,
  type FieldGroup,
  type FieldType,
  type Mailbox,
  type Option,
} from '../../schemas/mailbox.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { RequestBodySchema, type RequestBody } from '../../schemas/request.ts';
import { acceptedDays, outsideDays } from './date-range.ts';
import { formatNumber, numberText, parseNumber } from './number-text.ts';

/** docs/product-spec.md §9. */
export const MAX_IMAGES = 5;
/** docs/product-spec.md §9: an empty title is taken from the first 10 words of the body. */
export const TITLE_WORDS = 10;
/** Largest upload accepted, shown to the citizen before upload. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Longest text of any field that sets no maxlength, so a request cannot be made huge. */
export const DEFAULT_MAXLENGTH = 5000;

/** What an upload field holds once the asset store accepted the file. */
export interface UploadedFile {
  _id: string;
  name: string;
  size: number;
  mime: string;
}

/** What a census field holds: the ID number, the answers, and whether the census accepted them. */
export interface CensusValue {
  id: string;
  answers: Record<string, string>;
  verified: boolean;
}

export type FieldValue = string | UploadedFile[] | Coordinates | CensusValue | null;
export type FormValues = Record<string, FieldValue | undefined>;
export type Contact = Partial<Record<ContactField, string>>;

export interface RuleError {
  /** The field's name, a contact field (`contact.email`), a group (`group.<id>`), `privacy`, `payment` or `form`. */
  field: string;
  key: string;
  params?: Record<string, string>;
}

/** The i18n keys of the messages (Spanish texts verbatim from docs/product-spec.md §5 and §8). */
export const MESSAGES = {
  fillField: 'request.error.fillField',
  email: 'request.error.email',
  group: 'request.error.group',
  privacy: 'request.error.privacy',
  pdf: 'request.error.pdf',
  maxImages: 'request.error.maxImages',
  timezone: 'request.error.timezone',
  census: 'request.error.census',
  payment: 'request.error.payment',
  fileType: 'request.error.fileType',
  fileSize: 'request.error.fileSize',
  tooLong: 'request.error.tooLong',
  invalidOption: 'request.error.invalidOption',
  dateRange: 'request.error.dateRange',
  dateFrom: 'request.error.dateFrom',
  dateTo: 'request.error.dateTo',
  datePast: 'request.error.datePast',
  number: 'request.error.number',
  numberRange: 'request.error.numberRange',
  numberMin: 'request.error.numberMin',
  numberMax: 'request.error.numberMax',
} as const;

/** A standard e-mail pattern (docs/product-spec.md §5): something@domain.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** docs/product-spec.md §5: a key field accepts only values from its list, otherwise it is cleared. */
export function normalizeKey(raw: string, field: Pick<Field, 'options'>): string {
  const value = raw.trim();
  return optionValues(field.options).includes(value) ? value : '';
}

export function optionValues(options: Option[] | undefined): string[] {
  return (options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
}

/**
 * docs/product-spec.md §5: date-times carry only the offsets +01:00 (winter) and +02:00 (summer), those of peninsular
 * Spain.
 */
export function isSupportedOffset(iso: string): boolean {
  return /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?\+0[12]:00$/.test(iso) && !Number.isNaN(Date.parse(iso));
}

/** A `datetime-local` value with the offset the browser has for that moment, as ISO 8601 (`…+01:00`). */
export function withOffset(local: string, offsetMinutesEast: number): string {
  const sign = offsetMinutesEast >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutesEast);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  const seconds = local.length === 16 ? ':00' : '';
  return `${local}${seconds}${sign}${hh}:${mm}`;
}

/** docs/product-spec.md §3: an empty title is the body's first 10 words (a shorter body is kept whole). */
export function titleFromBody(body: string): string {
  return body.trim().split(/\s+/).filter(Boolean).slice(0, TITLE_WORDS).join(' ');
}

export function isFilled(value: FieldValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if ('lat' in value) return Number.isFinite(value.lat) && Number.isFinite(value.lng);
  return value.id.trim() !== '';
}

/** The label of a field in a language, for messages ('Por favor, rellene el campo Descripción'). */
export type LabelOf = (field: Field) => string;

/** What rules about dates need: the moment they are checked at, and how a day (`YYYY-MM-DD`) reads. */
export interface DateContext {
  now?: Date | undefined;
  day?: ((isoDay: string) => string) | undefined;
}

/** A date outside the field's accepted days (`minDaysAhead`, `maxDaysAhead`): its message, or nothing. */
function dateErrors(field: Field, iso: string, label: LabelOf, { now = new Date(), day = (d) => d }: DateContext): RuleError[] {
  const range = acceptedDays(field, now);
  if (!range || !outsideDays(range, iso)) return [];
  const params = { field: label(field), ...(range.from ? { from: day(range.from) } : {}), ...(range.to ? { to: day(range.to) } : {}) };
  const within = (!range.from || iso.slice(0, 10) >= range.from) && (!range.to || iso.slice(0, 10) <= range.to);
  const key = within ? MESSAGES.datePast : range.from && range.to ? MESSAGES.dateRange : range.from ? MESSAGES.dateFrom : MESSAGES.dateTo;
  return [{ field: field.name, key, params }];
}

/** A number as the message's language writes it ("6000" in Spanish, "6.000" in Valencian), with its field's `step`. */
export type NumberOf = (n: number, step?: number) => string;

/** What a kind's checks are given besides the field and its value. */
interface CheckContext {
  label: LabelOf;
  dates: DateContext;
  number: NumberOf;
}

type Check = (field: Field, value: FieldValue | undefined, context: CheckContext) => RuleError[];

const fillField = (field: Field, { label }: CheckContext): RuleError => ({ field: field.name, key: MESSAGES.fillField, params: { field: label(field) } });

/**
 * The checks most kinds share: a required field must be filled, a text no longer than its maxlength; then the
 * kind's own checks (`then`) on the filled value.
 */
const filled =
  (then: Check = () => []): Check =>
  (field, value, context) => {
    if (!isFilled(value)) return field.required ? [fillField(field, context)] : [];
    const errors: RuleError[] = [];
    const max = field.maxlength ?? DEFAULT_MAXLENGTH;
    if (typeof value === 'string' && value.length > max) {
      errors.push({ field: field.name, key: MESSAGES.tooLong, params: { field: context.label(field), max: String(max) } });
    }
    return [...errors, ...then(field, value, context)];
  };

/** A kind's own check of a text value (a non-text value of a text kind is left to the common checks). */
const onText =
  (check: (field: Field, value: string, context: CheckContext) => RuleError[]): Check =>
  (field, value, context) =>
    typeof value === 'string' ? check(field, value, context) : [];

/**
 * A number field's value: a number, within the field's `min` and `max`. What the citizen typed is never cleared nor
 * capped (docs/product-spec.md §5 clears and caps; a citizen who typed "2.000" lost it and was told to fill the
 * field): the message says the accepted range instead (docs/mailbox-form.md "Number fields").
 */
const numberErrors = onText((field, value, { label, number }) => {
  const n = parseNumber(value);
  const params = {
    field: label(field),
    ...(field.min !== undefined ? { min: number(field.min, field.step) } : {}),
    ...(field.max !== undefined ? { max: number(field.max, field.step) } : {}),
  };
  if (n === undefined) return [{ field: field.name, key: MESSAGES.number, params: { field: params.field } }];
  const low = field.min !== undefined && n < field.min;
  const high = field.max !== undefined && n > field.max;
  if (!low && !high) return [];
  const key = field.min !== undefined && field.max !== undefined ? MESSAGES.numberRange : low ? MESSAGES.numberMin : MESSAGES.numberMax;
  return [{ field: field.name, key, params }];
});

const oneOfOptions = onText((field, value, { label }) =>
  optionValues(field.options).includes(value) ? [] : [{ field: field.name, key: MESSAGES.invalidOption, params: { field: label(field) } }],
);

/** Where a kind's value goes in the request body (docs/product-spec.md §3 "Request"), given a filled value. */
type Put = (request: RequestBody, field: Field, value: FieldValue) => void;

/** What a kind reads back from a request body: the field's value as the body carries it. */
type Read = (body: RequestBody, field: Field, context: BodyContext) => FieldValue;

/** What reading a body needs beyond the body: what only the server knows. */
export interface BodyContext {
  /** Uploads the server knows by id; an id it does not know becomes a nameless file (and is refused later). */
  uploads: ReadonlyMap<string, UploadedFile>;
  /** Whether this session proved this census entry (the census call said so). */
  censusVerified: (censusId: string, entryId: string) => boolean;
  /** The mailbox's fields, in form order. */
  fields: readonly Field[];
}

/**
 * What one kind of field means to the request's rules: its checks (shared by the form and the server), where its
 * value goes in the body the form sends, and how the server reads it back from that body, field by field.
 */
export interface FieldKindRules {
  check: Check;
  put: Put;
  read: Read;
}

/** Names whose text values go to the request's own fields; any other text goes to `extra`. */
const REQUEST_TEXT = new Set(['title', 'body', 'category', 'address']);

function bodyText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function idsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

const uploadIds = (value: FieldValue) => (value as UploadedFile[]).map((f) => f._id);
const fileOf = (context: BodyContext) => (id: string) => context.uploads.get(id) ?? { _id: id, name: '', size: 0, mime: '' };

const putText: Put = (request, field, value) => {
  const text = String(value).trim();
  if (REQUEST_TEXT.has(field.name)) request[field.name as 'title' | 'body' | 'category' | 'address'] = text;
  else request.extra[field.name] = field.type === 'number' ? (parseNumber(text) ?? text) : text;
};
const readText: Read = (body, field) => bodyText(REQUEST_TEXT.has(field.name) ? body[field.name as 'title'] : body.extra[field.name]);
/** A number the body carries, as text every locale reads back the same (`numberText`). */
const readNumber: Read = (body, field, context) => {
  const given = body.extra[field.name];
  return typeof given === 'number' && Number.isFinite(given) ? numberText(given) : readText(body, field, context);
};

const putUploads =
  (list: 'images' | 'files'): Put =>
  (request, field, value) => {
    request[list].push(...uploadIds(value));
    request.fieldUploads = { ...request.fieldUploads, [field.name]: uploadIds(value) };
  };
/**
 * The uploads of an image or file field: those the body names for it, among the flat list; from a body that
 * names none (a client from before `fieldUploads`), the whole list goes to the first field of the kind.
 */
const readUploads =
  (list: (body: RequestBody, context: BodyContext) => string[]): Read =>
  (body, field, context) => {
    const all = list(body, context);
    const named = body.fieldUploads;
    if (named)
      return idsOf(named[field.name])
        .filter((id) => all.includes(id))
        .map(fileOf(context));
    const first = context.fields.find((f) => f.type === field.type);
    return first === field ? all.map(fileOf(context)) : [];
  };
/** The ids of the body's pdf fields, which `files` holds besides those of file fields. */
const pdfIdsOf = (body: RequestBody, fields: readonly Field[]) => new Set(fields.filter((f) => f.type === 'pdf').flatMap((f) => idsOf(body.extra[f.name])));

/**
 * Every field kind (`FIELD_TYPES`) and its rules: a kind missing here fails `npm run check`, as it does in the
 * form's renderers, the printable copy, the upload kinds and the citizen's view (docs/mailbox-form.md).
 */
export const FIELD_RULES = {
  text: { check: filled(), put: putText, read: readText },
  textarea: { check: filled(), put: putText, read: readText },
  number: { check: filled(numberErrors), put: putText, read: readNumber },
  datetime: {
    check: filled(
      onText((field, value, { label, dates }) =>
        isSupportedOffset(value) ? dateErrors(field, value, label, dates) : [{ field: field.name, key: MESSAGES.timezone }],
      ),
    ),
    put: putText,
    read: readText,
  },
  key: { check: filled(oneOfOptions), put: putText, read: readText },
  category: { check: filled(oneOfOptions), put: putText, read: readText },
  image: {
    check: filled((field, value) => (Array.isArray(value) && value.length > MAX_IMAGES ? [{ field: field.name, key: MESSAGES.maxImages }] : [])),
    put: putUploads('images'),
    read: readUploads((body) => body.images),
  },
  file: {
    check: filled(),
    put: putUploads('files'),
    read: readUploads((body, { fields }) => {
      const pdfIds = pdfIdsOf(body, fields);
      return body.files.filter((id) => !pdfIds.has(id));
    }),
  },
  map: {
    check: filled(),
    put: (request, _field, value) => {
      request.coordinates = value as Coordinates;
    },
    read: (body) => body.coordinates ?? null,
  },
  street: {
    check: filled(),
    put: (request, _field, value) => {
      request.address = String(value).trim();
    },
    read: (body) => body.address ?? '',
  },
  census: {
    check: (field, value, context) => {
      const census = value as CensusValue | undefined | null;
      if (!census || census.id.trim() === '') return field.required ? [fillField(field, context)] : [];
      return census.verified ? [] : [{ field: field.name, key: MESSAGES.census }];
    },
    put: (request, field, value) => {
      request.extra[field.name] = { id: (value as CensusValue).id, answers: (value as CensusValue).answers };
    },
    read: (body, field, context) => {
      const given = body.extra[field.name] as { id?: unknown; answers?: unknown } | undefined;
      const id = bodyText(given?.id);
      const answers = typeof given?.answers === 'object' && given.answers !== null ? (given.answers as Record<string, string>) : {};
      return { id, answers, verified: id !== '' && context.censusVerified(field.census!, id) } satisfies CensusValue;
    },
  },
  captcha: {
    check: filled(),
    put: (request, _field, value) => {
      request.captcha = String(value).trim();
    },
    read: (body) => body.captcha ?? '',
  },
  pdf: {
    check: (field, value) => (field.required && !isFilled(value) ? [{ field: field.name, key: MESSAGES.pdf }] : []),
    put: (request, field, value) => {
      request.files.push(...uploadIds(value));
      request.extra[field.name] = uploadIds(value);
    },
    read: (body, field, context) => idsOf(body.extra[field.name]).map(fileOf(context)),
  },
} as const satisfies Record<FieldType, FieldKindRules>;

/** Errors of one field's value, in the order the citizen should fix them. */
export function fieldErrors(
  field: Field,
  value: FieldValue | undefined,
  label: LabelOf,
  dates: DateContext = {},
  number: NumberOf = (n, step) => formatNumber(n, undefined, step),
): RuleError[] {
  return FIELD_RULES[field.type].check(field, value, { label, dates, number });
}

/**
 * docs/product-spec.md §5: a group is wanting when none, or fewer than its required number, of its fields are filled.
 */
export function groupErrors(groups: FieldGroup[], fields: Field[], values: FormValues, label: (g: FieldGroup) => string): RuleError[] {
  const errors: RuleError[] = [];
  for (const group of groups) {
    const members = fields.filter((f) => f.group === group.id);
    if (members.length === 0 || group.required === 0) continue;
    const filled = members.filter((f) => isFilled(values[f.name])).length;
    if (filled === 0 || filled < group.required) errors.push({ field: `group.${group.id}`, key: MESSAGES.group, params: { group: label(group) } });
  }
  return errors;
}

/** docs/product-spec.md §5: mode `yes` requires each listed name field and a valid e-mail when listed. */
export function contactErrors(mailbox: Mailbox, contact: Contact, label: (f: ContactField) => string): RuleError[] {
  if (mailbox.contactRequest.mode !== 'yes') return [];
  const errors: RuleError[] = [];
  for (const f of CONTACT_FIELDS) {
    if (!mailbox.contactRequest.fields.includes(f)) continue;
    const value = (contact[f] ?? '').trim();
    if (f === 'email') {
      if (!isEmail(value)) errors.push({ field: 'contact.email', key: MESSAGES.email });
    } else if (value === '') errors.push({ field: `contact.${f}`, key: MESSAGES.fillField, params: { field: label(f) } });
  }
  return errors;
}

export interface ValidationInput {
  values: FormValues;
  contact: Contact;
  privacyAccepted: boolean;
  /** Which pages to check (all when absent): a paged form validates a page before moving on. */
  pages?: number[];
  /** The moment dates are checked at (now when absent). */
  now?: Date;
}

export interface Labels {
  field: LabelOf;
  group: (g: FieldGroup) => string;
  contact: (f: ContactField) => string;
  /** A day (`YYYY-MM-DD`) as the language writes it, for the accepted range of a date. */
  day?: (isoDay: string) => string;
  /** A number as the language writes it, for the accepted range of a number (Spanish when absent). */
  number?: NumberOf;
}

/**
 * Every rule of docs/product-spec.md §5 the citizen can fix, in the form's order: contact (when above), fields page
 * by page, groups, privacy. The payment and captcha answers are checked by the server.
 */
export function validateRequest(mailbox: Mailbox, input: ValidationInput, labels: Labels): RuleError[] {
  const pages = input.pages ?? mailbox.form.pages.map((_, i) => i);
  const lastPage = pages.includes(mailbox.form.pages.length - 1);
  const fields = pages.flatMap((i) => mailbox.form.pages[i]?.fields ?? []);
  const errors: RuleError[] = [];
  const contact = lastPage || pages.includes(0) ? contactErrors(mailbox, input.contact, labels.contact) : [];
  const contactFirst = mailbox.contactRequest.position === 'above';
  // The contact block sits above the first page (or below the last): check it with that page.
  const withContact = contactFirst ? pages.includes(0) : lastPage;
  if (withContact && contactFirst) errors.push(...contact);
  for (const field of fields) errors.push(...fieldErrors(field, input.values[field.name], labels.field, { now: input.now, day: labels.day }, labels.number));
  errors.push(...groupErrors(mailbox.form.groups, fields, input.values, labels.group));
  if (withContact && !contactFirst) errors.push(...contact);
  if (lastPage && needsPrivacyAcceptance(mailbox) && !input.privacyAccepted) errors.push({ field: 'privacy', key: MESSAGES.privacy });
  return errors;
}

export type { RequestBody };

/**
 * The request as the API takes it (docs/product-spec.md §3, §4 Submit): known fields in place, uploads as ids, the
 * title from the body when empty, and every other field moved into `extra`.
 */
export function buildRequest(mailbox: Mailbox, values: FormValues, contact: Contact, payment?: string, privacyAccepted = false): RequestBody {
  const request: RequestBody = { title: '', body: '', images: [], files: [], origin: 'web', extra: {} };
  for (const field of allFields(mailbox)) {
    const value = values[field.name];
    if (isFilled(value)) FIELD_RULES[field.type].put(request, field, value!);
  }
  if (request.title === '') request.title = titleFromBody(request.body);
  const mode = mailbox.contactRequest.mode;
  if (mode !== 'no') {
    const kept = Object.fromEntries(
      CONTACT_FIELDS.filter((f) => mailbox.contactRequest.fields.includes(f) && (contact[f] ?? '').trim() !== '').map((f) => [f, (contact[f] ?? '').trim()]),
    ) as Contact;
    if (Object.keys(kept).length > 0) request.contact = kept;
  }
  if (payment) request.payment = payment;
  if (privacyAccepted && needsPrivacyAcceptance(mailbox)) request.privacyAccepted = true;
  return request;
}

/**
 * docs/product-spec.md §3 "Request": fields the API does not know are moved into `extra`. The server applies this to
 * whatever a client sent, so a hand-made body cannot set status, iid or other management fields.
 */
export function moveUnknownToExtra(body: Record<string, unknown>): Record<string, unknown> {
  const known = new Set(Object.keys(RequestBodySchema.entries));
  const extra: Record<string, unknown> = {
    ...(typeof body.extra === 'object' && body.extra !== null && !Array.isArray(body.extra) ? (body.extra as object) : {}),
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'extra') continue;
    if (known.has(key)) out[key] = value;
    else extra[key] = value;
  }
  out.extra = extra;
  return out;
}

/**
 * The form's values a request body carries, read field by field by each kind (`FIELD_RULES`), so the server runs
 * the very rules the form ran (docs/product-spec.md §5) on what actually arrived, instead of trusting the browser's
 * word.
 */
export function bodyValues(mailbox: Mailbox, body: RequestBody, context: Omit<BodyContext, 'fields'>): FormValues {
  const fields = allFields(mailbox);
  const values: FormValues = {};
  for (const field of fields) values[field.name] = FIELD_RULES[field.type].read(body, field, { ...context, fields });
  // An optional title the citizen left empty arrives as the body's first words (buildRequest's fallback):
  // that is not something they typed, so it must not fail the title's own rules.
  const title = fields.find((f) => f.name === 'title');
  if (title && !title.required && body.title === titleFromBody(body.body)) values.title = '';
  return values;
}
