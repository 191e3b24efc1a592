/**
 * What an uploaded file really is, from its bytes (never from its name or the browser's type): the image,
 * PDF, Word, Excel and text formats the request form accepts (docs/product-spec.md §5). Anything else is refused.
 */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf' | 'doc' | 'xls' | 'docx' | 'xlsx' | 'text';

export const KIND_INFO: Record<FileKind, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  doc: { mime: 'application/msword', ext: 'doc' },
  xls: { mime: 'application/vnd.ms-excel', ext: 'xls' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  text: { mime: 'text/plain; charset=utf-8', ext: 'txt' },
};

export const IMAGE_KINDS: FileKind[] = ['jpeg', 'png', 'webp'];
export const PDF_KINDS: FileKind[] = ['pdf'];
/** docs/product-spec.md §5: files accept Word, Excel, text and PDF. */
export const DOCUMENT_KINDS: FileKind[] = ['pdf', 'doc', 'xls', 'docx', 'xlsx', 'text'];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const utf16 = (text: string) => [...text].flatMap((ch) => [ch.charCodeAt(0), 0]);

function indexOf(bytes: Uint8Array, needle: number[], limit = bytes.length): number {
  const end = Math.min(limit, bytes.length) - needle.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Entry names of a ZIP file, from its central directory (where Office files list their parts). */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const names: string[] = [];
  for (let n = 0; n < count && n < 10_000 && at + 46 <= bytes.length; n++) {
    if (view.getUint32(at, true) !== 0x02014b50) break;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Plain text: valid UTF-8 without NUL or other control characters than tab, line breaks and form feed. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a text file is one without these control characters; finding them is the test
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/** The file's kind, or undefined when it is none the form accepts. */
export function sniff(bytes: Uint8Array): FileKind | undefined {
  if (bytes.length === 0) return undefined;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // An OLE compound file: its directory names the main stream (UTF-16LE), which tells Word from Excel.
    if (indexOf(bytes, utf16('WordDocument')) >= 0) return 'doc';
    if (indexOf(bytes, utf16('Workbook')) >= 0 || indexOf(bytes, utf16('Book')) >= 0) return 'xls';
    return undefined;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (!names.includes('[Content_Types].xml')) return undefined;
    if (names.includes('word/document.xml')) return 'docx';
    if (names.includes('xl/workbook.xml')) return 'xlsx';
    return undefined;
  }
  return isPlainText(bytes) ? 'text' : undefined;
}
