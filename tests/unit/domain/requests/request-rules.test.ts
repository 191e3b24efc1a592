import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import mailboxes from '../../../../realms/alcantir/demo/mailboxes.json' with { type: 'json' };
import { t } from '../../../../src/i18n/index.ts';
import { pick } from '../../../../src/i18n/index.ts';
import {
  buildRequest,
  contactErrors,
  FIELD_RULES,
  fieldErrors,
  groupErrors,
  isEmail,
  isSupportedOffset,
  MAX_IMAGES,
  MESSAGES,
  normalizeKey,
  validateRequest,
  withOffset,
  type CensusValue,
  type FormValues,
  type Labels,
  type RuleError,
  type UploadedFile,
} from '../../../../src/domain/requests/request-rules.ts';
import { allFields, MailboxSchema, type Field, type Mailbox } from '../../../../src/schemas/mailbox.ts';

const demo = Object.fromEntries(mailboxes.map((m) => [m._id, v.parse(MailboxSchema, m)])) as Record<string, Mailbox>;
const labels: Labels = {
  field: (f) => pick(f.label, 'es'),
  group: (g) => pick(g.label, 'es'),
  contact: (f) => t('es', `request.contact.${f}`),
};
const say = (errors: RuleError[]) => errors.map((e) => t('es', e.key, e.params ?? {}));
const field = (over: Partial<Field>): Field => ({ name: 'f', type: 'text', label: { es: 'Campo' }, required: false, ...over });
const file = (n: number): UploadedFile => ({ _id: `id${n}`, name: `foto-${n}.jpg`, size: 100, mime: 'image/jpeg' });

describe('the Spanish messages of docs/product-spec.md §5, verbatim', () => {
  it.each([
    [MESSAGES.fillField, { field: 'Descripción' }, 'Por favor, rellene el campo Descripción'],
    [MESSAGES.email, {}, 'Por favor, introduzca un correo electrónico válido.'],
    [MESSAGES.group, { group: 'Teléfonos' }, 'Grupo requerido Teléfonos'],
    [MESSAGES.privacy, {}, 'Por favor, confirme que ha leído y acepta las Condiciones y Política de privacidad.'],
    [MESSAGES.pdf, {}, 'Por favor, adjunte el documento firmado.'],
    [MESSAGES.maxImages, {}, 'No se pueden añadir más de 5 imágenes'],
    [MESSAGES.timezone, {}, 'ERROR DE ZONA HORARIA'],
    [MESSAGES.census, {}, 'Información del censo inválida.'],
    [MESSAGES.payment, {}, 'No se ha podido enviar su solicitud. Debe efectuar antes el pago de la misma.'],
    ['request.error.captcha', {}, 'Error en el Captcha!. Introduzca el resultado de la operación correctamente.'],
    ['request.error.noMailbox', {}, 'No se ha definido el buzón de la solicitud!.'],
    ['request.error.noRealm', {}, 'No se ha definido el municipio de la solicitud!.'],
    ['request.error.profile', {}, 'Debes rellenar tus datos y verificar tu correo electrónico para poder enviar una solicitud.'],
    ['request.error.send', {}, 'Se ha producido un error al enviar la solicitud'],
  ])('%s', (key, params, text) => {
    expect(t('es', key, params)).toBe(text);
  });

  it('has every message in Valencian and Catalan too, not falling back to Spanish', () => {
    for (const key of Object.values(MESSAGES)) {
      for (const lang of ['va', 'ca'] as const)
        expect(t(lang, key, { field: 'X', group: 'X', name: 'X', types: 'X', max: '1' }), `${key} ${lang}`).not.toBe(
          t('es', key, { field: 'X', group: 'X', name: 'X', types: 'X', max: '1' }),
        );
    }
  });
});

