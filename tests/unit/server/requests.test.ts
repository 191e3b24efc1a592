import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { buildRequest, type UploadedFile } from '../../../src/domain/requests/request-rules.ts';
import { MailboxSchema } from '../../../src/schemas/mailbox.ts';
import { Requests } from '../../../server/store/requests.ts';
import { browser, deviceTab, localServer, solvedCaptcha, upload } from './support/local-server.ts';
import * as samples from './support/upload-samples.ts';

const CREATE = '/api/alcantir/requests/incidencias/create';
const contact = { firstName: 'Marta', lastName: 'Soler', telephone: '600111222', email: 'marta@example.org' };

async function mailbox(app: ReturnType<typeof localServer>['app'], id: string) {
  return v.parse(MailboxSchema, await (await app.request(`/api/alcantir/mailbox/${id}`)).json());
}

/** A tab that has filled in incidencias: two photos uploaded and the captcha shown (answer fixed to 7). */
async function filledIncidencia(server: ReturnType<typeof localServer>, overrides: Record<string, unknown> = {}) {
  const tab = await deviceTab(server.app);
  const photos: UploadedFile[] = [];
  for (const name of ['farola.jpg', 'farola-2.jpg'])
    photos.push(await (await upload(tab, '/api/alcantir/incidencias/assets2', samples.jpegWithGps(), name, 'images')).json());
  const captchaWork = await solvedCaptcha(tab);
  const values = {
    category: 'Alumbrado público',
    title: '',
    body: 'La farola de la esquina lleva tres noches apagada y la calle queda a oscuras',
    address: 'Calle Abadia, 3',
    coordinates: { lat: 38.9866, lng: -0.5213 },
    images: photos,
    captcha: '7',
    ...overrides,
  };
  const body = { ...buildRequest(await mailbox(server.app, 'incidencias'), values, contact, undefined, true), captchaWork };
  return { tab, body, photos };
}

