import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import * as v from 'valibot';
import { buildRequest } from '../../../src/domain/requests/request-rules.ts';
import { MailboxSchema } from '../../../src/schemas/mailbox.ts';
import { deviceTab, localServer, solvedCaptcha, upload } from './support/local-server.ts';
import * as samples from './support/upload-samples.ts';

const CREATE = '/api/alcantir/requests/incidencias/create';
/** What a citizen wrote: none of it may reach a log line. */
const PRIVATE = {
  body: 'Mi vecino del 3ºB, Julián Ortega, deja el coche en el vado',
  address: 'Calle Privada 77',
  email: 'julian.privado@example.org',
  telephone: '699887766',
};

const occurrences = (bytes: Uint8Array, needle: number[]) => {
  let count = 0;
  for (let i = 0; i + needle.length <= bytes.length; i++) if (needle.every((b, j) => bytes[i + j] === b)) count++;
  return count;
};

describe('privacy of what citizens send', () => {
  const server = localServer({ captchaAnswer: '7' });
  /** Uploads a photo to incidencias and reads back what the server stored. */
  const storedUpload = async (tab: Awaited<ReturnType<typeof deviceTab>>, bytes: Uint8Array, name: string) => {
    const response = await upload(tab, '/api/alcantir/incidencias/assets2', bytes, name, 'images');
    expect(response.status, name).toBe(200);
    const { _id, mime } = await response.json();
    const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[mime as string];
    return readFileSync(join(server.dir, 'uploads', 'alcantir', `${_id}.${ext}`));
  };
  const logged: string[] = [];
  const originals = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };

  beforeEach(() => {
    for (const name of Object.keys(originals) as Array<keyof typeof originals>) {
      console[name] = (...args: unknown[]) => void logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
    }
  });
  afterEach(() => Object.assign(console, originals));

  it('strips location and device data from every kind of photo on the server, whatever the browser did', async () => {
    const tab = await deviceTab(server.app);
    for (const [bytes, name] of [
      [samples.jpegWithGps(), 'a.jpg'],
      [samples.pngWithExif(), 'b.png'],
      [samples.webpWithExif(), 'c.webp'],
    ] as const) {
      const response = await upload(tab, '/api/alcantir/incidencias/assets2', bytes, name, 'images');
      expect(response.status, name).toBe(200);
      const { _id, mime } = await response.json();
      const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[mime as string];
      const stored = readFileSync(join(server.dir, 'uploads', 'alcantir', `${_id}.${ext}`));
      expect(stored.includes('GPSLatitude'), name).toBe(false);
      expect(stored.includes('Exif\0\0'), name).toBe(false);
      const picture = await sharp(stored).metadata();
      expect([picture.width, picture.height, picture.exif], name).toEqual([16, 12, undefined]);
    }
  });

  it('keeps nothing after the end of a JPEG: the second picture of a multi-picture file, with its GPS, is gone', async () => {
    const tab = await deviceTab(server.app);
    const bytes = samples.jpegWithTrailingGpsImage();
    const stored = await storedUpload(tab, bytes, 'movil.jpg');
    expect(stored.includes('GPSLatitude')).toBe(false);
    // One picture: one start-of-image marker, and the end-of-image marker last.
    expect(occurrences(stored, [0xff, 0xd8, 0xff])).toBe(1);
    expect([...stored.subarray(-2)]).toEqual([0xff, 0xd9]);
  });

  it('keeps no PNG chunk it does not know, nor bytes after the image', async () => {
    const tab = await deviceTab(server.app);
    const stored = await storedUpload(tab, samples.pngWithUnknownChunk(), 'captura.png');
    expect(stored.includes('gpSt')).toBe(false);
    expect(stored.includes('GPSLatitude')).toBe(false);
    expect(stored.subarray(-8).toString('latin1')).toBe('IEND\xaeB`\x82');
  });

  it('turns a photo upright as its EXIF orientation says before dropping the EXIF', async () => {
    const tab = await deviceTab(server.app);
    const stored = await storedUpload(tab, samples.jpegTurnedByExif(), 'vertical.jpg');
    const picture = await sharp(stored).metadata();
    expect([picture.width, picture.height, picture.orientation, picture.exif]).toEqual([12, 16, undefined, undefined]);
  });

  it('refuses a picture whose size would take gigabytes to decode, as not a picture it can take', async () => {
    const tab = await deviceTab(server.app);
    const response = await upload(tab, '/api/alcantir/incidencias/assets2', samples.pngClaimingHugeSize(), 'enorme.png', 'images');
    expect(response.status).toBe(415);
    expect((await response.json()).err).toBe('enorme.png: solo se admiten archivos JPEG, PNG o WebP.');
  });

  it('never writes request data to the logs, on success, refusal or failure', async () => {
    const tab = await deviceTab(server.app);
    const mailbox = v.parse(MailboxSchema, await (await server.app.request('/api/alcantir/mailbox/incidencias')).json());
    const photo = await (await upload(tab, '/api/alcantir/incidencias/assets2', samples.jpegWithGps(), 'farola.jpg', 'images')).json();
    const captchaWork = await solvedCaptcha(tab);
    const values = {
      category: 'Alumbrado público',
      title: '',
      body: PRIVATE.body,
      address: PRIVATE.address,
      coordinates: { lat: 38.98, lng: -0.52 },
      images: [photo],
      captcha: '7',
    };
    const contact = { firstName: 'Julián', lastName: 'Ortega', telephone: PRIVATE.telephone, email: PRIVATE.email };
    const body = { ...buildRequest(mailbox, values, contact, undefined, true), captchaWork };
    expect((await tab.post(CREATE, body)).status).toBe(200);
    expect((await tab.post(CREATE, { ...body, captcha: '1' })).status).toBe(400);
    expect((await tab.post(CREATE, { ...body, extra: { x: PRIVATE.body.repeat(5000) } })).status).toBe(413);
    expect((await tab.request(CREATE, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"body":"${PRIVATE.body}",` })).status).toBe(
      400,
    );
    // And a failure inside: the database gone mid-call.
    const { app, store } = localServer({ captchaAnswer: '7' });
    const other = await deviceTab(app);
    store.db.close();
    expect((await other.post(CREATE, body)).status).toBe(500);
    const everything = logged.join('\n');
    expect(logged.length).toBeGreaterThan(0); // the failure was logged, by route
    for (const secret of Object.values(PRIVATE)) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('Julián');
  });
});
