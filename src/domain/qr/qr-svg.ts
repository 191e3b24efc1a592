/**
 * A QR code as an SVG to print or show: a pharmacy's door poster that opens the duty page (docs/pharmacies.md "The
 * door poster"), and whatever else a phone's camera should open. The modules come from `qrcode` (the encoding,
 * its error correction and masks are that library's work); this draws them as one path of unit squares, with the
 * quiet zone of four modules the standard asks for, an accessible name, and no colour but black on white, so it
 * prints and scans from paper.
 */
import QRCode from 'qrcode';

export interface QrSvgOptions {
  /** What a screen reader says for it: where it leads, in words. */
  readonly label: string;
  /** Error correction: `M` (15 %) by default; `Q` for codes printed where they may get dirty or torn. */
  readonly correction?: 'L' | 'M' | 'Q' | 'H';
}

/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for four). */
export const QUIET_ZONE = 4;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SVG of the QR code of `text`, scalable (its size is set by CSS), with `label` as its accessible name. */
export function qrSvg(text: string, options: QrSvgOptions): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: options.correction ?? 'M' });
  const size = modules.size;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules.data[y * size + x]) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const side = size + 2 * QUIET_ZONE;
  const label = escapeXml(options.label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${label}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
