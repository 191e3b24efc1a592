/**
 * What a request must pass before it is stored, or before it is paid for ("Pagar y enviar"): the body's shape,
 * the form's rules of spec §5 (shared with the form), the uploads, the census and the captcha, all checked again
 * on what arrived. The answer is the document to store, rebuilt from the checked values, or the refusal to send
 * back. Both `…/create` and `…/checkout` start here, so a payment is never taken for a request that `create`
 * would refuse.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { pick, t } from '../../src/i18n/index.ts';
import {
  buildRequest,
  moveUnknownToExtra,
  validateRequest,
  type CensusValue,
  type Contact,
  type RequestBody,
  type RuleError,
  type UploadedFile,
} from '../../src/domain/request-rules.ts';
import { dayText } from '../../src/domain/date-range.ts';
import { referencePrefix } from '../../src/domain/request-reference.ts';
import { requestToValues } from '../../src/domain/request-values.ts';
import { RequestBodySchema } from '../../src/schemas/request.ts';
import { allFields, CONTACT_FIELDS, type Mailbox } from '../../src/schemas/mailbox.ts';
import type { Language, RealmConfig } from '../../src/schemas/realm.ts';
import { realmById } from '../../src/realm/resolve.ts';
import { acceptLanguageFor } from '../payment-gateways/gateway.ts';
import { acceptedKinds } from '../files/accepted-kinds.ts';
import type { Captchas } from '../store/captchas.ts';
import { censusReference, normalizeCensusId, type Census } from '../store/census.ts';
import type { Uploads } from '../store/uploads.ts';
import { hasCompleteProfile } from '../../src/domain/account-rules.ts';
import { sentAnonymously, type User } from '../store/users.ts';
import type { Granted, MailboxAccess } from './guards/mailbox-access.ts';

export const SEND_ERROR = 'Se ha producido un error al enviar la solicitud';

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
  /** Sent without an account (spec §3 device user): followed by a private link instead of "Mis solicitudes". */
  anonymous: boolean;
}

const spanishLabels = {
  field: (f: { label: Parameters<typeof pick>[0] }) => pick(f.label, 'es'),
  group: (g: { label: Parameters<typeof pick>[0] }) => pick(g.label, 'es'),
  contact: (f: string) => t('es', `request.contact.${f}`),
  day: (isoDay: string) => dayText('es-ES', isoDay),
};

function refusal(c: Context, errors: RuleError[]) {
  const listed = errors.map((e) => ({ ...e, message: t('es', e.key, e.params ?? {}) }));
  return c.json({ err: listed[0]!.message, errors: listed }, 400);
}

/** Mode `auto` (spec §5): the contact is the profile's, which must be complete and verified. */
function contactFor(mailbox: Mailbox, user: User, given: Contact): Contact | 'incomplete' {
  const { mode, fields } = mailbox.contactRequest;
  if (mode === 'no') return {};
  if (mode === 'yes') return given;
  if (!hasCompleteProfile(user)) return 'incomplete';
  return Object.fromEntries(CONTACT_FIELDS.filter((f) => fields.includes(f) && user[f]).map((f) => [f, user[f]]));
}

/** Every uploaded id must be this session's, for this mailbox, not yet sent, and of a kind its field takes. */
function uploadErrors(
  mailbox: Mailbox,
  body: RequestBody,
  uploads: Uploads,
  realm: string,
  sessionId: string,
): { files: Map<string, UploadedFile>; errors: RuleError[] } {
  const files = new Map<string, UploadedFile>();
  const errors: RuleError[] = [];
  const pdfFields = allFields(mailbox).filter((f) => f.type === 'pdf');
  const pdfIds = new Set(pdfFields.flatMap((f) => (Array.isArray(body.extra[f.name]) ? (body.extra[f.name] as string[]) : [])));
  const wanted: Array<[string, 'image' | 'pdf' | 'file']> = [
    ...body.images.map((id) => [id, 'image'] as [string, 'image']),
    ...body.files.map((id) => [id, pdfIds.has(id) ? 'pdf' : 'file'] as [string, 'pdf' | 'file']),
  ];
  for (const id of pdfIds) if (!body.files.includes(id)) wanted.push([id, 'pdf']);
  for (const [id, type] of wanted) {
    const stored = uploads.get(id);
    const ok =
      stored &&
      stored.realm === realm &&
      stored.sessionId === sessionId &&
      stored.mailbox === mailbox._id &&
      stored.requestId === null &&
      acceptedKinds(type).kinds.includes(stored.kind);
    if (ok) files.set(id, stored);
    else errors.push({ field: 'form', key: 'request.error.upload', params: { name: stored?.name ?? id } });
  }
  const limit = (type: string) =>
    allFields(mailbox)
      .filter((f) => f.type === type)
      .reduce((n, f) => n + (type === 'image' ? 5 : (f.maxFiles ?? 1)), 0);
  if (body.images.length > limit('image')) errors.push({ field: 'form', key: 'request.error.maxImages' });
  if (body.files.length > limit('file') + limit('pdf')) errors.push({ field: 'form', key: 'request.error.upload', params: { name: `${body.files.length}` } });
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
    // As requestToValues reads it: a number is the ID's digits.
    const given = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
    if (typeof given !== 'string' || given.trim() === '' || given.length > 200) continue;
    hashes.set(censusKey(field.census!, given), await census.idHash(realm, field.census!, given));
  }
  return hashes;
}

