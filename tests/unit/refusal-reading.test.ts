/**
 * One way to read an answer (docs/changing.md "A refusal of the API"): the account pages' scripts and the islands
 * read what a call answered through `answered` and `refusalOf` (src/api/client.ts), and tell refusals apart by
 * their `code`; never by the answer's `httpStatus`, `errCode` or words (`err`) read by hand. The call modules of
 * src/api/ are where an answer's own fields are read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src/browser', 'src/islands'];
/** An answer's status, code or words read by hand. */
const BY_HAND = /\.(httpStatus|errCode|err)\b|\[\s*['"](httpStatus|errCode|err)['"]\s*\]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.examples.ts') ? [path] : [];
  });
}

/** Each line of `source` that reads an answer's status, code or words by hand, as `line: text`. */
function byHand(source: string): string[] {
  return source
    .split('\n')
    .map((line, i) => [i + 1, line] as const)
    .filter(([, line]) => new RegExp(BY_HAND.source).test(line))
    .map(([n, line]) => `${n}: ${line.trim()}`);
}

describe('reading an answer', () => {
  it('finds a status, a code or words read by hand', () => {
    expect(byHand('if (answer.httpStatus === 401) x();\nconst c = answer.errCode;\nshow(answer.err);\nconst e = answer.errors;')).toEqual([
      '1: if (answer.httpStatus === 401) x();',
      '2: const c = answer.errCode;',
      '3: show(answer.err);',
    ]);
    expect(byHand("const s = (answer as Record<string, unknown>)['httpStatus'];")).toHaveLength(1);
    expect(byHand('const refusal = refusalOf(answer);\nif (refusal?.code === "taken") show();')).toEqual([]);
  });

  it.each(ROOTS)('goes through refusalOf and answered in %s', (root) => {
    const found = Object.fromEntries(
      sources(root)
        .map((file) => [file, byHand(readFileSync(file, 'utf8'))] as const)
        .filter(([, lines]) => lines.length > 0),
    );
    expect(found).toEqual({});
  });
});