describe('field rules', () => {
  it('asks for a required field that is empty or blank, naming its label', () => {
    expect(say(fieldErrors(field({ required: true, label: { es: 'Descripción' } }), '  ', labels.field))).toEqual(['Por favor, rellene el campo Descripción']);
    expect(fieldErrors(field({ required: true }), 'algo', labels.field)).toEqual([]);
    expect(fieldErrors(field({}), undefined, labels.field)).toEqual([]);
  });

  it('caps text at its maxlength, or a default when it sets none', () => {
    expect(say(fieldErrors(field({ maxlength: 5 }), '123456', labels.field))).toEqual(['El campo Campo admite como máximo 5 caracteres.']);
    expect(fieldErrors(field({ maxlength: 5 }), '12345', labels.field)).toEqual([]);
    expect(fieldErrors(field({}), 'x'.repeat(5001), labels.field)).toHaveLength(1);
  });

  it('reads Spanish numbers and says the range of one outside it, instead of clearing or capping it (docs/mailbox-form.md "Number fields")', () => {
    const importe = field({ type: 'number', min: 100, max: 6000, label: { es: 'Importe solicitado (€)', va: 'Import sol·licitat (€)' } });
    for (const inRange of ['2.000', '1.500,50', '1500,50', '1500.50', '100', '6.000']) expect(fieldErrors(importe, inRange, labels.field), inRange).toEqual([]);
    const tooHigh = ['Por favor, escriba en el campo Importe solicitado (€) un número entre 100 y 6000.'];
    expect(say(fieldErrors(importe, '7000', labels.field))).toEqual(tooHigh);
    expect(say(fieldErrors(importe, '6.500', labels.field))).toEqual(tooHigh);
    expect(say(fieldErrors(importe, '50', labels.field))).toEqual(tooHigh);
    expect(say(fieldErrors(importe, 'dos mil', labels.field))).toEqual([
      'Por favor, escriba en el campo Importe solicitado (€) un número, como 1500 o 1500,50.',
    ]);
    // Each language writes the range as it writes numbers: Valencian groups from four digits on.
    const va = fieldErrors(
      importe,
      '7000',
      (f) => pick(f.label, 'va'),
      {},
      (n) => new Intl.NumberFormat('ca-ES-valencia').format(n),
    );
    expect(va.map((e) => t('va', e.key, e.params ?? {}))).toEqual(['Per favor, escriga en el camp Import sol·licitat (€) un número entre 100 i 6.000.']);
    // A field with one bound says that one.
    expect(say(fieldErrors(field({ type: 'number', min: 1 }), '0', labels.field))).toEqual([
      'Por favor, escriba en el campo Campo un número igual o mayor que 1.',
    ]);
    expect(say(fieldErrors(field({ type: 'number', max: 120 }), '121', labels.field))).toEqual([
      'Por favor, escriba en el campo Campo un número igual o menor que 120.',
    ]);
  });

  it('sends a number field as the number typed, which the server reads back the same', () => {
    const importe = field({ name: 'importe', type: 'number', min: 0, max: 6000 });
    const mailbox = { ...demo.subvenciones!, form: { ...demo.subvenciones!.form, pages: [{ fields: [importe] }] } } as Mailbox;
    for (const [typed, sent] of [
      ['1.500,50', 1500.5],
      ['2.000', 2000],
      ['1,125', 1.125],
    ] as const) {
      const body = buildRequest(mailbox, { importe: typed }, {});
      expect(body.extra.importe, typed).toBe(sent);
      const read = FIELD_RULES.number.read(body, importe, { uploads: new Map(), censusVerified: () => false, fields: [importe] });
      expect(fieldErrors(importe, read, labels.field), typed).toEqual([]);
      expect(buildRequest(mailbox, { importe: read }, {}).extra.importe, typed).toBe(sent);
    }
  });

  it('keeps only listed values in a key field, and refuses others in key and category fields', () => {
    const key = field({ type: 'key', options: ['SUB-CUL-2027', { value: 'SUB-DEP-2027' }] });
    expect(normalizeKey(' SUB-DEP-2027 ', key)).toBe('SUB-DEP-2027');
    expect(normalizeKey('SUB-XXX', key)).toBe('');
    expect(say(fieldErrors({ ...key, label: { es: 'Código' } }, 'SUB-XXX', labels.field))).toEqual(['El valor del campo Código no es válido.']);
  });

  it("accepts date-times only at +01:00 or +02:00, else 'ERROR DE ZONA HORARIA'", () => {
    expect(isSupportedOffset('2027-01-10T10:00:00+01:00')).toBe(true);
    expect(isSupportedOffset('2027-07-10T10:00+02:00')).toBe(true);
    for (const bad of ['2027-01-10T10:00:00Z', '2027-01-10T10:00:00+00:00', '2027-01-10T10:00:00-05:00', '2027-13-40T10:00:00+01:00', '2027-01-10']) {
      expect(isSupportedOffset(bad), bad).toBe(false);
    }
    expect(say(fieldErrors(field({ type: 'datetime' }), '2027-01-10T10:00:00Z', labels.field))).toEqual(['ERROR DE ZONA HORARIA']);
    expect(withOffset('2027-01-10T10:00', 60)).toBe('2027-01-10T10:00:00+01:00');
    expect(withOffset('2027-07-10T10:00:30', 120)).toBe('2027-07-10T10:00:30+02:00');
  });

  it('allows at most 5 images', () => {
    const images = field({ type: 'image' });
    expect(MAX_IMAGES).toBe(5);
    expect(fieldErrors(images, [1, 2, 3, 4, 5].map(file), labels.field)).toEqual([]);
    expect(say(fieldErrors(images, [1, 2, 3, 4, 5, 6].map(file), labels.field))).toEqual(['No se pueden añadir más de 5 imágenes']);
  });

  it('asks for the signed document in a pdf field', () => {
    expect(say(fieldErrors(field({ type: 'pdf', required: true }), [], labels.field))).toEqual(['Por favor, adjunte el documento firmado.']);
    expect(fieldErrors(field({ type: 'pdf', required: true }), [file(1)], labels.field)).toEqual([]);
  });

  it('needs the census ID, and a census check that passed', () => {
    const census = field({ type: 'census', census: 'registro', required: true, label: { es: 'NIF' } });
    const value = (over: Partial<CensusValue>): CensusValue => ({ id: 'G46123456', answers: {}, verified: false, ...over });
    expect(say(fieldErrors(census, value({ id: ' ' }), labels.field))).toEqual(['Por favor, rellene el campo NIF']);
    expect(say(fieldErrors(census, value({}), labels.field))).toEqual(['Información del censo inválida.']);
    expect(fieldErrors(census, value({ verified: true }), labels.field)).toEqual([]);
  });
});

