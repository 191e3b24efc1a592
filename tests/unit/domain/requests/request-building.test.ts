import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import mailboxes from '../../../../realms/alcantir/demo/mailboxes.json' with { type: 'json' };
import {
  bodyValues,
  buildRequest,
  moveUnknownToExtra,
  titleFromBody,
  type FormValues,
  type UploadedFile,
} from '../../../../src/domain/requests/request-rules.ts';
import { MailboxSchema, type Mailbox } from '../../../../src/schemas/mailbox.ts';

const demo = Object.fromEntries(mailboxes.map((m) => [m._id, v.parse(MailboxSchema, m)])) as Record<string, Mailbox>;
const upload = (id: string, mime = 'image/jpeg'): UploadedFile => ({ _id: id, name: `${id}.bin`, size: 10, mime });

describe('the title fallback (docs/product-spec.md §3)', () => {
  it('takes the first 10 words of the body, and a shorter body whole', () => {
    expect(titleFromBody('uno dos tres cuatro cinco seis siete ocho nueve diez once doce')).toBe('uno dos tres cuatro cinco seis siete ocho nueve diez');
    expect(titleFromBody('  Farola   apagada\n en la plaza ')).toBe('Farola apagada en la plaza');
    expect(titleFromBody('')).toBe('');
  });
});

describe('building the request body', () => {
  const contact = { firstName: ' Marta ', lastName: 'Soler', telephone: '600111222', email: 'marta@example.org' };

  it('puts known fields in place, uploads as ids, the title from the body, origin web', () => {
    const values: FormValues = {
      category: 'Ruidos',
      title: '',
      body: 'Música muy alta cada noche desde la una',
      address: ' Calle Abadia, 3 ',
      coordinates: { lat: 38.98, lng: -0.52 },
      images: [upload('a'), upload('b')],
      captcha: ' 7 ',
    };
    expect(buildRequest(demo.incidencias!, values, contact, undefined, true)).toEqual({
      title: 'Música muy alta cada noche desde la una',
      body: 'Música muy alta cada noche desde la una',
      category: 'Ruidos',
      address: 'Calle Abadia, 3',
      coordinates: { lat: 38.98, lng: -0.52 },
      images: ['a', 'b'],
      files: [],
      fieldUploads: { images: ['a', 'b'] },
      captcha: '7',
      origin: 'web',
      extra: {},
      contact: { firstName: 'Marta', lastName: 'Soler', telephone: '600111222', email: 'marta@example.org' },
      privacyAccepted: true,
    });
  });

  it('moves the form’s own fields into extra (numbers as numbers), pdf ids both in files and extra, census without verdict', () => {
    const values: FormValues = {
      registro: { id: 'G46123456', answers: { inscripcion: '117' }, verified: true },
      entidad: 'Colla',
      convocatoria: 'SUB-CUL-2027',
      title: 'Tallers',
      body: 'Tallers oberts',
      importe: '1500,5',
      inicio: '2027-03-06T10:00:00+01:00',
      solicitudFirmada: [upload('p', 'application/pdf')],
      files: [upload('x', 'application/pdf')],
    };
    const body = buildRequest(demo.subvenciones!, values, contact, 'pago-1');
    expect(body.files).toEqual(['p', 'x']);
    expect(body.extra).toEqual({
      registro: { id: 'G46123456', answers: { inscripcion: '117' } },
      entidad: 'Colla',
      convocatoria: 'SUB-CUL-2027',
      importe: 1500.5,
      inicio: '2027-03-06T10:00:00+01:00',
      solicitudFirmada: ['p'],
    });
    expect(body.payment).toBe('pago-1');
    // Mode auto: the contact the citizen's profile gave is kept; no privacy flag when not accepted.
    expect(body.contact?.email).toBe('marta@example.org');
    expect(body).not.toHaveProperty('privacyAccepted');
  });

  it('sends no contact for a mailbox that asks none, and only the listed fields otherwise', () => {
    const cerrado = buildRequest(demo.cerrado!, { body: 'Propuesta' }, contact);
    expect(cerrado.contact).toEqual({ firstName: 'Marta', email: 'marta@example.org' });
    const none = buildRequest({ ...demo.cerrado!, contactRequest: { mode: 'no', fields: [], position: 'above' } }, { body: 'x' }, contact);
    expect(none).not.toHaveProperty('contact');
  });
});

describe('unknown fields go to extra (docs/product-spec.md §3)', () => {
  it('keeps known fields, moves the rest, merges an existing extra, and never lets management fields through', () => {
    expect(moveUnknownToExtra({ title: 't', body: 'b', status: 'Resuelta', iid: 9, extra: { a: 1 }, images: [] })).toEqual({
      title: 't',
      body: 'b',
      images: [],
      extra: { a: 1, status: 'Resuelta', iid: 9 },
    });
    expect(moveUnknownToExtra({ extra: ['no'] as never })).toEqual({ extra: {} });
  });
});

describe('from a request body back to form values (the server’s check)', () => {
  it('gives back what the form had, so the same rules see the same thing', () => {
    const values: FormValues = {
      registro: { id: 'G46123456', answers: { inscripcion: '117' }, verified: true },
      entidad: 'Colla',
      convocatoria: 'SUB-CUL-2027',
      telefonoEntidad: '962000000',
      title: 'Tallers',
      body: 'Tallers oberts',
      importe: '1500',
      participantes: '',
      inicio: '2027-03-06T10:00:00+01:00',
      solicitudFirmada: [upload('p', 'application/pdf')],
      files: [upload('x', 'application/pdf')],
    };
    const body = buildRequest(demo.subvenciones!, values, {});
    const uploads = new Map([
      ['p', upload('p', 'application/pdf')],
      ['x', upload('x', 'application/pdf')],
    ]);
    const back = bodyValues(demo.subvenciones!, body, {
      uploads,
      censusVerified: (census, id) => census === 'registro-asociaciones' && id === 'G46123456',
    });
    expect(back).toEqual({ ...values, correoEntidad: '', webEntidad: '' });
  });

  it('trusts only the server’s census proof, not the browser’s', () => {
    const body = buildRequest(demo.subvenciones!, { registro: { id: 'G46123456', answers: {}, verified: true } }, {});
    const back = bodyValues(demo.subvenciones!, body, { uploads: new Map(), censusVerified: () => false });
    expect(back.registro).toEqual({ id: 'G46123456', answers: {}, verified: false });
  });

  it('reads an automatic title as an empty optional title, and unknown upload ids as nameless files', () => {
    const body = buildRequest(demo.incidencias!, { body: 'Una farola apagada', images: [upload('a')] }, {});
    const back = bodyValues(demo.incidencias!, body, { uploads: new Map(), censusVerified: () => false });
    expect(back.title).toBe('');
    expect(back.images).toEqual([{ _id: 'a', name: '', size: 0, mime: '' }]);
  });
});
