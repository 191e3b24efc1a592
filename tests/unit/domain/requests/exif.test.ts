import { describe, expect, it } from 'vitest';
import { gpsFromJpeg } from '../../../../src/domain/requests/exif.ts';

type Ref = 'N' | 'S' | 'E' | 'W';

/**
 * A JPEG with only an EXIF block (APP1) whose GPS IFD says `lat`/`lng` as degrees, minutes and seconds, in the
 * byte order a camera chose ("II" little-endian, "MM" big-endian).
 */
function jpegWithGps(lat: [number, number, number], latRef: Ref, lng: [number, number, number], lngRef: Ref, little = false): ArrayBuffer {
  const tiff = new DataView(new ArrayBuffer(200));
  const u16 = (at: number, value: number) => tiff.setUint16(at, value, little);
  const u32 = (at: number, value: number) => tiff.setUint32(at, value, little);
  tiff.setUint16(0, little ? 0x4949 : 0x4d4d);
  u16(2, 42);
  u32(4, 8); // IFD0 at 8: one entry, the GPS IFD pointer.
  u16(8, 1);
  u16(10, 0x8825);
  u16(12, 4);
  u32(14, 1);
  u32(18, 26); // The GPS IFD at 26: four entries.
  u16(26, 4);
  const entry = (i: number, tag: number, type: number, count: number, value: number) => {
    const at = 28 + i * 12;
    u16(at, tag);
    u16(at + 2, type);
    u32(at + 4, count);
    if (type === 2) tiff.setUint8(at + 8, value);
    else u32(at + 8, value);
  };
  const rationals = (at: number, [d, m, s]: [number, number, number]) => {
    [d, m, s * 100].forEach((n, i) => {
      u32(at + i * 8, n);
      u32(at + i * 8 + 4, i === 2 ? 100 : 1);
    });
  };
  entry(0, 1, 2, 2, latRef.charCodeAt(0));
  entry(1, 2, 5, 3, 80);
  entry(2, 3, 2, 2, lngRef.charCodeAt(0));
  entry(3, 4, 5, 3, 104);
  rationals(80, lat);
  rationals(104, lng);
  const app1 = new Uint8Array(2 + 2 + 6 + 200);
  const view = new DataView(app1.buffer);
  view.setUint16(0, 0xffe1);
  view.setUint16(2, 2 + 6 + 200);
  app1.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4);
  app1.set(new Uint8Array(tiff.buffer), 10);
  const jpeg = new Uint8Array(2 + app1.length + 2);
  jpeg.set([0xff, 0xd8]);
  jpeg.set(app1, 2);
  jpeg.set([0xff, 0xd9], 2 + app1.length);
  return jpeg.buffer;
}

describe('the GPS position a camera wrote into a photo', () => {
  it('reads degrees, minutes and seconds as decimal degrees, in either byte order', () => {
    const expected = { lat: 39.469917, lng: 0.376278 };
    expect(gpsFromJpeg(jpegWithGps([39, 28, 11.7], 'N', [0, 22, 34.6], 'E'))).toEqual(expected);
    expect(gpsFromJpeg(jpegWithGps([39, 28, 11.7], 'N', [0, 22, 34.6], 'E', true))).toEqual(expected);
  });

  it('makes the south and the west negative', () => {
    expect(gpsFromJpeg(jpegWithGps([33, 52, 4], 'S', [151, 12, 36], 'W'))).toEqual({ lat: -33.867778, lng: -151.21 });
  });

  it('finds nothing in a file that is not a JPEG, has no EXIF, or an impossible position', () => {
    expect(gpsFromJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer)).toBeNull();
    expect(gpsFromJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]).buffer)).toBeNull();
    expect(gpsFromJpeg(jpegWithGps([95, 0, 0], 'N', [0, 0, 0], 'E'))).toBeNull();
  });

  it('finds nothing in a cut-off file rather than reading past its end', () => {
    const whole = jpegWithGps([39, 28, 11.7], 'N', [0, 22, 34.6], 'E');
    expect(gpsFromJpeg(whole.slice(0, 60))).toBeNull();
  });
});
