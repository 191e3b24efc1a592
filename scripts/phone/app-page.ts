import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/** Where the comparison app is served in a release the bench built: `/bench-app/`. */
export const APP_PATH = '/bench-app/';

/**
 * Writes the app-style directory (directory-app.tsx, bundled for production) into a built release, beside its static
 * pages, with the stylesheets the static directory page links: same server, same data, same look.
 */
export function writeAppPage(release: string, realm: string): void {
  const dir = join(release, APP_PATH);
  mkdirSync(dir, { recursive: true });
  buildSync({
    entryPoints: [join(import.meta.dirname, 'directory-app.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(dir, 'app.js'),
    logLevel: 'error',
  });
  const staticPage = readFileSync(join(release, 'asociaciones', 'index.html'), 'utf8');
  const styles = [...staticPage.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => `<link rel="stylesheet" href="${m[1]}">`).join('');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Directorio (app)</title>${styles}</head><body><main class="container" id="directory" data-realm="${realm}"></main><script type="module" src="${APP_PATH}app.js"></script></body></html>`,
  );
}
