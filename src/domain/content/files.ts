import type { Asset } from '../../schemas/common.ts';

const TYPES: Record<string, string> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  odt: 'OpenDocument',
  xls: 'Excel',
  xlsx: 'Excel',
  ods: 'OpenDocument',
  csv: 'CSV',
  txt: 'Texto',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  svg: 'SVG',
  zip: 'ZIP',
  mp3: 'MP3',
  mp4: 'MP4',
};

/** A file's shown name, type, size and content language when known: "Estatutos.pdf", "PDF", "120 KB", "es". */
export function describeFile(asset: Asset, locale: string): { name: string; type: string; size: string; lang?: string } {
  const file = typeof asset === 'string' ? asset : (asset.file ?? asset._id ?? '');
  const name = typeof asset === 'string' ? asset : (asset.name ?? file);
  const ext = (file.includes('.') ? file : name).split('.').pop()?.toLowerCase() ?? '';
  const mime = typeof asset === 'string' ? '' : (asset.mime ?? '');
  const type = TYPES[ext] ?? (mime.split('/').pop()?.toUpperCase() || ext.toUpperCase());
  const bytes = typeof asset === 'string' ? undefined : asset.size;
  const lang = typeof asset === 'string' ? undefined : asset.lang;
  return { name, type, size: bytes === undefined ? '' : formatBytes(bytes, locale), ...(lang && lang !== 'und' ? { lang } : {}) };
}

export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
