/** WCAG 2.1 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The spec's primary colour (docs/product-spec.md §3 "Portal settings", §9), when neither realm.json nor the API sets
 * one.
 */
export const DEFAULT_PRIMARY = '#870C3B';
export const WHITE = '#ffffff';
export const INK = '#1a1a1a';

/** The text colour to put on `background`: white when it reaches 4.5:1, otherwise dark ink. */
export function textOn(background: string): string {
  return contrast(background, WHITE) >= 4.5 ? WHITE : INK;
}

/**
 * A shade of `hex` dark enough for text and links on white (4.5:1), keeping its hue: the realm's colour is used
 * as given for backgrounds, and this shade where it is text.
 */
export function readableOnWhite(hex: string): string {
  let [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.replace('#', '').slice(i, i + 2), 16)) as [number, number, number];
  const toHex = () => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
  for (let i = 0; i < 40 && contrast(toHex(), WHITE) < 4.5; i++) [r, g, b] = [r * 0.9, g * 0.9, b * 0.9];
  return toHex();
}

/**
 * What the build should tell an editor about a primary colour: nothing when white text on it reaches 4.5:1;
 * otherwise that dark text is used on it instead, with the ratio it has.
 */
export function primaryColorNotice(hex: string): string | undefined {
  const ratio = contrast(hex, WHITE);
  if (ratio >= 4.5) return undefined;
  return `primaryColor ${hex} gives white text only ${ratio.toFixed(2)}:1 (WCAG AA needs 4.5:1): dark text (${contrast(hex, INK).toFixed(2)}:1) is used on it, and a darker shade ${readableOnWhite(hex)} for links`;
}
