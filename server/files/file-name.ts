import { type FileKind, KIND_INFO } from './sniff.ts';

/**
 * What a file name may not carry: C0 and C1 control characters, DEL, the bidirectional controls (an RLO turns
 * `presupuesto.pdf<RLO>tab.bat` into what reads as `presupuesto.pdftab.bat` on screen while the system opens a
 * `.bat`), and the characters Windows refuses in a name.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters from a citizen's file name is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069<>:"|?*]/g;

/** A display name without path, control characters or excess length; the stored name is generated. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(UNSAFE, '').trim();
  if (clean.length <= 150) return clean || 'archivo';
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 150 - ext.length) + ext;
}

/** The endings a name may keep for a kind read from the bytes; the first is the one it is given otherwise. */
const ENDINGS: Record<FileKind, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  pdf: ['pdf'],
  doc: ['doc'],
  xls: ['xls'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  text: ['txt'],
};

/**
 * The name a file is kept and handed to staff under: the citizen's name, cleaned, with the extension of what its
 * bytes are (`sniff`), never the one typed. A text file called `aviso.html` or `logo.svg` becomes `aviso.txt` and
 * `logo.txt`, so a download opens as text, never in a browser or as a program.
 */
export function fileNameForKind(raw: string, kind: FileKind): string {
  const clean = cleanFileName(raw);
  const dot = clean.lastIndexOf('.');
  const ending = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const endings = ENDINGS[kind] ?? [KIND_INFO[kind].ext];
  if (endings.includes(ending)) return clean;
  const stem = (dot > 0 ? clean.slice(0, dot) : clean).replace(/[.\s]+$/, '') || 'archivo';
  return cleanFileName(`${stem}.${endings[0] ?? KIND_INFO[kind].ext}`);
}

/**
 * A `Content-Disposition` that downloads a file under `name` (RFC 6266): an ASCII fallback for old clients and
 * the whole name, UTF-8 and percent-encoded, for the rest. Nothing of the name can end the header or add one.
 */
export function attachmentDisposition(name: string): string {
  const clean = cleanFileName(name);
  const ascii = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.\- ()]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
