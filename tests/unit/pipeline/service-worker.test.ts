import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeServiceWorker } from '../../../scripts/pipeline/service-worker.ts';

let release: string | undefined;
afterEach(() => {
  if (release) rmSync(release, { recursive: true, force: true });
  release = undefined;
});

/** A release folder with these files, each a tiny page or file. */
function releaseWith(files: string[]): string {
  release = mkdtempSync(join(tmpdir(), 'sw-'));
  for (const file of files) {
    mkdirSync(join(release, file, '..'), { recursive: true });
    writeFileSync(join(release, file), file.endsWith('.html') ? '<!doctype html><title>x</title>' : '{}');
  }
  return release;
}

describe('the service worker of a release', () => {
  it('keeps the on-call pharmacies page in every language and its board file, for offline use', () => {
    const root = releaseWith([
      'recursos/index.html',
      'offline/index.html',
      'farmacias/index.html',
      'va/farmacies/index.html',
      'va/offline/index.html',
      'farmacias/guardias.json',
    ]);
    const precache = writeServiceWorker(root, ['es', 'va'], 'v1');
    expect(precache).toEqual(expect.arrayContaining(['/farmacias', '/va/farmacies', '/farmacias/guardias.json']));
    expect(readFileSync(join(root, 'sw.js'), 'utf8')).toContain('"/farmacias/guardias.json"');
  });
  it('precaches no pharmacies in a realm without them', () => {
    const precache = writeServiceWorker(releaseWith(['recursos/index.html', 'offline/index.html']), ['es'], 'v1');
    expect(precache).toEqual(['/recursos', '/offline']);
  });
});
