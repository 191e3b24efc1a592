/**
 * What a request must pass before it is stored, or before it is paid for ("Pagar y enviar"): the body's shape,
 * the form's rules of docs/product-spec.md §5 (shared with the form), the uploads, the census and the captcha, all
 * checked again on what arrived. The answer is the document to store, rebuilt from the checked values; a refusal is
 * thrown as an `ApiError` (src/domain/http/api-errors.ts), which the error handler words. Both `…/create` and `…/checkout`
 * start here, so a payment is never taken for a request that `create` would refuse.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from '../../src/domain/http/api-errors.ts';
import { locale, pick, t } from '../../src/i18n/index.ts';
import {
  bodyValues,
  buildRequest,
  FIELD_RULES,
  type BodyContext,
  moveUnknownToExtra,
  validateRequest,
  type CensusValue,
  type Contact,
  type RequestBody,
  type RuleError,
  type UploadedFile,
} from '../../src/domain/requests/request-rules.ts';
import { dayText } from '../../src/domain/requests/date-range.ts';
import { formatNumber } from '../../src/domain/requests/number-text.ts';
import { referencePrefix } from '../../src/domain/requests/request-reference.ts';
import { RequestBodySchema } from '../../src/schemas/request.ts';
import { allFields, CONTACT_FIELDS, type Mailbox } from '../../src/schemas/mailbox.ts';
import type { Language, RealmConfig } from '../../src/schemas/realm.ts';
import { realmById } from '../../src/realm/resolve.ts';
import { acceptLanguageFor } from '../../src/domain/http/accept-language.ts';
import { callerLanguage } from './errors.ts';
import { acceptedBy, UPLOAD_KINDS, type UploadKind } from '../files/accepted-kinds.ts';
import type { Captchas } from '../store/captchas.ts';
import { censusReference, normalizeCensusId, type Census } from '../store/census.ts';
import type { Uploads } from '../store/uploads.ts';
import { hasCompleteProfile } from '../../src/domain/accounts/account-rules.ts';
import { formFor } from '../../src/domain/requests/verified-sender.ts';
import { sentAnonymously, type User } from '../store/users.ts';
import type { Granted, MailboxAccess } from './guards/mailbox-access.ts';

export interface IntakeOptions {
  realms: () => RealmConfig[];
  uploads: Uploads;
  captchas: Captchas;
  census: Census;
}

/** A request that passed every check: what to store, and what goes with it. */
export interface AcceptedRequest {
  /** The document as stored: the mailbox's own fields in their places, the rest in `extra`, census IDs hashed. */
  doc: Record<string, unknown>;
  /** The body as it arrived (parsed), for what the caller checks further: the payment. */
  body: RequestBody;
  /** The uploads it carries, to attach to the request once stored. */
  uploads: string[];
  /** The realm's reference prefix. */
  prefix: string;
  /** The language it was sent in (the call's Accept-Language, one of the realm's): its e-mails use it. */
  language: Language;
  /**
   * Sent without an account (docs/product-spec.md §3 device user): followed by a private link instead of
   * "Mis solicitudes".
   */
  anonymous: boolean;
}

/** The words the rules put in their messages (field labels, days), in the language the refusal is worded in. */
const labelsIn = (lang: Language) => ({
  field: (f: { label: Parameters<typeof pick>[0] }) => pick(f.label, lang),
  group: (g: { label: Parameters<typeof pick>[0] }) => pick(g.label, lang),
  contact: (f: string) => t(lang, `request.contact.${f}`),
  day: (isoDay: string) => dayText(locale(lang), isoDay),
  number: (n: number, step?: number) => formatNumber(n, locale(lang), step),
});

/**
 * Mode `auto` (docs/product-spec.md §5): the contact is the profile's, which must be complete and verified; else
 * refused.
 */
function contactFor(mailbox: Mailbox, user: User, given: Contact): Contact {
  const { mode, fields } = mailbox.contactRequest;
  if (mode === 'no') return {};
  if (mode === 'yes') return given;
  if (!hasCompleteProfile(user)) throw new ApiError('profileIncomplete');
  return Object.fromEntries(CONTACT_FIELDS.filter((f) => fields.includes(f) && user[f]).map((f) => [f, user[f]]));
}

/**
 * Every upload a body names must be this session's, for this mailbox, not yet sent, and of a kind its field takes.
 * Which field an upload is for is told by the field kinds themselves: the first field that reads it back from the
 * body (`FIELD_RULES`), whose kind says what it takes and where the body carries it (`UPLOAD_KINDS`); an id in a
 * list that no field reads is checked as the list's first kind would take it. Nothing here names a kind: a new
 * kind that takes files is checked as these are.
 */
