/**
 * Every reference in the code points somewhere a maintainer can follow: comments, test titles and docs cite the
 * documents in the repository (`docs/…`, the README), never an issue number from a tracker the reader may not have,
 * and every `docs/….md` they name exists. The product specification they cite as "docs/product-spec.md §N" is the
 * shared one, byte for byte, whenever the shared copy sits beside the repository (`../shared/spec/`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/imports.ts';

/** The folders whose files are scanned, and the configuration files at the repository's root. */
const FOLDERS = ['src', 'server', 'scripts', 'tests'];
const ROOT_FILES = ['astro.config.mjs', 'vitest.config.ts', 'playwright.config.ts', 'biome.jsonc', 'tsconfig.json', 'package.json'];
/** Text files; images, databases and other binaries are not read. */
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|astro|css|json|jsonc|md|html|txt|ya?ml|sh|conf|svg|csv)$/;

/** The word issue (or issues) followed by a number, with or without `#`. */
const ISSUE_WORD = /\bissues?\s+#?\d+/gi;
/** "#18" on its own, as a tracker writes it: after a space or a bracket, before a space or punctuation. */
const ISSUE_HASH = /(?<=^|[\s([,])#\d{1,5}(?=$|[\s).,:;\]])/g;
/** A CSS declaration's value up to this point (`color: #333`, `border: 1px solid #000`): a colour, not an issue. */
const CSS_VALUE = /[a-z-]+\s*:[^;{}]*$/i;
/** A document of the repository named in the code; `https://host/docs/x.md` and `../x/docs/y.md` are someone else's. */
const DOC_PATH = /(?<![\w./-])docs\/[\w./-]+\.md\b/g;

interface Finding {
  line: number;
  text: string;
}

/** The issue numbers a text cites, with their line. */
function issueReferences(text: string): Finding[] {
  return text.split('\n').flatMap((line, index) => {
    const words = [...line.matchAll(ISSUE_WORD)];
    const inWords = (at: number) => words.some((word) => at >= word.index && at < word.index + word[0].length);
    const numbers = [...line.matchAll(ISSUE_HASH)].filter(
      (match) => !inWords(match.index) && !(/^#(\d{3}|\d{4}|\d{6}|\d{8})$/.test(match[0]) && CSS_VALUE.test(line.slice(0, match.index))),
    );
    return [...words, ...numbers].sort((a, b) => a.index - b.index).map((match) => ({ line: index + 1, text: match[0] }));
  });
}

/** The `docs/….md` paths a text names that are not in the repository, with their line. */
function missingDocuments(text: string, exists: (path: string) => boolean): Finding[] {
  return text
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(DOC_PATH)].map((match) => ({ line: index + 1, text: match[0] })))
    .filter((finding) => !exists(finding.text));
}

/** Every text file of the scanned folders and root files, by repository path. */
function scannedFiles(): Record<string, string> {
  const names = [
    ...FOLDERS.flatMap((folder) =>
      readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => TEXT.test(name) && !name.split(/[\\/]/).includes('node_modules'))
        .map((name) => join(folder, name)),
    ),
    ...ROOT_FILES.filter((name) => existsSync(join(ROOT, name))),
  ];
  return Object.fromEntries(names.map((name) => [name, readFileSync(join(ROOT, name), 'utf8')]));
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
/** Samples are built from pieces so that this file never cites an issue itself. */
const issue = (n: number) => ['issue', String(n)].join(' ');
const hash = (n: number) => `#${n}`;
const doc = (name: string) => ['docs', name].join('/');

describe('finding references', () => {
  it('finds an issue cited by word or by number, and not a colour, an entity or another project’s issue', () => {
    const text = [
      `// The payment columns of ${issue(8)}.`,
      ` * Since ${['Issue', '18'].join(' ')} a registration answers alike (see ${hash(19)}).`,
      `describe('census checks (${['issues', '#21'].join(' ')})', () => {`,
      '  color: #333;',
      '  border: 1px solid #000;',
      '  .replace(/&#39;/g, "\'")',
      ' * fails with a 500 (jamhall/s3rver#788, fixed upstream).',
      "  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 1);",
    ].join('\n');
    expect(issueReferences(text)).toEqual([
      { line: 1, text: issue(8) },
      { line: 2, text: ['Issue', '18'].join(' ') },
      { line: 2, text: hash(19) },
      { line: 3, text: ['issues', '#21'].join(' ') },
    ]);
  });

  it('finds a docs/ path that does not exist, and not one that does or one of another site', () => {
    const text = [
      ' * The calls (docs/requests-api.md "The citizen"), in the style of docs/product-spec.md §7.',
      ` * Described in ${doc('no-such-document.md')} and [${doc('old/gone.md')}](${doc('old/gone.md')}).`,
      ' * Upstream: https://example.org/docs/guide.md',
    ].join('\n');
    expect(missingDocuments(text, (path) => existsSync(join(ROOT, path)))).toEqual([
      { line: 2, text: doc('no-such-document.md') },
      { line: 2, text: doc('old/gone.md') },
      { line: 2, text: doc('old/gone.md') },
    ]);
  });
});

describe('references in the repository', () => {
  const files = scannedFiles();

  it('reads the source, server, scripts and tests folders', () => {
    for (const folder of FOLDERS) expect(Object.keys(files).some((name) => name.startsWith(`${folder}/`))).toBe(true);
    expect(Object.keys(files)).toContain('tests/unit/references.test.ts');
  });

  it('cite no issue numbers: a comment names the document that describes the feature (docs/README.md lists them)', () => {
    const found = Object.entries(files).flatMap(([name, text]) => issueReferences(text).map(({ line, text: cited }) => `${name}:${line}: ${cited}`));
    expect(found).toEqual([]);
  });

  it('name only docs/ documents that exist', () => {
    const found = Object.entries(files).flatMap(([name, text]) =>
      missingDocuments(text, (path) => existsSync(join(ROOT, path))).map(({ line, text: path }) => `${name}:${line}: ${path}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the product specification', () => {
  const shared = join(ROOT, '..', 'shared', 'spec', 'product-spec.md');
  const local = join(ROOT, 'docs', 'product-spec.md');

  it('is in the repository as docs/product-spec.md', () => {
    expect(existsSync(local)).toBe(true);
  });

  it.skipIf(!existsSync(shared))('is byte-identical to the shared copy beside the repository', () => {
    expect(sha256(local)).toBe(sha256(shared));
  });
});
