/**
 * An e-mail or web address in the pieces a narrow screen may break it into, as typesetters break them: after
 * "@" and "//", before ".", "/", "?", "#", "&", "=", "-", "_", "~" and "%". Joined with <wbr>, a long address
 * wraps as "presidencia@unionmusicalalcantir" / ".example", never inside a word of its domain.
 */
const BEFORE = new Set(['.', '/', '?', '#', '&', '=', '-', '_', '~', '%']);

export function wrapPoints(address: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (let i = 0; i < address.length; i++) {
    const char = address[i]!;
    // The slashes of "//" stay together, and the break comes after them.
    const inDoubleSlash = char === '/' && (address[i - 1] === '/' || address[i + 1] === '/');
    if (BEFORE.has(char) && piece && !inDoubleSlash) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
    if (char === '@' || (char === '/' && address[i - 1] === '/')) {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}
