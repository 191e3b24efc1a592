/** Files for upload tests: real photos made by Chromium (tests/fixtures/uploads), and documents built here. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import XLSX from 'sheetjs-style';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', '..', 'fixtures', 'uploads', name)));

export const photoJpeg = () => fixture('photo.jpg');
export const photoPng = () => fixture('photo.png');
export const photoWebp = () => fixture('photo.webp');

const ascii = (text: string) => new TextEncoder().encode(text);
const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

/** A JPEG with an EXIF segment that holds a GPS position, right after SOI. */
export function jpegWithGps(): Uint8Array {
  const jpeg = photoJpeg();
  const payload = ascii('Exif\0\0MM\0*GPSLatitude 38.9866 N GPSLongitude 0.5213 W');
  const segment = [0xff, 0xe1, ((payload.length + 2) >> 8) & 0xff, (payload.length + 2) & 0xff, ...payload];
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}

/** A PNG with an eXIf chunk (CRC included) before IEND. */
export function pngWithExif(): Uint8Array {
  const png = photoPng();
  const data = ascii('MM\0*GPSLatitude 38.9866');
  const typeAndData = new Uint8Array([...ascii('eXIf'), ...data]);
  const chunk = [...be32(data.length), ...typeAndData, ...be32(crc32(typeAndData))];
  const iend = png.length - 12;
  return new Uint8Array([...png.subarray(0, iend), ...chunk, ...png.subarray(iend)]);
}

/** An APP1 EXIF segment whose first IFD holds one SHORT tag. */
function exifSegment(tag: number, value: number): number[] {
  const tiff = [...ascii('MM\0*'), ...be32(8), 0, 1, tag >> 8, tag & 0xff, 0, 3, ...be32(1), value >> 8, value & 0xff, 0, 0, ...be32(0)];
  const payload = [...ascii('Exif\0\0'), ...tiff];
  return [0xff, 0xe1, ((payload.length + 2) >> 8) & 0xff, (payload.length + 2) & 0xff, ...payload];
}

/**
 * A JPEG followed, after its end, by a second JPEG that carries a GPS position: what multi-picture and
 * motion-photo files look like, and what a parser that stops reading at the first image keeps.
 */
export function jpegWithTrailingGpsImage(): Uint8Array {
  return new Uint8Array([...photoJpeg(), ...jpegWithGps()]);
}

/** A JPEG whose EXIF says "turn me 90° clockwise to view" (orientation 6), as phone cameras write them. */
export function jpegTurnedByExif(): Uint8Array {
  const jpeg = photoJpeg();
  return new Uint8Array([...jpeg.subarray(0, 2), ...exifSegment(0x0112, 6), ...jpeg.subarray(2)]);
}

/** A PNG chunk of `type` holding `data`, with its length and CRC. */
function pngChunk(type: string, data: Uint8Array): number[] {
  const typeAndData = new Uint8Array([...ascii(type), ...data]);
  return [...be32(data.length), ...typeAndData, ...be32(crc32(typeAndData))];
}

/** A PNG with a private chunk no decoder knows (`gpSt`, a GPS position) before IEND, and the same text after it. */
export function pngWithUnknownChunk(): Uint8Array {
  const png = photoPng();
  const iend = png.length - 12;
  const secret = ascii('GPSLatitude 38.9866 N GPSLongitude 0.5213 W');
  return new Uint8Array([...png.subarray(0, iend), ...pngChunk('gpSt', secret), ...png.subarray(iend), ...secret]);
}

/** A tiny PNG whose header claims 60,000 × 60,000 pixels: decoding it would need gigabytes. */
export function pngClaimingHugeSize(): Uint8Array {
  const header = new Uint8Array([...be32(60_000), ...be32(60_000), 8, 2, 0, 0, 0]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', header),
    ...pngChunk('IDAT', new Uint8Array([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1])),
    ...pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A WebP with an EXIF chunk appended and the RIFF size fixed. */
export function webpWithExif(): Uint8Array {
  const webp = photoWebp();
  const data = ascii('MM\0*GPSLatitude 38.9866!');
  const out = new Uint8Array([...webp, ...ascii('EXIF'), ...u32(data.length), ...data]);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

/** A ZIP of stored (uncompressed) entries. */
export function zip(entries: Record<string, string>): Uint8Array {
  const local: number[] = [];
  const central: number[] = [];
  let count = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = ascii(name);
    const data = ascii(text);
    const crc = crc32(data);
    const offset = local.length;
    local.push(
      ...u32(0x04034b50),
      ...u16(20),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(crc),
      ...u32(data.length),
      ...u32(data.length),
      ...u16(nameBytes.length),
      ...u16(0),
      ...nameBytes,
      ...data,
    );
    central.push(
      ...u32(0x02014b50),
      ...u16(20),
      ...u16(20),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(crc),
      ...u32(data.length),
      ...u32(data.length),
      ...u16(nameBytes.length),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(offset),
      ...nameBytes,
    );
    count++;
  }
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(count), ...u16(count), ...u32(central.length), ...u32(local.length), ...u16(0)];
  return new Uint8Array([...local, ...central, ...end]);
}

export const docx = () =>
  zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

/** A real spreadsheet, written by the same library the build uses. */
export function xlsx(): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Concepto', 'Importe'],
      ['Sonido', 450],
    ]),
    'Presupuesto',
  );
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

/** An OLE compound file whose directory names a Word stream (as a .doc does). */
export function oleDoc(): Uint8Array {
  const out = new Uint8Array(2048);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  out.set(
    [...'WordDocument'].flatMap((ch) => [ch.charCodeAt(0), 0]),
    1024,
  );
  return out;
}

export const pdf = () => ascii('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const text = () => ascii('Presupuesto del proyecto\nSonido: 450 €\nCartelería: 120 €\n');
/** A Windows program: 'MZ', then a header full of NUL bytes. */
export const exe = () => new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, ...new Array(200).fill(0)]);
