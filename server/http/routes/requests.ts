/**
 * Request creation (spec §7 `POST {requests-api}/{realm}/requests/{mailbox}/create`, §4 Submit). The browser
 * already checked everything; this checks it all again on what arrived: the body's shape, the form's rules of
 * spec §5 (shared with the form), the uploads, the census, the captcha, the payment. One idempotency key per
 * session makes a doubled or retried submission answer the first request; the key with another body is a 409. The answer carries the request's
 * reference and, for a request sent without an account, its follow-up key (docs/requests-api.md); the receipt
 * e-mail is queued in the request's own transaction.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { pick, t } from '../../../src/i18n/index.ts';
import {
  buildRequest,
  moveUnknownToExtra,
  validateRequest,
  type CensusValue,
  type Contact,
  type RequestBody,
  type RuleError,
  type UploadedFile,
} from '../../../src/domain/request-rules.ts';
import { referencePrefix } from '../../../src/domain/request-reference.ts';
import { requestToValues } from '../../../src/domain/request-values.ts';
import { RequestBodySchema } from '../../../src/schemas/request.ts';
import { allFields, CONTACT_FIELDS, type Mailbox } from '../../../src/schemas/mailbox.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import type { CitizenMail } from '../../mail/citizen-mail.ts';
import { pickLanguage } from '../../payment-gateways/gateway.ts';
import { bodyFingerprint } from '../../core/body-fingerprint.ts';
import { acceptedKinds } from '../../files/accepted-kinds.ts';
import type { Captchas } from '../../store/captchas.ts';
import type { MailOutbox } from '../../store/mail-outbox.ts';
import { censusReference, normalizeCensusId, type Census } from '../../store/census.ts';
import { paymentUsable, type PaymentLedger } from '../../store/payments.ts';
import type { Requests } from '../../store/requests.ts';
import type { Uploads } from '../../store/uploads.ts';
import { hasCompleteProfile, type User } from '../../store/users.ts';
import { readJson } from '../guards/body.ts';
import type { MailboxAccess } from '../guards/mailbox-access.ts';

/** The answer may hold a follow-up key: no cache may keep it. */
const NO_STORE = { 'Cache-Control': 'no-store' };
const SEND_ERROR = 'Se ha producido un error al enviar la solicitud';
/** What a request may weigh before parsing: text only, files travel separately. */
export const MAX_REQUEST_BODY = 256 * 1024;

export interface CreateOptions {
  realms: () => RealmConfig[];
  access: MailboxAccess;
  requests: Requests;
  uploads: Uploads;
  captchas: Captchas;
  census: Census;
  payments: PaymentLedger;
  outbox: MailOutbox;
  mail: CitizenMail;
}

const spanishLabels = {
  field: (f: { label: Parameters<typeof pick>[0] }) => pick(f.label, 'es'),
  group: (g: { label: Parameters<typeof pick>[0] }) => pick(g.label, 'es'),
  contact: (f: string) => t('es', `request.contact.${f}`),
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

/** Sent without an account (spec §3 device user): followed by a private link instead of "Mis solicitudes". */
const anonymous = (user: User) => !!user.deviceId && !user.user;

const censusKey = (censusId: string, id: string) => `${censusId}\n${normalizeCensusId(id)}`;

/**
 * The lookup hashes of the census IDs a body names, by census and ID, hashed on the thread pool before the part
 * of request creation that must not await: scrypt on the main thread would hold every other call meanwhile.
 */
async function hashCensusIds(mailbox: Mailbox, body: Record<string, unknown>, realm: string, census: Census): Promise<Map<string, string>> {
  const extra = moveUnknownToExtra(body).extra as Record<string, unknown> | undefined;
  const hashes = new Map<string, string>();
  for (const field of allFields(mailbox)) {
    const raw = field.type === 'census' && field.census ? (extra?.[field.name] as { id?: unknown } | undefined)?.id : undefined;
    // As requestToValues reads it: a number is the ID's digits.
    const given = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
    if (typeof given !== 'string' || given.trim() === '' || given.length > 200) continue;
    hashes.set(censusKey(field.census!, given), await census.idHash(realm, field.census!, given));
  }
  return hashes;
}

export function requestRoutes({ realms, access, requests, uploads, captchas, census, payments, outbox, mail }: CreateOptions) {
  const api = new Hono();
  api.post('/:realm/requests/:mailbox/create', bodyLimit({ maxSize: MAX_REQUEST_BODY, onError: (c) => c.json({ err: SEND_ERROR }, 413) }), async (c) => {
    const { realm, mailbox: mailboxId } = c.req.param();
    const key = c.req.header('idempotency-key')?.trim();
    if (key !== undefined && !/^[\w.:-]{8,128}$/.test(key)) return c.json({ err: 'Idempotency-Key no válida.' }, 400);
    const raw = await readJson(c);
    const before = access(c, realm, mailboxId);
    if ('response' in before) return before.response;
    const censusHashes = await hashCensusIds(before.mailbox, raw, realm, census);
    // From here on nothing awaits: Node runs this to the end before a doubled request gets its turn, so the
    // key lookup and the insert below cannot interleave. (Access is asked again: the session may have signed
    // out while the census IDs were hashed.)
    const granted = access(c, realm, mailboxId);
    if ('response' in granted) return granted.response;
    const { mailbox, sessionId, user } = granted;
    const bodyHash = bodyFingerprint(raw);
    if (key) {
      const earlier = requests.byKey(realm, sessionId, key);
      if (earlier && earlier.mailbox !== mailbox._id) return c.json({ err: 'Esa Idempotency-Key ya se usó para otro buzón.' }, 409);
      // Another body under the same key is another request the client meant to send: saying it was taken
      // (the first receipt) would lose it silently.
      if (earlier && earlier.bodyHash !== null && earlier.bodyHash !== bodyHash) {
        return c.json({ err: 'Esa Idempotency-Key ya se usó con otra solicitud; envíe esta con una clave nueva.' }, 409);
      }
      // The first answer was lost (that is why a client retries): a device user gets a fresh follow-up key, as
      // the first one exists only as a digest; the receipt's link keeps working.
      if (earlier)
        return c.json(
          {
            _id: earlier._id,
            iid: earlier.iid,
            reference: earlier.reference,
            ...(anonymous(user) ? { followUpKey: requests.addFollowUpKey(earlier._id) } : {}),
          },
          200,
          NO_STORE,
        );
    }

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
    if (mailbox.payments && !(body.payment && paymentUsable(payments.find(realm, body.payment), { mailbox: mailbox._id, userId: user._id }))) {
      return c.json({ err: t('es', 'request.error.payment'), errCode: 'payment' }, 402);
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
    const realmConfig = realms().find((r) => r.id === realm)!;
    const language = pickLanguage(c.req.header('accept-language')?.split(/[,;]/)[0]?.trim(), realmConfig);
    const { request: stored, followUpKey } = requests.create(
      realm,
      { mailbox: mailbox._id, userId: user._id, sessionId, key, bodyHash, doc, prefix: referencePrefix(realmConfig), language, followUp: anonymous(user) },
      (request, followUp) => {
        uploads.attach([...files.keys()], request._id);
        if (mailbox.payments && body.payment) payments.markUsed(realm, body.payment, request._id);
        const receipt = mail.receipt(request, mailbox, followUp);
        if (receipt) outbox.enqueue(receipt);
      },
    );
    return c.json({ _id: stored._id, iid: stored.iid, reference: stored.reference, ...(followUpKey ? { followUpKey } : {}) }, 200, NO_STORE);
  });
  return api;
}
