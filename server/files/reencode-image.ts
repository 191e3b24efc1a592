/**
 * Photos are decoded and encoded anew on the server before they are stored (docs/write-side.md "Privacy"): only
 * pixels survive. Whatever else a file carries goes with it, wherever it hides: EXIF with GPS, XMP, IPTC, comments, a
 * second picture after the first one's end (multi-picture and motion-photo JPEGs), a PNG chunk nobody knows, bytes
 * after the image. The browser has already shrunk and re-encoded the photo when the form could; this also
 * covers a page without JavaScript, a camera's raw file and anything sent by hand.
 *
 * sharp (libvips) runs on libuv's thread pool, never on the main thread. A phone photo keeps its look: it is
 * turned upright as its EXIF orientation says before that EXIF is dropped, and brought within MAX_PHOTO_SIDE.
 */
import sharp from 'sharp';
import { IMAGE_KINDS, type FileKind } from './sniff.ts';

/** The longest side kept: twice what the form sends (1600), ample for a town hall to see a broken street lamp. */
export const MAX_PHOTO_SIDE = 3200;
/**
 * Pixels a photo may claim before it is decoded: 50 MP holds a 48 MP phone camera's full size; a file claiming
 * more (a small PNG can claim 60,000 × 60,000) is refused rather than given gigabytes of memory.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/**
 * The photo as new bytes of the same kind without anything but its pixels; other kinds are returned as they are.
 * Undefined for a photo sharp cannot re-encode (damaged, truncated, too many pixels): each caller refuses it as a
 * file of the wrong type, in its own words.
 */
export async function reencodeImage(bytes: Uint8Array, kind: FileKind): Promise<Uint8Array | undefined> {
  if (!IMAGE_KINDS.includes(kind)) return bytes;
  try {
    // failOn 'warning' (the default, named for the reader): a truncated or damaged image is refused, not patched.
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PHOTO_PIXELS, autoOrient: true }).resize({
      width: MAX_PHOTO_SIDE,
      height: MAX_PHOTO_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded =
      kind === 'jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : kind === 'png'
          ? image.png({ compressionLevel: 9, palette: (await sharp(bytes).metadata()).isPalette === true })
          : image.webp({ quality: 85 });
    return new Uint8Array(await encoded.toBuffer());
  } catch {
    return undefined;
  }
}
