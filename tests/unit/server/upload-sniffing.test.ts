import { describe, expect, it } from 'vitest';
import { sniff } from '../../../server/files/sniff.ts';
import { stripJpeg, stripMetadata, stripPng } from '../../../server/files/strip-metadata.ts';
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

describe('stripping what a photo says about where it was taken', () => {
  it('drops the JPEG EXIF segment and keeps the image data byte for byte', () => {
    const original = samples.jpegWithGps();
    expect(has(original, 'GPSLatitude')).toBe(true);
    const stripped = stripJpeg(original);
    expect(has(stripped, 'GPSLatitude')).toBe(false);
    expect(has(stripped, 'Exif')).toBe(false);
    expect([...stripped.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const scan = (b: Uint8Array) => Buffer.from(b).subarray(Buffer.from(b).indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(stripped).equals(scan(original))).toBe(true);
    // Stripping again changes nothing: the output is a well-formed JPEG.
    expect(Buffer.from(stripJpeg(stripped)).equals(Buffer.from(stripped))).toBe(true);
  });

  it('drops eXIf from PNG and EXIF from WebP, fixing the RIFF size', () => {
    expect(has(stripPng(samples.pngWithExif()), 'GPSLatitude')).toBe(false);
    expect(Buffer.from(stripPng(samples.pngWithExif())).equals(Buffer.from(samples.photoPng()))).toBe(true);
    const webp = stripMetadata(samples.webpWithExif(), 'webp');
    expect(has(webp, 'GPSLatitude')).toBe(false);
    expect(new DataView(webp.buffer).getUint32(4, true)).toBe(webp.length - 8);
    expect(Buffer.from(webp).equals(Buffer.from(samples.photoWebp()))).toBe(true);
  });

  it('refuses a JPEG whose segments run past its end', () => {
    const broken = samples.jpegWithGps().subarray(0, 12);
    expect(() => stripJpeg(broken)).toThrow(/past the end|truncated/);
  });
});