describe('creating a request', () => {
  const server = localServer({ captchaAnswer: '7' });
  const stored = () => new Requests(server.store.db).list('alcantir');

  it('stores a complete incidencia with status Recibida, a sequential iid, its photos and contact', async () => {
    const { tab, body, photos } = await filledIncidencia(server);
    const response = await tab.post(CREATE, body, { 'Idempotency-Key': 'key-happy-0001' });
    expect(response.status).toBe(200);
    const receipt = await response.json();
    expect(receipt._id).toMatch(/^[0-9a-f]{24}$/);
    const request = stored().find((r) => r._id === receipt._id)!;
    expect(request).toMatchObject({
      iid: receipt.iid,
      mailbox: 'incidencias',
      status: 'Recibida',
      origin: 'web',
      category: 'Alumbrado público',
      title: 'La farola de la esquina lleva tres noches apagada y',
      address: 'Calle Abadia, 3',
      coordinates: { lat: 38.9866, lng: -0.5213 },
      images: photos.map((p) => p._id),
      contact,
      isPublished: false,
    });
    expect(request).not.toHaveProperty('captcha');
    expect(request).not.toHaveProperty('captchaWork');
    expect(request.privacyAcceptedAt).toBeTypeOf('string');
    expect(Date.parse(request.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // The photos now belong to that request: sending them again in another request is refused.
    const again = await filledIncidencia(server, { images: photos });
    const reuse = await again.tab.post(CREATE, again.body);
    expect(reuse.status).toBe(400);
  });

  it('numbers requests one after another per realm', async () => {
    const first = await filledIncidencia(server);
    const a = await (await first.tab.post(CREATE, first.body)).json();
    const second = await filledIncidencia(server);
    const b = await (await second.tab.post(CREATE, second.body)).json();
    expect(b.iid).toBe(a.iid + 1);
  });

  it('creates one request for a double click or a retry with the same Idempotency-Key', async () => {
    const { tab, body } = await filledIncidencia(server);
    const before = stored().length;
    const headers = { 'Idempotency-Key': 'double-click-42' };
    const [one, two] = await Promise.all([tab.post(CREATE, body, headers), tab.post(CREATE, body, headers)]);
    const retry = await tab.post(CREATE, body, headers);
    const ids = await Promise.all([one, two, retry].map(async (r) => (await r.json())._id));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeTruthy();
    expect(stored().length).toBe(before + 1);
  });

  it('answers 409 to an Idempotency-Key used again with another body, and the receipt to the same body in any key order', async () => {
    const { tab, body } = await filledIncidencia(server);
    const headers = { 'Idempotency-Key': 'reused-key-0001' };
    const first = await (await tab.post(CREATE, body, headers)).json();
    const before = stored().length;
    const changed = await tab.post(CREATE, { ...body, body: `${body.body} (y la de enfrente también)` }, headers);
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({
      err: 'Esa Idempotency-Key ya se usó con otra solicitud; envíe esta con una clave nueva.',
      errCode: 'idempotency-reused',
    });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const same = await tab.post(CREATE, reordered, headers);
    expect([same.status, (await same.json())._id]).toEqual([200, first._id]);
    expect(stored().length).toBe(before);
  });

  it('answers the captcha refusal for a wrong answer and spends the captcha', async () => {
    const { tab, body } = await filledIncidencia(server, { captcha: '8' });
    const wrong = await tab.post(CREATE, body);
    expect(wrong.status).toBe(400);
    const refused = { err: 'Error en el Captcha!. Introduzca el resultado de la operación correctamente.', errCode: 'captcha' };
    expect(await wrong.json()).toEqual(refused);
    const right = await tab.post(CREATE, { ...body, captcha: '7' });
    expect(await right.json()).toEqual(refused);
    expect((await tab.post(CREATE, { ...body, captcha: '7', captchaWork: await solvedCaptcha(tab) })).status).toBe(200);
  });

  it('checks every form rule again and lists the messages, first one as err', async () => {
    const { tab, body } = await filledIncidencia(server);
    const response = await tab.post(CREATE, { ...body, body: '', contact: { ...contact, email: 'marta@' }, privacyAccepted: false, category: 'Piscina' });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.err).toBe('Por favor, introduzca un correo electrónico válido.');
    expect(answer.errors.map((e: { message: string }) => e.message)).toEqual([
      'Por favor, introduzca un correo electrónico válido.',
      'El valor del campo Tipo de incidencia no es válido.',
      'Por favor, rellene el campo Descripción',
      'Por favor, confirme que ha leído y acepta las Condiciones y Política de privacidad.',
    ]);
    expect(answer.errors[0]).toMatchObject({ field: 'contact.email', key: 'request.error.email' });
  });

  it('moves unknown fields into extra and never lets the body set status or iid', async () => {
    const { tab, body } = await filledIncidencia(server);
    const receipt = await (await tab.post(CREATE, { ...body, status: 'Resuelta', iid: 1, assignedTo: 'me', farola: 'F-102' })).json();
    const request = stored().find((r) => r._id === receipt._id)!;
    expect(request.status).toBe('Recibida');
    expect(request.iid).toBe(receipt.iid);
    expect(request.extra).toMatchObject({ status: 'Resuelta', iid: 1, assignedTo: 'me', farola: 'F-102' });
    expect(request.assignedTo).toBeNull();
  });

  it("refuses another session's upload", async () => {
    const other = await deviceTab(server.app);
    const foreign: UploadedFile = await (await upload(other, '/api/alcantir/incidencias/assets2', samples.photoPng(), 'ajena.png', 'images')).json();
    const { tab, body } = await filledIncidencia(server, { images: [foreign] });
    const response = await tab.post(CREATE, body);
    expect(response.status).toBe(400);
    expect((await response.json()).err).toBe('No se ha podido subir ajena.png.');
  });

  it('answers the spec messages for a missing user, mailbox, municipality and a closed mailbox', async () => {
    const { body } = await filledIncidencia(server);
    expect(await (await browser(server.app).post(CREATE, body)).json()).toEqual({ err: 'Usuario no encontrado', errCode: 'no-user' });
    const tab = await deviceTab(server.app);
    expect(await (await tab.post('/api/alcantir/requests/nada/create', body)).json()).toEqual({
      err: 'No se ha definido el buzón de la solicitud!.',
      errCode: 'no-mailbox',
    });
    expect(await (await tab.post('/api/ninguna/requests/incidencias/create', body)).json()).toEqual({
      err: 'No se ha definido el municipio de la solicitud!.',
      errCode: 'no-realm',
    });
    const closed = await tab.post('/api/alcantir/requests/cerrado/create', { body: 'Una propuesta', contact });
    expect([closed.status, await closed.json()]).toEqual([403, { err: 'Este Buzón está cerrado', errCode: 'mailbox-closed' }]);
  });

  it('refuses a body that is too large or of the wrong shape', async () => {
    const { tab, body } = await filledIncidencia(server);
    expect((await tab.post(CREATE, { ...body, body: 'x'.repeat(300_000) })).status).toBe(413);
    expect((await tab.post(CREATE, { ...body, images: 'all' })).status).toBe(400);
    expect((await tab.post(CREATE, { ...body, coordinates: { lat: 200, lng: 0 } })).status).toBe(400);
  });
});

describe('creating a request in a mailbox whose contact comes from the profile', () => {
  const server = localServer();
  const CREATE_SUB = '/api/alcantir/requests/subvenciones/create';

  async function citizenTab() {
    const tab = browser(server.app);
    await tab.post('/api/alcantir/login', { user: 'vecina', password: 'alcantir-demo' });
    return tab;
  }

  async function subvencionBody(tab: ReturnType<typeof browser>) {
    const pdf: UploadedFile = await (await upload(tab, '/api/alcantir/subvenciones/assets2', samples.pdf(), 'solicitud.pdf', 'solicitudFirmada')).json();
    const budget: UploadedFile = await (await upload(tab, '/api/alcantir/subvenciones/assets2', samples.xlsx(), 'presupuesto.xlsx', 'files')).json();
    const values = {
      registro: { id: 'G46123456', answers: { inscripcion: '117' }, verified: true },
      entidad: 'Colla El Pinyol',
      convocatoria: 'SUB-CUL-2027',
      telefonoEntidad: '962000000',
      title: 'Tallers de percussió',
      body: 'Tallers oberts de percussió tradicional per a joves.',
      importe: '1500',
      inicio: '2027-03-06T10:00:00+01:00',
      solicitudFirmada: [pdf],
      files: [budget],
    };
    return buildRequest(await mailbox(server.app, 'subvenciones'), values, {}, undefined, true);
  }

  it("asks a device user to complete the profile ('Debes rellenar tus datos…')", async () => {
    const tab = await deviceTab(server.app);
    const response = await tab.post(CREATE_SUB, { title: 'x', body: 'y', images: [], files: [], origin: 'web', extra: {} });
    expect(response.status).toBe(403);
    expect((await response.json()).err).toBe('Debes rellenar tus datos y verificar tu correo electrónico para poder enviar una solicitud.');
  });

  it('refuses a census entry this session did not prove, then accepts it once proved, with the profile as contact', async () => {
    const tab = await citizenTab();
    const body = await subvencionBody(tab);
    const unproved = await tab.post(CREATE_SUB, body);
    expect(unproved.status).toBe(400);
    expect((await unproved.json()).err).toBe('Información del censo inválida.');
    expect((await tab.post('/api/alcantir/census2/registro-asociaciones', { census: { id: 'G46123456', answers: { inscripcion: '117' } } })).status).toBe(200);
    const response = await tab.post(CREATE_SUB, { ...body, contact: { firstName: 'Impostora' } });
    expect(response.status).toBe(200);
    const request = new Requests(server.store.db).list('alcantir')[0]!;
    expect(request.contact).toEqual({ firstName: 'Lucía', lastName: 'Ferrer Puig', telephone: '600 123 456', email: 'lucia.ferrer@example.org' });
    // The census ID is kept as its lookup hash and, the register of associations being public, with the entry's
    // record: the NIF that passed and the register's name for it. The answer that proved it is never stored.
    expect(request.extra).toMatchObject({
      importe: 1500,
      convocatoria: 'SUB-CUL-2027',
      registro: {
        idHash: expect.stringMatching(/^[\w-]{43}$/),
        verified: true,
        id: 'G46123456',
        record: { name: 'Sociedad Unión Musical de Alcantir', association: '6650a1000000000000000001' },
      },
    });
    expect(JSON.stringify(request)).not.toMatch(/inscripcion|"117"/);
    expect((request.files as string[]).length).toBe(2);
  });

  it('shows the desk the association whose NIF passed (NIF, official name, directory entry), in the view and the exports', async () => {
    const tab = await citizenTab();
    const body = await subvencionBody(tab);
    expect((await tab.post('/api/alcantir/census2/registro-asociaciones', { census: { id: 'g-46.123.456', answers: { inscripcion: '117' } } })).status).toBe(
      200,
    );
    expect(
      (await tab.post(CREATE_SUB, { ...body, extra: { ...(body.extra as object), registro: { id: 'g-46.123.456', answers: { inscripcion: '117' } } } })).status,
    ).toBe(200);
    const sent = new Requests(server.store.db).list('alcantir')[0]!;
    const desk = browser(server.app);
    expect((await desk.post('/api/alcantir/login', { user: 'gestor', password: 'alcantir-gestor' })).status).toBe(200);

    const view = await (await desk.get(`/api/alcantir/desk/requests/${sent.reference}?lang=va`)).json();
    expect(view.verified).toEqual([
      {
        field: 'registro',
        label: "NIF de l'associació",
        id: 'G46123456',
        name: 'Sociedad Unión Musical de Alcantir',
        association: { id: '6650a1000000000000000001', title: "Unió Musical d'Alcantir" },
      },
    ]);
    // The census answer itself stays out of what the desk reads, as before.
    expect(view.extra.registro).toBeUndefined();

    const csv = await (await desk.get('/api/alcantir/desk/requests.csv?mailbox=subvenciones&lang=es')).text();
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(';'));
    const at = header!.indexOf('NIF de la asociación');
    expect(header!.slice(at, at + 3)).toEqual(['NIF de la asociación', 'Nombre oficial', 'Ficha en el directorio']);
    expect(row!.slice(at, at + 3)).toEqual(['G46123456', 'Sociedad Unión Musical de Alcantir', 'Unión Musical de Alcantir']);
    expect(csv).not.toMatch(/inscripcion|;117;/);
  });
});

