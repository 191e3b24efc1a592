/**
 * Removes what a photo says about where and by whom it was taken (EXIF with GPS, XMP, IPTC, comments) before
 * it is stored: the form asks the citizen before using a photo's location, and the town hall needs no more.
 * Pixels are untouched; the browser has already resized the photo and applied its orientation.
 */
import type { FileKind } from './sniff.ts';

export class BadImageError extends Error {
  override name = 'BadImageError';
}

/** JPEG: drops APP1 (EXIF, XMP), APP13 (IPTC) and COM segments; everything from the scan on is kept as is. */
export function stripJpeg(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) throw new BadImageError('JPEG segment without marker');
    let marker = bytes[i + 1]!;
    while (marker === 0xff && i + 2 < bytes.length) marker = bytes[++i + 1]!;
    if (marker === 0xd9 || marker === 0xda) {
      kept.push(bytes.subarray(i)); // EOI, or the start of scan: image data to the end
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(bytes.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > bytes.length) throw new BadImageError('JPEG truncated');
    const end = i + 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!);
    if (end > bytes.length) throw new BadImageError('JPEG segment past the end');
    if (marker !== 0xe1 && marker !== 0xed && marker !== 0xfe) kept.push(bytes.subarray(i, end));
    i = end;
  }
  return concat(kept);
}

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

/** PNG: drops eXIf and text chunks (where XMP and GPS travel). */
export function stripPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= bytes.length) {
    const end = i + 12 + view.getUint32(i);
    if (end > bytes.length) throw new BadImageError('PNG chunk past the end');
    const type = String.fromCharCode(...bytes.subarray(i + 4, i + 8));
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') break;
  }
  return concat(kept);
}

/** WebP: drops the EXIF and XMP chunks and clears their flags in VP8X. */
export function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [];
  let i = 12;
  while (i + 8 <= bytes.length) {
    const size = view.getUint32(i + 4, true);
    const end = i + 8 + size + (size % 2);
    if (i + 8 + size > bytes.length) throw new BadImageError('WebP chunk past the end');
    const type = String.fromCharCode(...bytes.subarray(i, i + 4));
    if (type === 'VP8X') {
      const chunk = bytes.slice(i, Math.min(end, bytes.length));
      chunk[8] = chunk[8]! & ~0x0c; // the EXIF (0x08) and XMP (0x04) flags
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') kept.push(bytes.subarray(i, Math.min(end, bytes.length)));
    i = end;
  }
  const body = concat(kept);
  const out = new Uint8Array(12 + body.length);
  out.set(bytes.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set(body, 12);
  return out;
}

export function stripMetadata(bytes: Uint8Array, kind: FileKind): Uint8Array {
  if (kind === 'jpeg') return stripJpeg(bytes);
  if (kind === 'png') return stripPng(bytes);
  if (kind === 'webp') return stripWebp(bytes);
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
