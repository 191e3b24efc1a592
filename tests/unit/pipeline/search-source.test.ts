import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSearchIndexer, SEARCH_DIR, writeSearchIndex } from '../../../scripts/pipeline/search-index.ts';
import { placeSearchSources, searchSource, writeSearchSource } from '../../../scripts/pipeline/search-source.ts';
import { withKeptPages } from '../../../scripts/pipeline/publish.ts';
import { builtPages } from '../../../scripts/pipeline/sitemap.ts';

const made: string[] = [];
const scratch = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `search-source-${name}-`));
  made.push(dir);
  return dir;
};
afterAll(async () => {
  await closeSearchIndexer();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A page as the layout writes it: head, header with the logo and menus, `<main>`, footer with logos. */
function page({
  lang = 'es',
  head = '',
  header = '',
  main,
  footer = '',
}: {
  lang?: string;
  head?: string;
  header?: string;
  main: string;
  footer?: string;
}): string {
  return (
    `<!DOCTYPE html><html lang="${lang}" dir="ltr"><head><meta charset="utf-8"><title>Título de la pestaña</title>` +
    `<link rel="stylesheet" href="/_astro/a.css">${head}</head><body><a class="skip-link" href="#main">Saltar</a>` +
    `<header id="top"><img src="/logo.svg" alt="Logotipo"><nav aria-label="Menú"><a href="/agenda" id="menu-agenda">Agenda</a></nav>${header}</header>` +
    `<main id="main">${main}</main>` +
    `<footer><p>Ayuntamiento</p><img src="/footer-generalitat.svg" alt="Generalitat">${footer}</footer>` +
    '<script type="module" src="/_astro/a.js"></script></body></html>'
  );
}
const text = (buffer: Buffer | undefined) => buffer?.toString('utf8');

describe("a page's search source", () => {
  it("is the page cut to its language, its tab's title, its <main> and the footer's first image", () => {
    const html = page({ main: '<div class="container" data-pagefind-body><h1 id="t">Banda de música</h1><p>Ensayos los martes.</p></div>' });
    expect(text(searchSource(Buffer.from(html)))).toBe(
      '<!DOCTYPE html><html lang="es" dir="ltr"><head><meta charset="utf-8"><title>Título de la pestaña</title></head><body>' +
        '<main id="main"><div class="container" data-pagefind-body><h1 id="t">Banda de música</h1><p>Ensayos los martes.</p></div></main>' +
        '<img src="/footer-generalitat.svg" alt="Generalitat"></body></html>',
    );
  });

  it('keeps the whole image tag of the footer, a `>` in its text included', () => {
    const html = page({ main: '<div data-pagefind-body><h1>Banda</h1></div>' }).replace('alt="Generalitat"', 'alt="Conselleria > Generalitat"');
    expect(text(searchSource(Buffer.from(html)))).toContain('<img src="/footer-generalitat.svg" alt="Conselleria > Generalitat"></body></html>');
  });

  it('is none for a page that does not mark its content', () => {
    expect(searchSource(Buffer.from(page({ main: '<h1>Contacto</h1>' })))).toBeUndefined();
  });

  it('is the whole page wherever what Pagefind reads lies outside <main>, or the cut cannot be placed', () => {
    const body = '<div data-pagefind-body><h1>Banda</h1></div>';
    for (const html of [
      page({ head: '<meta data-pagefind-meta="image[content]" content="/a.jpg">', main: body }),
      page({ header: '<h1>Alcantir</h1>', main: body }),
      page({ main: body, footer: '<span data-pagefind-filter="type:Asociaciones"></span>' }),
      page({ main: body, footer: '<h1>Pie</h1>' }),
      // An <img> after a comment or inside a script may not be the one the parser sees first.
      page({ main: body }).replace('<footer>', '<footer><!-- <img src="/no.png"> -->'),
      page({ main: body }).replace('<footer>', '<footer><script>const a = "<img src=/no.png>";</script>'),
      page({ main: body }).replace(/<\/?main[^>]*>/g, ''),
      page({ main: body }).replace('<html lang="es" dir="ltr">', ''),
    ]) {
      const whole = Buffer.from(html);
      expect(searchSource(whole), html).toBe(whole);
    }
  });

  it('gives Pagefind what it takes from the whole page: the same index, file for file', async () => {
    // Titles from the <h1> or, without one, from <title>; the image from the content or the footer's logo; anchors
    // under ids in the header and in the content; filters, meta and weights; both languages.
    const pages: Record<string, string> = {
      'index.html': page({ main: '<h1>Inicio</h1><p>Bienvenida.</p>' }),
      'asociaciones/a1/index.html': page({
        main: '<div data-pagefind-body data-pagefind-filter="type:Asociaciones"><h1 id="a1">Banda de música</h1><img src="/a1.jpg" alt="La banda"><h2 id="ensayos">Ensayos</h2><p>Los martes en el auditorio.</p></div>',
      }),
      'asociaciones/a2/index.html': page({
        main: '<div data-pagefind-body data-pagefind-filter="type:Asociaciones"><h1>Coro parroquial</h1><p data-pagefind-weight="5">También se busca como coral</p><p>Canta en la iglesia.</p><div class="share">Compartir en redes</div></div>',
      }),
      'recursos/index.html': page({
        main: '<section data-pagefind-body><p data-pagefind-meta="title">Guía de recursos</p><details id="salas"><summary>Salas</summary><p>Reserva de salas municipales.</p></details></section>',
      }),
      'noticias/n1/index.html': page({ main: '<article data-pagefind-body><p>Una noticia sin encabezado que habla de la banda.</p></article>' }),
      // A heading in the header is the page's title for Pagefind: that page is indexed whole.
      'noticias/n2/index.html': page({ header: '<h1>Alcantir</h1>', main: '<article data-pagefind-body><p>Otra noticia, de la coral.</p></article>' }),
      'va/associacions/a1/index.html': page({
        lang: 'ca-valencia',
        main: '<div data-pagefind-body data-pagefind-filter="type:Associacions"><h1>Banda de música</h1><p>Assajos els dimarts a l’auditori.</p></div>',
      }),
    };
    const whole = scratch('whole');
    const cut = scratch('cut');
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(dirname(join(whole, file)), { recursive: true });
      writeFileSync(join(whole, file), html);
      writeSearchSource(cut, file, Buffer.from(html));
      if (!['index.html', 'noticias/n2/index.html'].includes(file)) expect(readFileSync(join(cut, file)).length, file).toBeLessThan(html.length);
    }
    expect(existsSync(join(cut, 'index.html'))).toBe(false);
    const releaseOfCut = scratch('release');
    await Promise.all([writeSearchIndex(whole, ['es', 'va']), writeSearchIndex(releaseOfCut, ['es', 'va'], cut)]);
    const files = (root: string) =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
        .sort();
    const fromWhole = join(whole, SEARCH_DIR);
    const fromCut = join(releaseOfCut, SEARCH_DIR);
    expect(files(fromCut)).toEqual(files(fromWhole));
    expect(files(fromWhole).filter((file) => file.startsWith('fragment/'))).toHaveLength(6);
    for (const file of files(fromWhole)) expect(readFileSync(join(fromCut, file)).equals(readFileSync(join(fromWhole, file))), file).toBe(true);
  });
});

describe("a release's search sources", () => {
  const body = (words: string) => page({ main: `<div data-pagefind-body><h1>${words}</h1></div>` });
  const write = (root: string, files: Record<string, string>) => {
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), html);
    }
  };
  const sources = (dir: string) =>
    Object.fromEntries(
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('index.html'))
        .sort()
        .map((file) => [file, /<h1>([^<]*)/.exec(readFileSync(join(dir, file), 'utf8'))?.[1]]),
    );

  it("take over the kept release's, with the render's in place of theirs and none of pages that are gone", () => {
    const root = scratch('root');
    const release = scratch('new-release');
    // The published release's sources: a1 (kept), a2 (rendered again), a3 (removed since), its guide (rendered
    // again, now without marked content).
    write(join(root, 'old'), {
      'asociaciones/a1/index.html': searchSource(Buffer.from(body('A1 de ayer')))!.toString(),
      'asociaciones/a2/index.html': searchSource(Buffer.from(body('A2 de ayer')))!.toString(),
      'asociaciones/a3/index.html': searchSource(Buffer.from(body('A3 de ayer')))!.toString(),
      'va/associacions/a1/index.html': searchSource(Buffer.from(body('A1 d’ahir')))!.toString(),
      'recursos/index.html': searchSource(Buffer.from(body('Guía de ayer')))!.toString(),
    });
    write(join(root, 'older'), { 'asociaciones/a1/index.html': 'stale' });
    // This render's, at Astro's paths (Spanish words in every language).
    const rendered = scratch('rendered');
    writeSearchSource(rendered, 'asociaciones/a2/index.html', Buffer.from(body('A2 de hoy')));
    writeSearchSource(rendered, 'va/asociaciones/a4/index.html', Buffer.from(body('A4 d’avui')));
    // The new release: a1 kept, a2 and a4 rendered, the guide rendered without marked content, a page written
    // without a source (a5).
    write(release, {
      'asociaciones/a1/index.html': body('A1 de ayer'),
      'asociaciones/a2/index.html': body('A2 de hoy'),
      'asociaciones/a5/index.html': body('A5 sin fuente'),
      'va/associacions/a1/index.html': body('A1 d’ahir'),
      'va/associacions/a4/index.html': body('A4 d’avui'),
      'recursos/index.html': page({ main: '<h1>Guía</h1>' }),
      'index.html': page({ main: '<h1>Inicio</h1>' }),
    });
    const placed = placeSearchSources({
      release,
      pages: builtPages(release),
      languages: ['es', 'va'],
      rendered,
      root,
      buildId: 'new',
      previous: { buildId: 'old', kept: ['asociaciones/a1/index.html', 'va/associacions/a1/index.html'] },
    });
    expect(placed).toBe(join(root, 'new'));
    expect(sources(placed)).toEqual({
      'asociaciones/a1/index.html': 'A1 de ayer',
      'asociaciones/a2/index.html': 'A2 de hoy',
      'asociaciones/a5/index.html': 'A5 sin fuente',
      'va/associacions/a1/index.html': 'A1 d’ahir',
      'va/associacions/a4/index.html': 'A4 d’avui',
    });
    expect(existsSync(join(root, 'old'))).toBe(false);
  });

  it('are the render’s alone, at the language’s addresses, without a release to take over', () => {
    const root = scratch('root-first');
    const release = scratch('first-release');
    const rendered = scratch('rendered-first');
    writeSearchSource(rendered, 'va/asociaciones/a1/index.html', Buffer.from(body('A1')));
    write(release, { 'va/associacions/a1/index.html': body('A1') });
    const placed = placeSearchSources({ release, pages: builtPages(release), languages: ['es', 'va'], rendered, root, buildId: 'first' });
    expect(sources(placed)).toEqual({ 'va/associacions/a1/index.html': 'A1' });
    expect(existsSync(rendered)).toBe(false);
  });

  it('cut a kept page without a source from the release it is kept from, which the new one may not have linked yet', () => {
    const root = scratch('root-kept');
    const published = scratch('published');
    const release = scratch('release-unlinked');
    // The published release's sources are gone (a new cache); its kept page is still to be linked in.
    write(published, { 'va/associacions/a1/index.html': body('A1 publicada') });
    write(release, { 'asociaciones/a2/index.html': body('A2') });
    const kept = ['va/associacions/a1/index.html'];
    const placed = placeSearchSources({
      release,
      pages: withKeptPages(builtPages(release), kept),
      languages: ['es', 'va'],
      rendered: scratch('rendered-kept'),
      root,
      buildId: 'next',
      previous: { buildId: 'gone', kept },
      keptFrom: published,
    });
    expect(sources(placed)).toEqual({ 'asociaciones/a2/index.html': 'A2', 'va/associacions/a1/index.html': 'A1 publicada' });
  });
});
