/**
 * Where a citizen goes back to after signing in (`/cuenta?volver=/buzon/subvenciones`): a page of this very
 * site, given as a path. Anything else — another site (`https://…`, `//evil.example`, `/\evil.example`), the
 * API, a control character — is refused, so a link from elsewhere cannot use the sign-in page to send a
 * citizen to a look-alike site (an open redirect). The fragment is dropped: it may hold a private key.
 */
const BASE = 'https://site.invalid';

export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character in a path is what this refuses.
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || /^\/api(\/|$)/i.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}`;
}