describe('groups, contact and privacy', () => {
  const sub = demo.subvenciones!;
  const fields = allFields(sub);

  it("wants a group whose filled count is zero or below its number ('Grupo requerido X')", () => {
    expect(say(groupErrors(sub.form.groups, fields, {}, labels.group))).toEqual(['Grupo requerido Contacto de la asociación']);
    expect(groupErrors(sub.form.groups, fields, { correoEntidad: 'a@b.es' }, labels.group)).toEqual([]);
    const two = [{ ...sub.form.groups[0]!, required: 2 }];
    expect(groupErrors(two, fields, { correoEntidad: 'a@b.es' }, labels.group)).toHaveLength(1);
    expect(groupErrors(two, fields, { correoEntidad: 'a@b.es', webEntidad: 'x.es' }, labels.group)).toEqual([]);
  });

  it('in mode yes asks each listed name field and a valid e-mail, and nothing in the other modes', () => {
    const incidencias = demo.incidencias!;
    expect(say(contactErrors(incidencias, { email: 'marta@' }, labels.contact))).toEqual([
      'Por favor, rellene el campo Nombre',
      'Por favor, rellene el campo Apellidos',
      'Por favor, rellene el campo Teléfono',
      'Por favor, introduzca un correo electrónico válido.',
    ]);
    expect(contactErrors(incidencias, { firstName: 'Marta', lastName: 'Soler', telephone: '600', email: 'marta@example.org' }, labels.contact)).toEqual([]);
    expect(say(contactErrors(demo.cerrado!, {}, labels.contact))).toEqual([
      'Por favor, rellene el campo Nombre',
      'Por favor, introduzca un correo electrónico válido.',
    ]);
    expect(contactErrors(sub, {}, labels.contact)).toEqual([]);
  });

  it('recognises a standard e-mail address', () => {
    for (const good of ['marta@example.org', 'a.b+c@sub.example.es', ' x@y.co ']) expect(isEmail(good), good).toBe(true);
    for (const bad of ['marta', 'marta@', '@example.org', 'marta@example', 'mar ta@example.org', 'marta@exa..org']) expect(isEmail(bad), bad).toBe(false);
  });

  it('checks a paged form page by page, contact with the first page and privacy with the last', () => {
    const input = { values: {} as FormValues, contact: {}, privacyAccepted: false };
    const first = validateRequest(sub, { ...input, pages: [0] }, labels).map((e) => e.field);
    expect(first).toEqual(['registro', 'entidad', 'convocatoria', 'group.contactoEntidad']);
    const last = validateRequest(sub, { ...input, pages: [2] }, labels).map((e) => e.field);
    expect(last).toEqual(['solicitudFirmada', 'files', 'privacy']);
    expect(validateRequest(demo.cerrado!, { ...input, contact: { firstName: 'A', email: 'a@b.es' } }, labels).map((e) => e.field)).toEqual(['body']);
  });
});
