/**
 * A request at the desk, against the real local server: what staff see of it, what their actions do (history,
 * the citizen's e-mail, what the citizen sees), two members acting at once, and the files through the
 * authorised download.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { citizenHistory } from '../../../src/domain/requests/request-history.ts';
import { deskFixture, type DeskFixture } from './support/desk-fixture.ts';
import { photoJpeg } from './support/upload-samples.ts';

let f: DeskFixture;
beforeAll(async () => {
  f = await deskFixture();
}, 60_000);

const read = async (reference: string, tab = f.tabs.gestor, lang = 'es') => {
  const response = await tab.request(`/api/alcantir/desk/requests/${reference}`, { headers: { 'Accept-Language': lang } });
  expect(response.status).toBe(200);
  return response.json();
};
const act = (reference: string, body: object, tab = f.tabs.gestor) => tab.post(`/api/alcantir/desk/requests/${reference}/actions`, body);
const outbox = (requestId: string) =>
  f.store.db.prepare('SELECT kind, to_address AS "to", subject, text FROM mail_outbox WHERE request_id = ? ORDER BY id').all(requestId) as Array<{
    kind: string;
    to: string;
    subject: string;
    text: string;
  }>;

describe('a request at the desk', () => {
  it('shows everything the citizen sent, the files, the place, the form questions in the asked language', async () => {
    const lamp = await read(f.lamp.reference, f.tabs.gestor, 'va');
    expect(lamp).toMatchObject({
      reference: f.lamp.reference,
      mailbox: 'incidencias',
      status: 'Recibida',
      version: 1,
      title: 'Farola apagada en la plaza',
      address: 'Calle Abadia, 12',
      coordinates: { lat: 38.9866, lng: -0.5213 },
      contact: { firstName: 'Lucía', lastName: 'Ferrer', telephone: '600 123 456', email: 'lucia@example.org' },
      attachments: [{ _id: f.photo._id, name: 'farola «esquina».jpg', mime: 'image/jpeg', size: photoJpeg().length }],
      payment: null,
      notifiable: true,
      history: [{ action: 'created', actor: { kind: 'citizen' } }],
    });
    expect(lamp.answers).toEqual(
      expect.arrayContaining([
        { label: "Tipus d'incidència", value: 'Enllumenat públic' },
        { label: 'Carrer', value: 'Calle Abadia, 12' },
      ]),
    );
  });

  it('never shows a census answer, not even its hash', async () => {
    const grant = await read(f.grant.reference);
    expect(grant.extra).toEqual({ entidad: 'Unió Musical', convocatoria: 'SUB-CUL-2027' });
    expect(JSON.stringify(grant)).not.toContain('c2VjcmV0LWhhc2g');
    expect(grant.answers.map((row: { label: string }) => row.label)).not.toContain('NIF de la asociación');
  });

  it('shows the payment as the ledger has it', async () => {
    expect((await read(f.booking.reference)).payment).toMatchObject({ status: 'pay', amount: 20, concept: 'Reserva de sala municipal' });
  });

  it('answers 404 for a reference that does not exist or cannot be one', async () => {
    expect((await f.tabs.gestor.get('/api/alcantir/desk/requests/ALC-2020-0000-0000')).status).toBe(404);
    expect((await f.tabs.gestor.get('/api/alcantir/desk/requests/1')).status).toBe(404);
  });
});

describe("a request's life at the desk", () => {
  it('assign, move with a message, note, resolve and close: each in the history with its author, the citizen told of what concerns them', async () => {
    const gestor = f.idOf('alcantir', 'gestor');
    const { reference, _id } = f.lamp;
    let answer = await act(reference, { expectedVersion: 1, action: 'assign', to: gestor });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ assignedTo: gestor, version: 2 });
    answer = await act(reference, { expectedVersion: 2, action: 'status', to: 'En gestión', message: 'Mañana pasa la brigada.' });
    expect(await answer.json()).toMatchObject({
      status: 'En gestión',
      version: 3,
      threads: [{ author: 'staff', message: 'Mañana pasa la brigada.', status: 'En gestión' }],
    });
    // A note changes no version: it overwrites nothing, so the next step still sends the version before it.
    expect(await (await act(reference, { expectedVersion: 3, action: 'note', message: 'Avisar a la compañía eléctrica' })).json()).toMatchObject({
      version: 3,
    });
    await act(reference, { expectedVersion: 3, action: 'message', message: '¿Es la farola junto al banco?' });
    await act(reference, { expectedVersion: 4, action: 'status', to: 'Resuelta' });
    const closed = await (await act(reference, { expectedVersion: 5, action: 'status', to: 'Cerrada', message: 'Cerramos la incidencia.' })).json();

    expect(closed.history.map((e: { action: string; actor: { kind: string; id: string } }) => [e.action, e.actor.kind, e.actor.id === gestor])).toEqual([
      ['created', 'citizen', false],
      ['assign', 'staff', true],
      ['status', 'staff', true],
      ['note', 'staff', true],
      ['message', 'staff', true],
      ['status', 'staff', true],
      ['status', 'staff', true],
    ]);
    // What the citizen's own calls answer of it: no note, no assignment, no names of staff.
    const seen = citizenHistory(f.requests.byReference('alcantir', reference)!.history);
    expect(seen.map((e) => e.action)).toEqual(['created', 'status', 'message', 'status', 'status']);
    expect(seen.every((e) => e.actor.id === null)).toBe(true);
    expect(JSON.stringify(closed.threads)).not.toContain('compañía eléctrica');
    // The status changes and messages of one visit, to the address the citizen gave, in one notice
    // (docs/requests-api.md "E-mail"); nothing of the note or the assignment.
    const mail = outbox(_id).filter((m) => m.kind === 'notice');
    expect(mail.map((m) => [m.to, m.subject])).toEqual([['lucia@example.org', `Novedades en su solicitud ${reference}`]]);
    const told = ['Mañana pasa la brigada.', '¿Es la farola junto al banco?', 'de «En gestión» a «Resuelta»', 'Cerramos la incidencia.'].map((text) =>
      mail[0]!.text.indexOf(text),
    );
    expect(told.every((at) => at >= 0)).toBe(true);
    expect(told).toEqual([...told].sort((a, b) => a - b));
    expect(mail.map((m) => m.text).join('\n')).not.toContain('compañía eléctrica');
  });

  it('refuses a move the lifecycle does not allow, an empty message, a colleague of another mailbox, a body it cannot read', async () => {
    const { reference } = f.grant;
    const refused = async (body: object) => {
      const response = await act(reference, body);
      return [response.status, (await response.json()).errCode];
    };
    expect(await refused({ expectedVersion: 1, action: 'status', to: 'Cerrada' })).toEqual([400, 'transition']);
    expect(await refused({ expectedVersion: 1, action: 'status', to: 'Archivada' })).toEqual([400, 'transition']);
    expect(await refused({ expectedVersion: 1, action: 'message', message: '  ' })).toEqual([400, 'message']);
    expect(await refused({ expectedVersion: 1, action: 'note', message: 'x'.repeat(5001) })).toEqual([400, 'message']);
    expect(await refused({ expectedVersion: 1, action: 'assign', to: f.idOf('alcantir', 'brigada') })).toEqual([400, 'assignee']);
    expect(await refused({ expectedVersion: 1, action: 'reply', message: 'hola' })).toEqual([400, 'body']);
    expect(await refused({ action: 'note', message: 'sin versión' })).toEqual([400, 'body']);
    expect(f.requests.byReference('alcantir', reference)).toMatchObject({ version: 1, status: 'Recibida' });
  });

  it('tells the second of two members acting on what they both saw, with the request as it is now, and changes nothing', async () => {
    const { reference } = f.booking;
    const first = await act(reference, { expectedVersion: 1, action: 'status', to: 'En gestión', message: 'Le confirmamos la sala.' });
    expect(first.status).toBe(200);
    const second = await act(reference, { expectedVersion: 1, action: 'status', to: 'Rechazada', message: 'No hay salas libres.' });
    expect(second.status).toBe(409);
    const conflict = await second.json();
    expect(conflict).toMatchObject({ errCode: 'conflict', current: { reference, status: 'En gestión', version: 2, payment: { status: 'pay' } } });
    expect(conflict.current.threads.map((t: { message: string }) => t.message)).toEqual(['Le confirmamos la sala.']);
    expect(outbox(f.booking._id).filter((m) => m.kind === 'notice')).toHaveLength(1);
  });
});

describe('a file a citizen sent', () => {
  it('downloads through the desk as an attachment with its sniffed type, nosniff and no-store', async () => {
    const response = await f.tabs.gestor.get(`/api/alcantir/desk/requests/${f.lamp.reference}/attachments/${f.photo._id}`);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'x-content-type-options', 'cache-control'].map((h) => [h, response.headers.get(h)]))).toEqual({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    // The name as the citizen gave it, for any browser, and nothing in it can break the header.
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="farola _esquina_.jpg"; filename*=UTF-8''farola%20%C2%ABesquina%C2%BB.jpg`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(photoJpeg());
  });

  it('is not found through another request, nor under an id that names no file', async () => {
    expect((await f.tabs.gestor.get(`/api/alcantir/desk/requests/${f.booking.reference}/attachments/${f.photo._id}`)).status).toBe(404);
    expect((await f.tabs.gestor.get(`/api/alcantir/desk/requests/${f.lamp.reference}/attachments/000000000000000000000000`)).status).toBe(404);
  });
});
