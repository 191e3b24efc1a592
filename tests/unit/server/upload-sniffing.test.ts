import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type FileKind, sniff } from '../../../server/files/sniff.ts';
import { MAX_PHOTO_SIDE, reencodeImage } from '../../../server/files/reencode-image.ts';
import * as samples from './support/upload-samples.ts';

const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

describe('telling a file by its bytes', () => {
  it.each([
    ['photo.jpg', samples.photoJpeg, 'jpeg'],
    ['photo.png', samples.photoPng, 'png'],
    ['photo.webp', samples.photoWebp, 'webp'],
    ['solicitud.pdf', samples.pdf, 'pdf'],
    ['memoria.doc', samples.oleDoc, 'doc'],
    ['memoria.docx', samples.docx, 'docx'],
    ['presupuesto.xlsx', samples.xlsx, 'xlsx'],
    ['notas.txt', samples.text, 'text'],
  ])('%s is %s', (_name, make, kind) => {
    expect(sniff(make())).toBe(kind);
  });

  it('refuses a program, a plain ZIP, an empty file and binary data', () => {
    expect(sniff(samples.exe())).toBeUndefined();
    expect(sniff(samples.zip({ 'a.txt': 'hola' }))).toBeUndefined();
    expect(sniff(new Uint8Array())).toBeUndefined();
    expect(sniff(new Uint8Array([0xc3, 0x28, 0x41]))).toBeUndefined();
  });
});

/** The re-encoded photo, which these samples always give. */
async function reencoded(bytes: Uint8Array, kind: FileKind): Promise<Uint8Array> {
  const out = await reencodeImage(bytes, kind);
  if (!out) throw new Error(`sharp could not re-encode the ${kind} sample`);
  return out;
}

describe('re-encoding a photo to its pixels alone', () => {
  it('drops EXIF from JPEG, eXIf from PNG and EXIF from WebP, keeping each its kind and size', async () => {
    for (const [bytes, kind, format] of [
      [samples.jpegWithGps(), 'jpeg', 'jpeg'],
      [samples.pngWithExif(), 'png', 'png'],
      [samples.webpWithExif(), 'webp', 'webp'],
    ] as const) {
      expect(has(bytes, 'GPSLatitude'), kind).toBe(true);
      const out = await reencoded(bytes, kind);
      expect(has(out, 'GPSLatitude'), kind).toBe(false);
      expect(sniff(out), kind).toBe(kind);
      const picture = await sharp(out).metadata();
      expect([picture.format, picture.width, picture.height, picture.exif], kind).toEqual([format, 16, 12, undefined]);
    }
  });

  it('keeps the alpha channel of a PNG and the RIFF size of a WebP right', async () => {
    expect((await sharp(await reencoded(samples.photoPng(), 'png')).metadata()).hasAlpha).toBe(true);
    const webp = await reencoded(samples.webpWithExif(), 'webp');
    expect(new DataView(webp.buffer, webp.byteOffset).getUint32(4, true)).toBe(webp.length - 8);
  });

  it('brings a very large photo within the longest side kept, and leaves documents as they are', async () => {
    const wide = await sharp({ create: { width: MAX_PHOTO_SIDE * 2, height: 100, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const picture = await sharp(await reencoded(new Uint8Array(wide), 'jpeg')).metadata();
    expect([picture.width, picture.height]).toEqual([MAX_PHOTO_SIDE, 50]);
    const pdf = samples.pdf();
    expect(await reencodeImage(pdf, 'pdf')).toBe(pdf);
  });

  it('refuses a truncated JPEG', async () => {
    const broken = samples.jpegWithGps().subarray(0, 200);
    expect(await reencodeImage(broken, 'jpeg')).toBeUndefined();
  });
});