describe('the payment seam', () => {
  it('needs a paid, unspent payment when the mailbox asks for one', async () => {
    const server = localServer();
    const doc = server.store.get('alcantir', 'mailboxes', 'cerrado')!;
    server.store.put('alcantir', 'mailboxes', { ...doc, _id: 'reservas', disabled: false, payments: { amount: 20 } });
    server.store.db
      .prepare(
        "INSERT INTO payments (id, realm, amount, status, created_at) VALUES ('pago-1', 'alcantir', 20, 'pay', 'now'), ('pago-2', 'alcantir', 20, 'pending', 'now')",
      )
      .run();
    const tab = await deviceTab(server.app);
    const body = { body: 'Reserva del pabellón', contact: { firstName: 'Marta', email: 'marta@example.org' } };
    const url = '/api/alcantir/requests/reservas/create';
    const message = 'No se ha podido enviar su solicitud. Debe efectuar antes el pago de la misma.';
    expect(await (await tab.post(url, body)).json()).toEqual({ err: message, errCode: 'payment' });
    expect(await (await tab.post(url, { ...body, payment: 'pago-2' })).json()).toEqual({ err: message, errCode: 'payment' });
    expect((await tab.post(url, { ...body, payment: 'pago-1' })).status).toBe(200);
    expect(await (await tab.post(url, { ...body, payment: 'pago-1' })).json()).toEqual({ err: message, errCode: 'payment' });
  });
});

