/**
 * Characters a terminal obeys instead of showing (C0 and C1 controls, DEL: an escape sequence can move the
 * cursor, rewrite earlier lines or retitle the window) and the bidirectional controls that reorder what is read.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a terminal obeys are what this finds, to escape them
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from outside (what a citizen wrote, what the provider's API sent) made safe to print in a terminal: each
 * of those characters is shown as a visible `\u001b`-style escape. With `multiline`, line breaks stay breaks,
 * for messages of several lines that are the program's own.
 */
export function forTerminal(text: string, { multiline = false } = {}): string {
  return text.replace(UNPRINTABLE, (ch) => (multiline && ch === '\n' ? ch : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
