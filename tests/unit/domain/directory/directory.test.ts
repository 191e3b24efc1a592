import { describe, expect, it } from 'vitest';
import { prepare, search, type IndexEntry } from '../../../../src/domain/search/search.ts';
import { galleryColumns, wrapIndex } from '../../../../src/domain/content/gallery.ts';
import { plainText, sanitize } from '../../../../src/domain/text/sanitize.ts';
import { directoryRows, fileSlug } from '../../../../src/domain/directory/directory.ts';
import { describeFile } from '../../../../src/domain/content/files.ts';
import type { Association } from '../../../../src/schemas/association.ts';
import { HOSTILE_HTML } from '../../../fixtures/hostile-html.ts';

const index: IndexEntry[] = [
  ['1', 'Col·lectiu Ecologista Riu Clariano', 'Medi ambient'],
  ['2', 'Unión Musical de Alcantir', 'Musicales'],
  ['3', 'Ágora Joven', 'Juvenil'],
  ['4', 'Asociación de Jubilados y Pensionistas San José', 'Jubilados-pensionistas'],
  ['5', 'Club de Atletismo Alcantir Corre', 'Deportiva'],
  ['6', 'Banda Joven de Música', 'Musicales'],
];
const items = prepare(index);
const ids = (query: string) => search(items, query).results.map((r) => r.id);

describe('directory search', () => {
  it('ignores case and accents', () => {
    expect(ids('AGORA')).toEqual(['3']);
    expect(ids('union musical')).toEqual(['2']);
  });
  it('ignores the middle dot: collectiu finds Col·lectiu, and col·lectiu finds it too', () => {
    expect(ids('collectiu')).toEqual(['1']);
    expect(ids('col·lectiu')).toEqual(['1']);
  });
  it('needs every word of the query, in any order', () => {
    expect(ids('alcantir musical')).toEqual(['2']);
    expect(ids('jose jubilados')).toEqual(['4']);
    expect(ids('alcantir teatro')).toEqual([]);
  });
  it('matches the category too', () => expect(ids('deportiva')).toEqual(['5']));
  it('puts titles that start with the query first', () => {
    expect(ids('joven')).toEqual(['3', '6']);
    expect(ids('banda')).toEqual(['6']);
    expect(search(items, 'jove').results[0]!.id).toBe('3');
  });
  it('counts all matches but returns at most the limit', () => {
    const many = prepare(Array.from({ length: 50 }, (_, i) => [`${i}`, `Asociación ${i}`, ''] as IndexEntry));
    const { total, results } = search(many, 'asociacion', 10);
    expect(total).toBe(50);
    expect(results).toHaveLength(10);
  });
  it('returns nothing for an empty or punctuation-only query', () => {
    expect(search(items, '   ').total).toBe(0);
    expect(search(items, '·').total).toBe(0);
  });
});

describe('gallery', () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 2],
    [5, 2],
    [6, 3],
    [7, 3],
    [8, 4],
    [9, 3],
    [10, 4],
    [20, 4],
  ])('%i images → %i columns', (count, columns) => {
    expect(galleryColumns(count)).toBe(columns);
  });
  it('wraps around both ends', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });
});

describe('sanitising editor HTML', () => {
  it.each(HOSTILE_HTML.map((html) => [html]))('neutralises %s', (html) => {
    const clean = sanitize(html);
    expect(clean).not.toMatch(
      /<(script|iframe|object|embed|form|input|button|select|style|link|meta|base|svg|math|textarea|template|frameset|applet|portal|xmp|noscript|plaintext|set|animate|use)\b/i,
    );
    // Only what is inside a tag can run; escaped text (&lt;img onerror=…&gt;) is just text.
    expect(clean).not.toMatch(/<[^>]*\s(on\w+|style)\s*=/i);
    expect(clean).not.toMatch(/(href|src|srcset|action|formaction|background)\s*=\s*"?\s*(javascript|data|vbscript):/i);
    expect(clean).not.toMatch(/href="\/\//i);
  });
  it('has over 100 hostile inputs', () => expect(HOSTILE_HTML.length).toBeGreaterThanOrEqual(100));
  it('keeps ordinary structure and safe links', () => {
    expect(sanitize('<h2>Estatutos</h2><p>Ver <a href="https://dogv.gva.es/x">el DOGV</a> y <strong>firmar</strong>.</p><ul><li>uno</li></ul>')).toBe(
      '<h2>Estatutos</h2><p>Ver <a href="https://dogv.gva.es/x" rel="noopener noreferrer">el DOGV</a> y <strong>firmar</strong>.</p><ul><li>uno</li></ul>',
    );
    expect(sanitize('<a href="mailto:info@example.es">mail</a>')).toBe('<a href="mailto:info@example.es">mail</a>');
  });
  it('turns an h1 into an h2: the page has its own h1', () => expect(sanitize('<h1>Título</h1>')).toBe('<h2>Título</h2>'));
  it('gives plain text for descriptions', () => expect(plainText('<p>Hola <b>món</b> &amp; més</p><script>x</script>')).toBe('Hola món & més'));
});

describe('the directory spreadsheet and files', () => {
  const association = (over: Partial<Association>): Association =>
    ({
      _id: 'x',
      title: 't',
      nodeTypes: [],
      telephones: [],
      emails: [],
      revisions: [],
      ...over,
    }) as Association;
  it('has one row per association with name, subtypes, address, phones and e-mails, sorted by title', () => {
    const rows = directoryRows(
      [
        association({
          _id: 'b',
          title: { es: 'Banda', va: 'Banda' },
          nodeTypes: ['Musicales', 'Cultural'],
          address: { street: 'C/ Major, 1', zipCode: '46890', city: 'Alcantir', province: 'Valencia' },
          telephones: [{ value: '962 000 000' }, { value: '600 000 000' }],
          emails: [{ uri: 'mailto:b@x.es' }],
        }),
        association({ _id: 'a', title: 'Ágora' }),
      ],
      'es',
    );
    expect(rows).toEqual([
      ['Ágora', '', '', '', ''],
      ['Banda', 'Musicales, Cultural', 'C/ Major, 1, 46890 Alcantir, Valencia', '962 000 000, 600 000 000', 'b@x.es'],
    ]);
  });
  it('names files with a safe slug', () => expect(fileSlug("Associacions de La Vall d'Uixó")).toBe('associacions-de-la-vall-d-uixo'));
  it('describes a file with its type and size', () => {
    expect(describeFile({ file: 'a001-estatutos.pdf', name: 'Estatutos.pdf', size: 123456 }, 'es-ES')).toEqual({
      name: 'Estatutos.pdf',
      type: 'PDF',
      size: '123 kB',
    });
    expect(describeFile('hoja.docx', 'es-ES')).toEqual({ name: 'hoja.docx', type: 'Word', size: '' });
  });
});
