/** A display name without path, control characters or excess length; the stored name is generated. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters from a citizen's file name is the point
  const clean = base.replace(/[\u0000-\u001F\u007F<>:"|?*]/g, '').trim();
  if (clean.length <= 150) return clean || 'archivo';
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 150 - ext.length) + ext;
}
