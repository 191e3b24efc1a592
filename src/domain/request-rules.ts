/**
 * The request form's rules (spec §5), pure, shared by the form island (to tell the citizen at once) and the
 * local API's create route (which never trusts the browser). Errors carry an i18n key and its parameters, so
 * each side words them in its language.
 */
import {
  allFields,
  CONTACT_FIELDS,
  needsPrivacyAcceptance,
  type ContactField,
  type Field,
  type FieldGroup,
  type Mailbox,
  type Option,
} from '../schemas/mailbox.ts';
import type { Coordinates } from '../schemas/common.ts';
import { acceptedDays, outsideDays } from './date-range.ts';

/** Spec §9. */
export const MAX_IMAGES = 5;
/** Spec §9: an empty title is taken from the first 10 words of the body. */
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

/** The i18n keys of the messages (Spanish texts verbatim from spec §5 and §8). */
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
} as const;

/** A standard e-mail pattern (spec §5): something@domain.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** Spec §5: below min is cleared, above max is capped. Returns the text the input should show. */
export function normalizeNumber(raw: string, field: Pick<Field, 'min' | 'max'>): string {
  const text = raw.trim().replace(',', '.');
  if (text === '') return '';
  const n = Number(text);
  if (!Number.isFinite(n)) return '';
  if (field.min !== undefined && n < field.min) return '';
  if (field.max !== undefined && n > field.max) return String(field.max);
  return String(n);
}

/** Spec §5: a key field accepts only values from its list, otherwise it is cleared. */
export function normalizeKey(raw: string, field: Pick<Field, 'options'>): string {
  const value = raw.trim();
  return optionValues(field.options).includes(value) ? value : '';
}

export function optionValues(options: Option[] | undefined): string[] {
  return (options ?? []).map((o) => (typeof o === 'string' ? o : o.value));
}

/** Spec §5: date-times carry only the offsets +01:00 (winter) and +02:00 (summer), those of peninsular Spain. */
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

/** Spec §3: an empty title is the body's first 10 words (a shorter body is kept whole). */
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

/** Errors of one field's value, in the order the citizen should fix them. */
export function fieldErrors(field: Field, value: FieldValue | undefined, label: LabelOf, dates: DateContext = {}): RuleError[] {
  const errors: RuleError[] = [];
  const name = field.name;
  const filled = isFilled(value);
  if (field.type === 'pdf') {
    if (field.required && !filled) errors.push({ field: name, key: MESSAGES.pdf });
    return errors;
  }
  if (field.type === 'census') {
    const census = value as CensusValue | undefined | null;
    if (!census || census.id.trim() === '') {
      if (field.required) errors.push({ field: name, key: MESSAGES.fillField, params: { field: label(field) } });
    } else if (!census.verified) errors.push({ field: name, key: MESSAGES.census });
    return errors;
  }
  if (field.required && !filled) {
    errors.push({ field: name, key: MESSAGES.fillField, params: { field: label(field) } });
    return errors;
  }
  if (!filled) return errors;
  if (typeof value === 'string') {
    const max = field.maxlength ?? DEFAULT_MAXLENGTH;
    if (value.length > max) errors.push({ field: name, key: MESSAGES.tooLong, params: { field: label(field), max: String(max) } });
    if ((field.type === 'key' || field.type === 'category') && !optionValues(field.options).includes(value)) {
      errors.push({ field: name, key: MESSAGES.invalidOption, params: { field: label(field) } });
    }
    if (field.type === 'number' && normalizeNumber(value, field) !== String(Number(value.replace(',', '.')))) {
      errors.push({ field: name, key: MESSAGES.fillField, params: { field: label(field) } });
    }
    if (field.type === 'datetime')
      errors.push(...(isSupportedOffset(value) ? dateErrors(field, value, label, dates) : [{ field: name, key: MESSAGES.timezone }]));
  }
  if (field.type === 'image' && Array.isArray(value) && value.length > MAX_IMAGES) {
    errors.push({ field: name, key: MESSAGES.maxImages });
  }
  return errors;
}

/** Spec §5: a group is wanting when none, or fewer than its required number, of its fields are filled. */
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

/** Spec §5: mode `yes` requires each listed name field and a valid e-mail when listed. */
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
}

/**
 * Every rule of spec §5 the citizen can fix, in the form's order: contact (when above), fields page by page,
 * groups, privacy. The payment and captcha answers are checked by the server.
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
  for (const field of fields) errors.push(...fieldErrors(field, input.values[field.name], labels.field, { now: input.now, day: labels.day }));
  errors.push(...groupErrors(mailbox.form.groups, fields, input.values, labels.group));
  if (withContact && !contactFirst) errors.push(...contact);
  if (lastPage && needsPrivacyAcceptance(mailbox) && !input.privacyAccepted) errors.push({ field: 'privacy', key: MESSAGES.privacy });
  return errors;
}

/** The body of `POST /{realm}/requests/{mailbox}/create` (spec §3 "Request"). */
export interface RequestBody {
  title: string;
  body: string;
  category?: string;
  contact?: Contact;
  coordinates?: Coordinates;
  address?: string;
  images: string[];
  files: string[];
  captcha?: string;
  origin: 'web';
  extra: Record<string, unknown>;
  payment?: string;
  /** The citizen accepted the mailbox's privacy policy (spec §5); the server refuses a request without it. */
  privacyAccepted?: boolean;
}

/**
 * The request as the API takes it (spec §3, §4 Submit): known fields in place, uploads as ids, the title
 * from the body when empty, and every other field moved into `extra`.
 */
export function buildRequest(mailbox: Mailbox, values: FormValues, contact: Contact, payment?: string, privacyAccepted = false): RequestBody {
  const request: RequestBody = { title: '', body: '', images: [], files: [], origin: 'web', extra: {} };
  for (const field of allFields(mailbox)) {
    const value = values[field.name];
    if (!isFilled(value)) continue;
    switch (field.type) {
      case 'image':
        request.images.push(...(value as UploadedFile[]).map((f) => f._id));
        continue;
      case 'file':
      case 'pdf':
        request.files.push(...(value as UploadedFile[]).map((f) => f._id));
        if (field.type === 'pdf') request.extra[field.name] = (value as UploadedFile[]).map((f) => f._id);
        continue;
      case 'map':
        request.coordinates = value as Coordinates;
        continue;
      case 'census':
        request.extra[field.name] = { id: (value as CensusValue).id, answers: (value as CensusValue).answers };
        continue;
      case 'captcha':
        request.captcha = String(value).trim();
        continue;
      case 'street':
        request.address = String(value).trim();
        continue;
    }
    const text = String(value).trim();
    if (field.name === 'title' || field.name === 'body' || field.name === 'category' || field.name === 'address') {
      request[field.name] = text;
    } else {
      request.extra[field.name] = field.type === 'number' ? Number(text.replace(',', '.')) : text;
    }
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
 * Spec §3 "Request": fields the API does not know are moved into `extra`. The server applies this to
 * whatever a client sent, so a hand-made body cannot set status, iid or other management fields.
 */
export function moveUnknownToExtra(body: Record<string, unknown>): Record<string, unknown> {
  const known = new Set([
    'title',
    'body',
    'category',
    'contact',
    'coordinates',
    'address',
    'images',
    'files',
    'captcha',
    'origin',
    'extra',
    'payment',
    'privacyAccepted',
  ]);
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
