/**
 * Text from outside (what a citizen wrote, a mailbox title from the API) made safe for each part of a message.
 * Control characters (an ANSI escape sequence, a stray carriage return) and bidirectional overrides (which make
 * a line read differently from what it holds) become U+FFFD in every part; HTML is escaped; a header is one
 * line, so nothing typed can start another header.
 */
import { escapeHtml } from '../core/escape-html.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this is for.
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** For the plain-text part: line breaks kept (as \n), every other control character shown as U+FFFD. */
export function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(UNSAFE, '\uFFFD');
}

/** For the HTML part: escaped, line breaks as <br>. */
export function htmlText(text: string): string {
  return escapeHtml(plainText(text)).replace(/\n/g, '<br>');
}

/** For a header (the subject, a display name): one line, at most `max` characters. */
export function headerText(text: string, max = 200): string {
  const line = plainText(text).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