describe('a form with two image fields', () => {
  const server = localServer();
  const incidencias = server.store.get('alcantir', 'mailboxes', 'incidencias')!;
  const photoField = (name: string, label: string) => ({ name, type: 'image', required: true, maxFiles: 3, label: { es: label } });
  server.store.put('alcantir', 'mailboxes', {
    ...incidencias,
    _id: 'antes-despues',
    contactRequest: { mode: 'no' },
    privacyPolicy: undefined,
    noPrivacyPolicy: true,
    form: {
      pages: [
        {
          title: { es: 'Obra' },
          fields: [
            { name: 'body', type: 'textarea', required: true, label: { es: 'Descripción' } },
            photoField('antes', 'Antes'),
            photoField('despues', 'Después'),
          ],
        },
      ],
    },
  });
  const url = '/api/alcantir/requests/antes-despues/create';
  const filled = async () => {
    const tab = await deviceTab(server.app);
    const photo = async (name: string): Promise<UploadedFile> =>
      (await upload(tab, '/api/alcantir/antes-despues/assets2', samples.photoJpeg(), name, 'antes')).json();
    const values = { body: 'El banco de la plaza, antes y después', antes: [await photo('a.jpg'), await photo('b.jpg')], despues: [await photo('c.jpg')] };
    return { tab, values, body: buildRequest(await mailbox(server.app, 'antes-despues'), values, {}) };
  };

  it('checks each field on its own photos, and stores them as one list', async () => {
    const { tab, values, body } = await filled();
    const response = await tab.post(url, body);
    expect(await response.json()).toMatchObject({ reference: expect.any(String) });
    const request = new Requests(server.store.db).list('alcantir').find((r) => r.mailbox === 'antes-despues')!;
    expect(request.images).toEqual([...values.antes, ...values.despues].map((p) => p._id));
    expect(request).not.toHaveProperty('fieldUploads');
    expect(request.extra).toEqual({});
  });

  it('refuses a required photo field left empty though the other holds photos', async () => {
    const { tab, values, body } = await filled();
    const moved = { ...body, fieldUploads: { antes: [...values.antes, ...values.despues].map((p) => p._id), despues: [] } };
    const refusal = await (await tab.post(url, moved)).json();
    expect(refusal.errors).toEqual([expect.objectContaining({ field: 'despues', message: 'Por favor, rellene el campo Después' })]);
  });

  it('refuses photos named for no field, or for two', async () => {
    const { tab, values, body } = await filled();
    const unnamed = { ...body, fieldUploads: { antes: values.antes.map((p) => p._id), despues: [] } };
    expect((await tab.post(url, unnamed)).status).toBe(400);
    const twice = { ...body, fieldUploads: { antes: values.antes.map((p) => p._id), despues: [values.antes[0]!._id, values.despues[0]!._id] } };
    expect((await tab.post(url, twice)).status).toBe(400);
  });
});
