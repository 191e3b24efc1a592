import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Requests } from '../../../server/store/requests.ts';
import { Uploads } from '../../../server/store/uploads.ts';
import { localServer } from './support/local-server.ts';
import { photoJpeg } from './support/upload-samples.ts';

describe('the staff listing (npm run requests)', () => {
  const server = localServer();
  const uploads = new Uploads(server.store.db, join(server.dir, 'uploads'));
  const photo = uploads.save({
    realm: 'alcantir',
    mailbox: 'incidencias',
    sessionId: 's',
    userId: 'u',
    address: '10.0.0.1',
    name: 'farola.jpg',
    kind: 'jpeg',
    bytes: photoJpeg(),
  });
  const requests = new Requests(server.store.db);
  requests.create(
    'alcantir',
    {
      mailbox: 'incidencias',
      userId: 'u',
      sessionId: 's',
      prefix: 'ALC',
      language: 'es',
      followUp: false,
      doc: {
        title: 'Farola apagada',
        body: 'Lleva tres noches apagada',
        images: [photo._id],
        files: [],
        address: 'Calle Abadia, 3',
        contact: { firstName: 'Marta', lastName: 'Soler', email: 'marta@example.org' },
      },
    },
    (request) => uploads.attach([photo._id], request._id),
  );
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [join('server', 'cli', 'requests.ts'), ...args], {
      env: { ...process.env, LOCAL_API_DB: join(server.dir, 'db.sqlite'), LOCAL_API_UPLOADS: join(server.dir, 'uploads') },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });

  it('lists each request with reference, mailbox, status, title, contact and attachments', () => {
    const text = run('--realm', 'alcantir');
    expect(text).toMatch(/^alcantir: 1 request\n/);
    expect(text).toMatch(
      /\nALC-20\d\d-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4} {2}\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} {2}incidencias {2}\[Recibida\] {2}Farola apagada/,
    );
    expect(text).toContain('Contacto: Marta Soler · marta@example.org');
    expect(text).toContain('Dirección: Calle Abadia, 3');
    expect(text).toMatch(new RegExp(`Adjunto: farola\\.jpg \\(\\d+ B, image/jpeg\\) → .*${photo._id}\\.jpg`));
  });

  it('gives the same as JSON for tools', () => {
    const [report] = JSON.parse(run('--realm', 'alcantir', '--json'));
    expect(report).toMatchObject({ realm: 'alcantir', total: 1 });
    expect(report.requests[0]).toMatchObject({
      iid: 1,
      reference: expect.stringMatching(/^ALC-/),
      status: 'Recibida',
      attachments: [{ _id: photo._id, name: 'farola.jpg', mime: 'image/jpeg' }],
    });
  });
});

describe('the staff listing, given text meant for the terminal rather than the town hall', () => {
  const server = localServer();
  new Requests(server.store.db).create('alcantir', {
    mailbox: 'incidencias',
    userId: 'u',
    sessionId: 's',
    prefix: 'ALC',
    language: 'es',
    followUp: false,
    doc: {
      title: 'Farola\u001b]0;ventana tomada\u0007\u001b[2J',
      body: '-',
      images: [],
      files: [],
      address: 'Calle \u202eaidabA\u202c, 3\r\nFalso: sí',
      contact: { firstName: 'Marta\u009b31m', email: 'marta@example.org' },
    },
  });
  // The status is the town hall's own, and the database takes only the five of docs/product-spec.md §4 (a CHECK since
  // the request lifecycle): no tool can put an escape sequence there.
  expect(() => server.store.db.prepare('UPDATE requests SET status = ?').run('Recibida\u0085\u001b[2J')).toThrow(/CHECK constraint failed/);

  const run = (...args: string[]) =>
    execFileSync(process.execPath, [join('server', 'cli', 'requests.ts'), '--realm', 'alcantir', ...args], {
      env: { ...process.env, LOCAL_API_DB: join(server.dir, 'db.sqlite'), LOCAL_API_UPLOADS: join(server.dir, 'uploads') },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  /** What a terminal would obey rather than show; built from code points, since a regex literal of them is the very thing this guards against. */
  const OBEYED = new RegExp(`[${[0x1b, 0x07, 0x9b, 0x85, 0x202e, 0x202c, 0x0d].map((c) => String.fromCharCode(c)).join('')}]`);

  it('prints control and bidirectional characters as visible escapes, never as themselves', () => {
    const text = run();
    expect(text).not.toMatch(OBEYED);
    expect(text).toContain('Farola\\u001b]0;ventana tomada\\u0007\\u001b[2J');
    expect(text).toContain('Dirección: Calle \\u202eaidabA\\u202c, 3\\u000d\\u000aFalso: sí\n');
    expect(text).toContain('Contacto: Marta\\u009b31m · marta@example.org');
    expect(text).toContain('incidencias  [Recibida]');
  });

  it('escapes them in the JSON output too, which still parses to what the citizen wrote', () => {
    const json = run('--json');
    expect(json).not.toMatch(OBEYED);
    const [report] = JSON.parse(json);
    expect(report.requests[0].title).toBe('Farola\u001b]0;ventana tomada\u0007\u001b[2J');
    expect(report.requests[0].address).toBe('Calle \u202eaidabA\u202c, 3\r\nFalso: sí');
    expect(report.requests[0].contact.firstName).toBe('Marta\u009b31m');
  });
});
