/**
 * Reads the GPS position a camera wrote into a JPEG's EXIF (APP1) block, so the citizen may choose to use it
 * as the request's location. The photo itself is re-encoded before upload, which drops all EXIF.
 */
import type { Coordinates } from '../../schemas/common.ts';

const GPS_IFD_POINTER = 0x8825;
const TAG = { latRef: 1, lat: 2, lngRef: 3, lng: 4 } as const;

export function gpsFromJpeg(buffer: ArrayBuffer): Coordinates | null {
  const view = new DataView(buffer);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return null;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1 && offset + 10 <= view.byteLength && view.getUint32(offset + 4) === 0x45786966) {
      return readTiff(view, offset + 10, Math.min(view.byteLength, offset + 2 + length));
    }
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return null;
    offset += 2 + length;
  }
  return null;
}

function readTiff(view: DataView, start: number, end: number): Coordinates | null {
  if (start + 8 > end) return null;
  const little = view.getUint16(start) === 0x4949;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const inside = (at: number, size: number) => at >= start && at + size <= end;

  const entries = (ifd: number) => {
    if (!inside(ifd, 2)) return [];
    const count = u16(ifd);
    const list: Array<{ tag: number; type: number; count: number; valueAt: number }> = [];
    for (let i = 0; i < count; i++) {
      const at = ifd + 2 + i * 12;
      if (!inside(at, 12)) break;
      const type = u16(at + 2);
      const n = u32(at + 4);
      const size = (type === 5 ? 8 : type === 2 || type === 1 ? 1 : 4) * n;
      list.push({ tag: u16(at), type, count: n, valueAt: size > 4 ? start + u32(at + 8) : at + 8 });
    }
    return list;
  };

  const ifd0 = start + u32(start + 4);
  const pointer = entries(ifd0).find((e) => e.tag === GPS_IFD_POINTER);
  if (!pointer) return null;
  const gps = entries(start + u32(pointer.valueAt));
  const ascii = (tag: number) => {
    const e = gps.find((x) => x.tag === tag);
    return e && inside(e.valueAt, 1) ? String.fromCharCode(view.getUint8(e.valueAt)) : '';
  };
  const degrees = (tag: number) => {
    const e = gps.find((x) => x.tag === tag && x.type === 5 && x.count === 3);
    if (!e || !inside(e.valueAt, 24)) return NaN;
    const part = (i: number) => u32(e.valueAt + i * 8) / (u32(e.valueAt + i * 8 + 4) || NaN);
    return part(0) + part(1) / 60 + part(2) / 3600;
  };
  const lat = degrees(TAG.lat) * (ascii(TAG.latRef) === 'S' ? -1 : 1);
  const lng = degrees(TAG.lng) * (ascii(TAG.lngRef) === 'W' ? -1 : 1);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}
