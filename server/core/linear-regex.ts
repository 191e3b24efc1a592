/**
 * Regular expressions from query strings, run by V8's linear-time engine (the `l` flag), so no pattern a
 * visitor sends can make a query take exponential time: a backtracking pattern like `((a)+)+$` or
 * `(.*.*)*x` either runs in time proportional to the text or is refused when it is compiled.
 *
 * That engine knows no `i` flag yet, so a case-insensitive pattern is rewritten first: every letter becomes a
 * class of its cases (`Calle` → `[cC][aA][lL][lL][eE]`), in classes too.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--enable-experimental-regexp-engine');

/** Whether this Node knows the `l` flag (V8 may drop the experimental engine one day: the tests say so). */
export const LINEAR_ENGINE = (() => {
  try {
    // biome-ignore lint/complexity/useRegexLiterals: a literal /a/l is a SyntaxError when this module is parsed, before setFlagsFromString has enabled the engine; only the constructor can probe it
    return new RegExp('a', 'l').flags.includes('l');
  } catch {
    return false;
  }
})();

export class UnsafePatternError extends Error {
  override name = 'UnsafePatternError';
}

/** The other cases of a character (`a` → `A`, `ß` → nothing: only single-character mappings count). */
function otherCases(ch: string): string {
  let out = '';
  for (const c of new Set([ch.toLowerCase(), ch.toUpperCase()])) if (c !== ch && c.length === 1) out += c;
  return out;
}

/** The length of the escape starting at `i` (a backslash): `\x41`, `\u0041`, `\cA`, or one character. */
function escapeLength(pattern: string, i: number): number {
  const next = pattern[i + 1];
  if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(pattern.slice(i + 2, i + 4))) return 4;
  if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(pattern.slice(i + 2, i + 6))) return 6;
  if (next === 'c' && /^[a-zA-Z]$/.test(pattern[i + 2] ?? '')) return 3;
  return Math.min(2, pattern.length - i);
}

/** Rewrites a pattern so that it matches as with the `i` flag without it (escapes stay as written). */
export function foldCase(pattern: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      const n = escapeLength(pattern, i);
      out += pattern.slice(i, i + n);
      i += n;
    } else if (ch === '(' && pattern.startsWith('(?<', i) && !/^\(\?<[=!]/.test(pattern.slice(i, i + 4))) {
      // A group's name is not text to match.
      const end = pattern.indexOf('>', i);
      const stop = end === -1 ? pattern.length : end + 1;
      out += pattern.slice(i, stop);
      i = stop;
    } else if (ch === '[') {
      let j = i + 1;
      let inner = '';
      if (pattern[j] === '^') inner += pattern[j++];
      // In JavaScript `[]` is an empty class: the first `]` closes it.
      while (j < pattern.length && pattern[j] !== ']') {
        if (pattern[j] === '\\') {
          const n = escapeLength(pattern, j);
          inner += pattern.slice(j, j + n);
          j += n;
          continue;
        }
        const from = pattern[j]!;
        if (pattern[j + 1] === '-' && j + 2 < pattern.length && pattern[j + 2] !== ']' && pattern[j + 2] !== '\\') {
          const to = pattern[j + 2]!;
          inner += `${from}-${to}`;
          const [a, b] = [otherCases(from), otherCases(to)];
          if (a.length === 1 && b.length === 1 && a <= b) inner += `${a}-${b}`;
          j += 3;
        } else {
          inner += from + otherCases(from);
          j += 1;
        }
      }
      out += `[${inner}${j < pattern.length ? ']' : ''}`;
      i = j + 1;
    } else {
      const others = otherCases(ch);
      out += others ? `[${ch}${others}]` : ch;
      i += 1;
    }
  }
  return out;
}

/** A RegExp that runs in linear time; throws `UnsafePatternError` for what that engine cannot run. */
export function linearRegExp(pattern: string, flags: string): RegExp {
  if (!LINEAR_ENGINE) throw new UnsafePatternError('this server cannot run regular expressions safely');
  const source = flags.includes('i') ? foldCase(pattern) : pattern;
  try {
    return new RegExp(source, `${flags.replace('i', '')}l`);
  } catch (error) {
    const message = (error as Error).message;
    if (/linear time/.test(message))
      throw new UnsafePatternError('it cannot run in linear time (backreferences, lookaheads and some nested repetitions cannot)');
    throw new UnsafePatternError(message.replace(/^Invalid regular expression: /, ''));
  }
}
