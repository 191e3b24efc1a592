/**
 * The QR code is read back by an independent decoder (jsQR) from the SVG rasterised by sharp, as a phone's camera
 * would read the printed poster: what it encodes, not how it is drawn, is what counts.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrSvg } from '../../../../src/domain/qr/qr-svg.ts';

async function decode(svg: string, width = 400): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(width).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('qrSvg', () => {
  it('encodes the address, read back by an independent decoder', async () => {
    const url = 'https://alcantir.example.org/va/farmacias';
    expect(await decode(qrSvg(url, { label: 'Farmàcies de guàrdia' }))).toBe(url);
  });

  it('reads back with every level of error correction, and small', async () => {
    const url = 'https://vilamar.example.org/farmacias?origen=cartel';
    for (const correction of ['L', 'M', 'Q', 'H'] as const) expect(await decode(qrSvg(url, { label: 'x', correction }), 200)).toBe(url);
  });

  it('keeps a quiet zone of four modules and names itself for a screen reader, escaped', () => {
    const svg = qrSvg('https://a.example.org/', { label: 'Farmacias "de guardia" <ahora>' });
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Farmacias &quot;de guardia&quot; &lt;ahora&gt;"');
    const side = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
    // No module is drawn in the quiet zone.
    const xs = [...svg.matchAll(/M(\d+) (\d+)h1/g)].flatMap((m) => [Number(m[1]), Number(m[2])]);
    expect(Math.min(...xs)).toBe(QUIET_ZONE);
    expect(Math.max(...xs)).toBe(side - QUIET_ZONE - 1);
  });
});
