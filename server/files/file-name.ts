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
