import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/requests/request-rules.ts';
import { attachmentDisposition, cleanFileName, fileNameForKind } from '../../../server/files/file-name.ts';
import { browser, deviceTab, localServer, upload } from './support/local-server.ts';
import * as samples from './support/upload-samples.ts';

const INCIDENCIAS = '/api/alcantir/incidencias/assets2';
const SUBVENCIONES = '/api/alcantir/subvenciones/assets2';

describe('the upload call (assets2)', () => {
  const server = localServer();

  it('stores a photo under a generated name outside the site, without its GPS, and answers its _id', async () => {
    const tab = await deviceTab(server.app);
    const response = await upload(tab, INCIDENCIAS, samples.jpegWithGps(), '../../etc/farola rota.jpg', 'images');
    expect(response.status).toBe(200);
    const file = await response.json();
    expect(file).toMatchObject({ name: 'farola rota.jpg', mime: 'image/jpeg' });
    expect(file._id).toMatch(/^[0-9a-f]{24}$/);
    const stored = readdirSync(join(server.dir, 'uploads', 'alcantir'));
    expect(stored).toContain(`${file._id}.jpg`);
    const bytes = readFileSync(join(server.dir, 'uploads', 'alcantir', `${file._id}.jpg`));
    expect(bytes.includes('GPSLatitude')).toBe(false);
    expect(file.size).toBe(bytes.length);
    expect(file.size).toBeLessThan(samples.jpegWithGps().length);
  });

  it('refuses a program renamed to .jpg, naming the accepted types', async () => {
    const tab = await deviceTab(server.app);
    const response = await upload(tab, INCIDENCIAS, samples.exe(), 'foto.jpg', 'images');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ err: 'foto.jpg: solo se admiten archivos JPEG, PNG o WebP.', errCode: 'file-type' });
  });

  it('keeps a file under the extension its bytes have, not the one typed, without bidirectional or C1 controls', async () => {
    const tab = await deviceTab(server.app);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n');
    const html = new TextEncoder().encode('<html><body>Aviso importante: pague la multa en https://example.test</body></html>\n');
    for (const [bytes, sent, kept] of [
      [html, 'aviso-importante.html', 'aviso-importante.txt'],
      [svg, 'logo.svg', 'logo.txt'],
      [samples.pdf(), 'presupuesto.pdf\u202Etab.bat', 'presupuesto.pdftab.pdf'],
      [samples.text(), 'notas\u0085\u2066.txt', 'notas.txt'],
      [samples.docx(), 'memoria', 'memoria.docx'],
    ] as const) {
      const response = await upload(tab, SUBVENCIONES, bytes, sent, 'files');
      expect(response.status, sent).toBe(200);
      expect((await response.json()).name, sent).toBe(kept);
    }
  });

  it('accepts documents in a file field and only a PDF in the signed-PDF field', async () => {
    const tab = await deviceTab(server.app);
    for (const [bytes, name] of [
      [samples.docx(), 'memoria.docx'],
      [samples.xlsx(), 'presupuesto.xlsx'],
      [samples.text(), 'notas.txt'],
      [samples.oleDoc(), 'memoria.doc'],
    ] as const) {
      expect((await upload(tab, SUBVENCIONES, bytes, name, 'files')).status, name).toBe(200);
    }
    expect((await upload(tab, SUBVENCIONES, samples.pdf(), 'solicitud.pdf', 'solicitudFirmada')).status).toBe(200);
    const notPdf = await upload(tab, SUBVENCIONES, samples.docx(), 'solicitud.pdf', 'solicitudFirmada');
    expect(notPdf.status).toBe(415);
    expect((await notPdf.json()).err).toBe('solicitud.pdf: solo se admiten archivos PDF.');
    expect((await upload(tab, SUBVENCIONES, samples.photoPng(), 'foto.png', 'files')).status).toBe(415);
    expect((await upload(tab, SUBVENCIONES, samples.pdf(), 'a.pdf', 'entidad')).status).toBe(400);
  });

  it('refuses a file over the size limit', async () => {
    const tab = await deviceTab(server.app);
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(samples.pdf());
    const response = await upload(tab, SUBVENCIONES, big, 'enorme.pdf', 'files');
    expect(response.status).toBe(413);
    expect((await response.json()).err).toMatch(/supera el tamaño máximo de 10 MB/);
  });

  it('needs a logged-in user and an open mailbox', async () => {
    const anonymous = browser(server.app);
    expect((await upload(anonymous, INCIDENCIAS, samples.photoJpeg(), 'a.jpg', 'images')).status).toBe(401);
    const tab = await deviceTab(server.app);
    const closed = await upload(tab, '/api/alcantir/cerrado/assets2', samples.photoJpeg(), 'a.jpg');
    expect(closed.status).toBe(403);
    expect(await closed.json()).toEqual({ err: 'Este Buzón está cerrado', errCode: 'mailbox-closed' });
    expect((await upload(tab, '/api/alcantir/nada/assets2', samples.photoJpeg(), 'a.jpg')).status).toBe(404);
  });
});

describe('cleaning an uploaded file name for display', () => {
  it('drops paths and control characters and keeps the extension of a long name', () => {
    expect(cleanFileName('C:\\fotos\\farola.jpg')).toBe('farola.jpg');
    expect(cleanFileName('a\u0000b<c>.pdf')).toBe('abc.pdf');
    expect(cleanFileName('')).toBe('archivo');
    const long = cleanFileName(`${'x'.repeat(300)}.docx`);
    expect(long).toHaveLength(150);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('naming an upload by the kind its bytes are', () => {
  it('keeps a name whose extension matches, and replaces any other', () => {
    expect(fileNameForKind('farola.JPEG', 'jpeg')).toBe('farola.JPEG');
    expect(fileNameForKind('farola.jpg', 'jpeg')).toBe('farola.jpg');
    expect(fileNameForKind('farola.png', 'jpeg')).toBe('farola.jpg');
    expect(fileNameForKind('aviso.html', 'text')).toBe('aviso.txt');
    expect(fileNameForKind('aviso.html.', 'text')).toBe('aviso.html.txt');
    expect(fileNameForKind('.htaccess', 'text')).toBe('.htaccess.txt');
    expect(fileNameForKind('', 'pdf')).toBe('archivo.pdf');
  });

  it('strips C1 and bidirectional controls, so no name reads as one extension and opens as another', () => {
    expect(cleanFileName('presupuesto.pdf\u202Etab.bat')).toBe('presupuesto.pdftab.bat');
    expect(cleanFileName('a\u0085b\u009Bc\u200F\u061C\u2067.pdf')).toBe('abc.pdf');
    expect(attachmentDisposition('factura\u202Efdp.exe')).toBe(`attachment; filename="facturafdp.exe"; filename*=UTF-8''facturafdp.exe`);
  });
});
