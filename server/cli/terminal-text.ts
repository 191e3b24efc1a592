/**
 * Text a citizen wrote, made safe to print in a terminal. Control characters could move the cursor, rewrite
 * earlier lines or retitle the window (escape sequences), and bidirectional controls reorder what is shown;
 * each is printed as a visible `\u001b`-style escape instead. Line breaks too, so a request keeps its lines.
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function forTerminal(text: string): string {
  return text.replace(UNPRINTABLE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
