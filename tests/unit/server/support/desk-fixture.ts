/**
 * A local server with what the desk's tests act on: three requests of alcantir sent by the demo citizen (an
 * incidence with a photo and a place, a subsidy with its census answer, a paid booking) and tabs signed in as
 * each kind of visitor the desk must tell apart.
 */
import { join } from 'node:path';
import { SqlitePayments } from '../../../../server/store/payments.ts';
import { Requests, type StoredRequest } from '../../../../server/store/requests.ts';
import { Uploads } from '../../../../server/store/uploads.ts';
import { browser, localServer } from './local-server.ts';
import { photoJpeg } from './upload-samples.ts';

type App = ReturnType<typeof localServer>['app'];

/** A tab on `host` signed in to `realm` as a demo account. */
export async function signedIn(app: App, realm: string, user: string, password: string, host = `${realm}.localhost`) {
  const tab = browser(app, host);
  const response = await tab.post(`/api/${realm}/login`, { user, password });
  if (response.status !== 200) throw new Error(`${user} could not sign in to ${realm}: ${response.status}`);
  return tab;
}

export async function deskFixture(options: Parameters<typeof localServer>[0] = {}) {
  const server = localServer(options);
  const { db } = server.store;
  const citizen = (db.prepare("SELECT id FROM users WHERE realm = 'alcantir' AND user = 'vecina'").get() as { id: string }).id;
  const uploads = new Uploads(db, join(server.dir, 'uploads'));
  const requests = new Requests(db);
  const send = (mailbox: string, doc: Record<string, unknown>, inside: (request: StoredRequest) => void = () => {}) =>
    requests.create(
      'alcantir',
      {
        mailbox,
        userId: citizen,
        sessionId: 'citizen-session',
        prefix: 'ALC',
        language: 'es',
        followUp: false,
        doc: { images: [], files: [], extra: {}, ...doc },
      },
      inside,
    ).request;

  const photo = uploads.save({
    realm: 'alcantir',
    mailbox: 'incidencias',
    sessionId: 'citizen-session',
    userId: citizen,
    address: '127.0.0.1',
    name: 'farola «esquina».jpg',
    kind: 'jpeg',
    bytes: photoJpeg(),
  });
  const lamp = send(
    'incidencias',
    {
      title: 'Farola apagada en la plaza',
      body: 'Lleva tres noches apagada',
      category: 'Alumbrado público',
      address: 'Calle Abadia, 12',
      coordinates: { lat: 38.9866, lng: -0.5213 },
      images: [photo._id],
      contact: { firstName: 'Lucía', lastName: 'Ferrer', telephone: '600 123 456', email: 'lucia@example.org' },
    },
    (request) => uploads.attach([photo._id], request._id),
  );
  const grant = send('subvenciones', {
    title: 'Subvención para el certamen de bandas',
    body: 'Proyecto anual',
    contact: { firstName: 'Lucía', lastName: 'Ferrer Puig', email: 'lucia.ferrer@example.org' },
    extra: { registro: { idHash: 'c2VjcmV0LWhhc2g', verified: true }, entidad: 'Unió Musical', convocatoria: 'SUB-CUL-2027' },
  });
  const ledger = new SqlitePayments(db);
  const created = ledger.create({
    realm: 'alcantir',
    mailbox: 'reservas',
    userId: citizen,
    sessionId: 'citizen-session',
    cents: 2000,
    concept: 'Reserva de sala municipal',
    gateway: 'sandbox',
  });
  if (!('payment' in created)) throw new Error('payment conflict');
  ledger.settle('alcantir', created.payment.id, 'pay');
  const booking = send(
    'reservas',
    // A title that would run as a formula in a spreadsheet, as a hostile citizen could type it.
    {
      title: '=HYPERLINK("http://evil.example";"Pulse")',
      body: 'Sala para un ensayo',
      extra: { entidad: 'Coral Alcantir', sala: 'casa-cultura', inicio: '2027-03-14T18:00:00+01:00', asistentes: 25 },
      payment: created.payment.id,
      contact: { firstName: '@SUM(1+1)', lastName: 'Ruiz', telephone: '+34 962 000 111', email: 'ruiz@example.org' },
    },
    (request) => ledger.markUsed('alcantir', created.payment.id, request._id),
  );

  const tabs = {
    anonymous: browser(server.app),
    gestor: await signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor'),
    brigada: await signedIn(server.app, 'alcantir', 'brigada', 'alcantir-brigada'),
    citizen: await signedIn(server.app, 'alcantir', 'vecina', 'alcantir-demo'),
    /** Staff of vilamar, signed in there only. */
    otherRealm: await signedIn(server.app, 'vilamar', 'gestora', 'vilamar-gestora'),
  };
  const idOf = (realm: string, user: string) => (db.prepare('SELECT id FROM users WHERE realm = ? AND user = ?').get(realm, user) as { id: string }).id;
  return { ...server, uploads, requests, photo, lamp, grant, booking, tabs, idOf };
}
export type DeskFixture = Awaited<ReturnType<typeof deskFixture>>;
