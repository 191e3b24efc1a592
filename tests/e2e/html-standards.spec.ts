import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { E2E_STATE } from '../../playwright.config.ts';

/**
 * The Nu HTML Checker (vnu, the W3C's validator) over every page the e2e server built for the demo realms: no
 * error. It reads the files, so one run covers both realms and every language in well under a minute. Java
 * runs it: Debian's `default-jre-headless` (.ci/run installs it where it is missing).
 */
const REALMS = ['alcantir', 'vilamar'];
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

test('every built page of the demo realms passes the Nu HTML Checker without an error', async () => {
  test.skip(test.info().project.name !== 'desktop', 'the files are the same for every viewport');
  test.setTimeout(120_000);
  const roots = REALMS.map((realm) => realpathSync(join(E2E_STATE, 'dist', realm)));
  // vnu exits non-zero when it finds errors and writes its JSON report to stderr either way.
  const run = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', ...roots], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string; code?: number | string }) => {
    if (error.code === 'ENOENT') throw new Error('java is not installed: apt-get install default-jre-headless');
    return { stderr: error.stderr ?? '' };
  });
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const where = (url: string) => {
    const file = decodeURIComponent(url.replace(/^file:/, ''));
    const root = roots.find((r) => file.startsWith(r));
    return root ? `${REALMS[roots.indexOf(root)]}/${relative(root, file)}` : file;
  };
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map(
      (m) => `${where(m.url)}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`,
    );
  expect(errors, `${errors.length} errors`).toEqual([]);
});