/**
 * Checks a request sent to `granted.mailbox` (the body as the client sent it, its census IDs already hashed by
 * `hashCensusIds`) and answers it ready to store, or the response that refuses it. Nothing in it awaits. Uses up
 * the session's captcha when the mailbox has one. The payment, when the mailbox asks for one, is the caller's
 * to check.
 */
export function acceptRequest(
  c: Context,
  { realms, uploads, captchas, census }: IntakeOptions,
  realm: string,
  { mailbox, sessionId, user }: Granted,
  raw: Record<string, unknown>,
  censusHashes: CensusHashes,
): AcceptedRequest | Response {
  const parsed = v.safeParse(RequestBodySchema, moveUnknownToExtra(raw));
  if (!parsed.success) return c.json({ err: SEND_ERROR, errors: [{ field: 'form', key: 'request.error.send', params: {}, message: SEND_ERROR }] }, 400);
  const body = parsed.output as RequestBody;

  const contact = contactFor(mailbox, user, body.contact ?? {});
  if (contact === 'incomplete') return c.json({ err: t('es', 'request.error.profile') }, 403);
  const { files, errors: fileProblems } = uploadErrors(mailbox, body, uploads, realm, sessionId);
  const { values } = requestToValues(mailbox, body, {
    uploads: files,
    censusVerified: (censusId, id) => {
      const idHash = censusHashes.get(censusKey(censusId, id));
      return idHash !== undefined && census.verified(sessionId, realm, censusId, idHash);
    },
  });
  const errors = [...validateRequest(mailbox, { values, contact, privacyAccepted: body.privacyAccepted === true }, spanishLabels), ...fileProblems];
  if (errors.length) return refusal(c, errors);

  if (allFields(mailbox).some((f) => f.type === 'captcha') && !captchas.consume(sessionId, realm, body.captcha)) {
    return c.json({ err: 'captcha failed' }, 400);
  }

  // What is stored is rebuilt from the checked values: only the mailbox's own fields, in their places,
  // plus what the client sent beyond the form, kept in `extra` as spec §3 wants.
  const built = buildRequest(mailbox, values, contact, body.payment, body.privacyAccepted === true);
  // Census IDs are stored hashed (issue 11, privacy): what was checked above was the ID; what is kept is its hash.
  for (const field of allFields(mailbox)) {
    if (field.type === 'census' && field.census && field.name in built.extra) {
      built.extra[field.name] = censusReference(censusHashes.get(censusKey(field.census, (values[field.name] as CensusValue).id))!);
    }
  }
  const formNames = new Set(allFields(mailbox).map((f) => f.name));
  const beyondForm = Object.fromEntries(Object.entries(body.extra).filter(([name]) => !formNames.has(name)));
  const { captcha: _answer, privacyAccepted, ...kept } = built;
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

/** The call's Idempotency-Key: undefined when it sends none, the refusal when it is not one. */
export function idempotencyKey(c: Context): string | undefined | Response {
  const key = c.req.header('idempotency-key')?.trim();
  return key !== undefined && !/^[\w.:-]{8,128}$/.test(key) ? c.json({ err: 'Idempotency-Key no válida.' }, 400) : key;
}

/**
 * Access to the mailbox, with the census IDs of `body` hashed meanwhile (`hashCensusIds`, which awaits), then
 * access asked again: the session may have signed out while they were hashed. What follows must not await, so
 * that a doubled call cannot slip between an idempotency key's lookup and what it guards.
 */
export async function accessWithCensusIds(
  c: Context,
  { access, census }: { access: MailboxAccess; census: Census },
  realm: string,
  mailboxId: string,
  body: Record<string, unknown>,
): Promise<{ granted: Granted; censusHashes: CensusHashes } | { response: Response }> {
  const before = access(c, realm, mailboxId);
  if ('response' in before) return before;
  const censusHashes = await hashCensusIds(before.mailbox, body, realm, census);
  const granted = access(c, realm, mailboxId);
  return 'response' in granted ? granted : { granted, censusHashes };
}