function uploadErrors(
  mailbox: Mailbox,
  body: RequestBody,
  uploads: Uploads,
  realm: string,
  sessionId: string,
): { files: Map<string, UploadedFile>; errors: RuleError[] } {
  const files = new Map<string, UploadedFile>();
  const errors: RuleError[] = [];
  const fields = allFields(mailbox);
  const uploadFields = fields.flatMap((field) => {
    const accepted = acceptedBy(field.type);
    return accepted ? [{ field, accepted }] : [];
  });
  // The ids each upload field reads back from the body, as the server reads its values (bodyValues).
  const reading: BodyContext = { uploads: new Map(), censusVerified: () => false, fields };
  const read = uploadFields.map(({ field, accepted }) => ({
    field,
    accepted,
    ids: (FIELD_RULES[field.type].read(body, field, reading) as UploadedFile[]).map((file) => file._id),
  }));
  const listed = new Set([...body.images, ...body.files]);
  const wanted: Array<[string, UploadKind]> = [];
  for (const list of ['images', 'files'] as const) {
    const firstOfList = Object.values(UPLOAD_KINDS).find((kind) => kind?.list === list)!;
    for (const id of body[list]) wanted.push([id, read.find((r) => r.accepted.list === list && r.ids.includes(id))?.accepted ?? firstOfList]);
  }
  // Uploads a field names only in its own place (a pdf field's entry of `extra`), once each.
  const beyondLists = new Set<string>();
  for (const { accepted, ids } of read) {
    for (const id of ids) {
      if (listed.has(id) || beyondLists.has(id)) continue;
      beyondLists.add(id);
      wanted.push([id, accepted]);
    }
  }
  for (const [id, accepted] of wanted) {
    const stored = uploads.get(id);
    const ok =
      stored &&
      stored.realm === realm &&
      stored.sessionId === sessionId &&
      stored.mailbox === mailbox._id &&
      stored.requestId === null &&
      accepted.kinds.includes(stored.kind);
    if (ok) files.set(id, stored);
    else errors.push({ field: 'form', key: 'request.error.upload', params: { name: stored?.name ?? id } });
  }
  // The uploads named field by field must be those of the flat lists, each named once, by a field of its kind.
  if (body.fieldUploads) {
    const kinds = new Map(fields.map((f) => [f.name, acceptedBy(f.type)]));
    const named = new Map<string, UploadKind | 'twice'>();
    for (const [name, ids] of Object.entries(body.fieldUploads)) {
      const accepted = kinds.get(name);
      for (const id of ids) named.set(id, named.has(id) || accepted?.namedIn !== 'fieldUploads' ? 'twice' : accepted);
    }
    for (const [id, accepted] of wanted) {
      if (accepted.namedIn === 'fieldUploads' && named.get(id) !== accepted) {
        errors.push({ field: 'form', key: 'request.error.upload', params: { name: files.get(id)?.name ?? id } });
      }
      named.delete(id);
    }
    for (const id of named.keys()) errors.push({ field: 'form', key: 'request.error.upload', params: { name: id } });
  }
  const most = (list: UploadKind['list']) =>
    uploadFields
      .filter(({ accepted }) => accepted.list === list)
      .reduce((n, { field, accepted }) => n + (accepted.most === 'maxFiles' ? (field.maxFiles ?? 1) : accepted.most), 0);
  if (body.images.length > most('images')) errors.push({ field: 'form', key: 'request.error.maxImages' });
  if (body.files.length > most('files')) errors.push({ field: 'form', key: 'request.error.upload', params: { name: `${body.files.length}` } });
  return { files, errors };
}

/** The census IDs a body names, hashed for lookup (`hashCensusIds`), by census and ID. */
export type CensusHashes = Map<string, string>;

const censusKey = (censusId: string, id: string) => `${censusId}\n${normalizeCensusId(id)}`;

/**
 * The lookup hashes of the census IDs a body names, hashed on the thread pool before the part of request
 * creation that must not await: scrypt on the main thread would hold every other call meanwhile.
 */
export async function hashCensusIds(mailbox: Mailbox, body: Record<string, unknown>, realm: string, census: Census): Promise<CensusHashes> {
  const extra = moveUnknownToExtra(body).extra as Record<string, unknown> | undefined;
  const hashes: CensusHashes = new Map();
  for (const field of allFields(mailbox)) {
    const raw = field.type === 'census' && field.census ? (extra?.[field.name] as { id?: unknown } | undefined)?.id : undefined;
    // As the census kind reads it (FIELD_RULES): a number is the ID's digits.
    const given = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
    if (typeof given !== 'string' || given.trim() === '' || given.length > 200) continue;
    hashes.set(censusKey(field.census!, given), await census.idHash(realm, field.census!, given));
  }
  return hashes;
}

/**
 * Checks a request sent to `granted.mailbox` (the body as the client sent it, its census IDs already hashed by
 * `hashCensusIds`) and answers it ready to store, or throws the `ApiError` that refuses it. Nothing in it
 * awaits. Uses up the session's captcha when the mailbox has one. The payment, when the mailbox asks for one, is the caller's
 * to check.
 */
