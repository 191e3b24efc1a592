/**
 * Every field kind of `FIELD_TYPES`, taken from the list itself: each is checked by the rules the form and the
 * server share, goes into the request body and comes back from it field by field, and is refused by the real
 * server when a required one is left empty, with the message the form shows. A new kind is picked up here.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import { pick } from '../../src/i18n/pick.ts';
import { bodyValues, buildRequest, validateRequest, type FormValues, type Labels, type UploadedFile } from '../../src/domain/requests/request-rules.ts';
import { FIELD_TYPES, MailboxSchema, type FieldType } from '../../src/schemas/mailbox.ts';
import { RequestBodySchema } from '../../src/schemas/request.ts';
import { UPLOAD_KINDS } from '../../server/files/accepted-kinds.ts';
import { EVERY_KIND, EXAMPLE_CENSUS, fieldName, mailboxOfKind } from '../support/field-kinds.ts';
import { deviceTab, localServer, solvedCaptcha } from './server/support/local-server.ts';

const labels: Labels = { field: (f) => pick(f.label, 'es'), group: (g) => pick(g.label, 'es'), contact: (f) => f };
const mailboxOf = (type: FieldType) => v.parse(MailboxSchema, mailboxOfKind(type));
const check = (type: FieldType, values: FormValues) => validateRequest(mailboxOf(type), { values, contact: {}, privacyAccepted: false }, labels);
/** The body as the server parses it, read back into the field's value as the server does. */
function throughTheBody(type: FieldType, values: FormValues): FormValues {
  const mailbox = mailboxOf(type);
  const body = v.parse(RequestBodySchema, JSON.parse(JSON.stringify(buildRequest(mailbox, values, {}))));
  const answer = EVERY_KIND[type].answer;
  const uploads = new Map<string, UploadedFile>(Array.isArray(answer) ? answer.map((f) => [f._id, f]) : []);
  return bodyValues(mailbox, body, { uploads, censusVerified: (census, id) => census === EXAMPLE_CENSUS && id === 'G46123456' });
}

describe.each(FIELD_TYPES)('a required field of kind %s', (type) => {
  const name = fieldName(type);
  const answer = EVERY_KIND[type].answer;

  it('is refused empty, alone and by its name', () => {
    const errors = check(type, {});
    expect(errors).toHaveLength(1);
    expect(errors[0]!.field).toBe(name);
    // The server reads the same emptiness from an empty body.
    expect(check(type, throughTheBody(type, {}))).toEqual(errors);
  });

  it('accepts its answer, which reaches the server unchanged through the request body', () => {
    expect(check(type, { [name]: answer })).toEqual([]);
    expect(throughTheBody(type, { [name]: answer })).toEqual({ [name]: answer });
  });
});

describe.each(FIELD_TYPES)('the uploads of a field of kind %s', (type) => {
  const taken = UPLOAD_KINDS[type];

  it('are where its row of UPLOAD_KINDS says the body carries them, which the server checks them by', () => {
    const answer = EVERY_KIND[type].answer;
    const body = buildRequest(mailboxOf(type), { [fieldName(type)]: answer }, {});
    if (!taken) {
      expect([body.images, body.files, body.fieldUploads]).toEqual([[], [], undefined]);
      return;
    }
    const ids = (answer as UploadedFile[]).map((f) => f._id);
    expect(ids.length).toBeGreaterThan(0);
    expect(body[taken.list]).toEqual(ids);
    expect(taken.namedIn === 'fieldUploads' ? body.fieldUploads?.[fieldName(type)] : body.extra[fieldName(type)]).toEqual(ids);
  });
});

describe('the server, for every field kind', () => {
  const server = localServer();
  for (const type of FIELD_TYPES) server.store.put('alcantir', 'mailboxes', mailboxOfKind(type) as unknown as Record<string, unknown> & { _id: string });

  it.each(FIELD_TYPES)('refuses a request that leaves a required %s field empty, with the form’s message', async (type) => {
    const tab = await deviceTab(server.app);
    // A captcha's proof of work is checked before anything else: done, so that the empty answer is what is refused.
    const work = type === 'captcha' ? { captchaWork: await solvedCaptcha(tab) } : {};
    const response = await tab.post(`/api/alcantir/requests/tipo-${type}/create`, { body: 'Nada más', ...work });
    expect(response.status).toBe(400);
    const expected = check(type, {}).map((e) => ({ ...e, params: e.params ?? {}, message: t('es', e.key, e.params ?? {}) }));
    expect((await response.json()).errors).toEqual(expected.map((e) => expect.objectContaining({ field: e.field, key: e.key, message: e.message })));
  });

  it.each(FIELD_TYPES.filter((type) => UPLOAD_KINDS[type]))('refuses a %s field whose uploads are not this session’s, naming each', async (type) => {
    const tab = await deviceTab(server.app);
    const answer = EVERY_KIND[type].answer as UploadedFile[];
    const body = buildRequest(mailboxOf(type), { [fieldName(type)]: answer }, {});
    const response = await tab.post(`/api/alcantir/requests/tipo-${type}/create`, body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual(
      answer.map((f) => expect.objectContaining({ field: 'form', key: 'request.error.upload', message: `No se ha podido subir ${f._id}.` })),
    );
  });
});
