import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { E2E_STATE } from '../../playwright.config.ts';
import { builtFile, realmLanguages } from '../support/page-types.ts';
import { PAGE_SAMPLES, waitForReleases } from './helpers.ts';

/**
 * The Nu HTML Checker (vnu, the W3C's validator) over every page the e2e server built for the demo realms, and
 * the sample pages of every page type (tests/support/page-types.ts) in each language of their realm, such as
 * the letter pages only a large town has: no error. It reads the files, so one run covers every realm and
 * language in well under a minute. Java runs it: Debian's `default-jre-headless` (.ci/run installs it where it
 * is missing).
 */
const REALMS = ['alcantir', 'vilamar'];
const release = (realm: string) => realpathSync(join(E2E_STATE, 'dist', realm));
/** The package's export is the path of the jar it ships. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

test('every built page of the demo realms, and every page type, passes the Nu HTML Checker without an error', async () => {
  test.setTimeout(240_000); // A hang guard: the checker reads some 600 pages, a minute alone and more beside other work.
  await waitForReleases(new Set([...REALMS, ...PAGE_SAMPLES.map((s) => s.realm)]));
  // Every page type was built where its samples say, so the checker reads one of each in every language.
  const samples = PAGE_SAMPLES.flatMap(({ realm, ...sample }) =>
    realmLanguages(realm).map((lang) => ({ realm, file: join(release(realm), builtFile({ realm, ...sample }, lang)) })),
  );
  expect(
    samples.filter(({ file }) => !existsSync(file)).map(({ file }) => file),
    'sample pages the build did not write',
  ).toEqual([]);
  const others = samples.filter(({ realm }) => !REALMS.includes(realm));
  const realms = [...REALMS, ...new Set(others.map(({ realm }) => realm))];
  const roots = realms.map(release);
  // vnu exits non-zero when it finds errors and writes its JSON report to stderr either way.
  const files = [...REALMS.map(release), ...others.map(({ file }) => file)];
  const run = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string; code?: number | string }) => {
    if (error.code === 'ENOENT') throw new Error('java is not installed: apt-get install default-jre-headless');
    return { stderr: error.stderr ?? '' };
  });
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const where = (url: string) => {
    const file = decodeURIComponent(url.replace(/^file:/, ''));
    const root = roots.find((r) => file.startsWith(r));
    return root ? `${realms[roots.indexOf(root)]}/${relative(root, file)}` : file;
  };
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map(
      (m) => `${where(m.url)}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`,
    );
  expect(errors, `${errors.length} errors`).toEqual([]);
});