export function acceptRequest(
  c: Context,
  { realms, uploads, captchas, census }: IntakeOptions,
  realm: string,
  { mailbox: defined, sessionId, user }: Granted,
  raw: Record<string, unknown>,
  censusHashes: CensusHashes,
): AcceptedRequest {
  // The form as this sender fills it in: without the captcha for an account whose address is confirmed — the
  // session's account, never a flag the body sends (src/domain/requests/verified-sender.ts).
  const mailbox = formFor(defined, user);
  const parsed = v.safeParse(RequestBodySchema, moveUnknownToExtra(raw));
  if (!parsed.success) throw new ApiError('sendFailed', { problems: [{ field: 'form', key: 'request.error.send', params: {} }] });
  const body = parsed.output;

  const contact = contactFor(mailbox, user, body.contact ?? {});
  const { files, errors: fileProblems } = uploadErrors(mailbox, body, uploads, realm, sessionId);
  const values = bodyValues(mailbox, body, {
    uploads: files,
    censusVerified: (censusId, id) => {
      const idHash = censusHashes.get(censusKey(censusId, id));
      return idHash !== undefined && census.verified(sessionId, realm, censusId, idHash);
    },
  });
  const realmOfCall = realmById(realms(), realm);
  const labels = labelsIn(callerLanguage(c, realmOfCall));
  const errors = [...validateRequest(mailbox, { values, contact, privacyAccepted: body.privacyAccepted === true }, labels), ...fileProblems];
  if (errors.length) throw new ApiError('requestInvalid', { problems: errors });

  if (hasCaptcha(mailbox) && !captchas.consume(sessionId, realm, body.captcha, body.captchaWork)) {
    throw new ApiError('captchaFailed');
  }

  // What is stored is rebuilt from the checked values: only the mailbox's own fields, in their places,
  // plus what the client sent beyond the form, kept in `extra` as docs/product-spec.md §3 wants.
  const built = buildRequest(mailbox, values, contact, body.payment, body.privacyAccepted === true);
  // Census IDs are stored hashed (docs/write-side.md "Privacy"): what was checked above was the ID; what is kept is
  // its hash, and for a public register's entry the ID and the register's record too.
  for (const field of allFields(mailbox)) {
    if (field.type === 'census' && field.census && field.name in built.extra) {
      const { id } = values[field.name] as CensusValue;
      const idHash = censusHashes.get(censusKey(field.census, id))!;
      // A register's entry (an association) is kept with its ID and record, for the desk to show which it was.
      const record = census.record(realm, field.census, idHash);
      built.extra[field.name] = censusReference(idHash, record ? { id, record } : undefined);
    }
  }
  const formNames = new Set(allFields(mailbox).map((f) => f.name));
  const beyondForm = Object.fromEntries(Object.entries(body.extra).filter(([name]) => !formNames.has(name)));
  const { captcha: _answer, captchaWork: _work, privacyAccepted, fieldUploads: _byField, ...kept } = built;
  const doc = {
    ...kept,
    extra: { ...beyondForm, ...built.extra },
    ...(privacyAccepted ? { privacyAcceptedAt: new Date().toISOString() } : {}),
    realm,
    user: user._id,
    isPublished: false,
    threads: [],
    origin: 'web',
  };
  const realmConfig = realmById(realms(), realm)!;
  return {
    doc,
    body,
    uploads: [...files.keys()],
    prefix: referencePrefix(realmConfig),
    language: acceptLanguageFor(c.req.header('accept-language'), realmConfig),
    anonymous: sentAnonymously(user),
  };
}

/** The call's Idempotency-Key: undefined when it sends none; an `ApiError` thrown when it is not one. */
export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header('idempotency-key')?.trim();
  if (key !== undefined && !/^[\w.:-]{8,128}$/.test(key)) throw new ApiError('badIdempotencyKey');
  return key;
}

/**
 * Access to the mailbox, with the census IDs of `body` hashed meanwhile (`hashCensusIds`, which awaits), then
 * access asked again: the session may have signed out while they were hashed. What follows must not await, so
 * that a doubled call cannot slip between an idempotency key's lookup and what it guards.
 */
export async function accessWithCensusIds(
  c: Context,
  { access, census, captchas }: { access: MailboxAccess; census: Census; captchas: Captchas },
  realm: string,
  mailboxId: string,
  body: Record<string, unknown>,
): Promise<{ granted: Granted; censusHashes: CensusHashes }> {
  const before = access(c, realm, mailboxId);
  // The captcha's proof of work before anything costly (docs/security.md, "The captcha"): one digest and one HMAC,
  // so a request without it never gets as far as hashing census IDs. A refused work spends the session's captcha.
  if (hasCaptcha(formFor(before.mailbox, before.user)) && !captchas.workDone(realm, body.captchaWork)) {
    captchas.spend(before.sessionId, realm);
    throw new ApiError('captchaFailed');
  }
  const censusHashes = await hashCensusIds(before.mailbox, body, realm, census);
  return { granted: access(c, realm, mailboxId), censusHashes };
}

/** Whether the mailbox's form asks for the captcha (and so for its work). */
const hasCaptcha = (mailbox: Mailbox) => allFields(mailbox).some((f) => f.type === 'captcha');
