import { describe, expect, it } from 'vitest';
import { plainText, sanitize } from '../../../../src/domain/text/sanitize.ts';
import { HOSTILE_HTML } from '../../../fixtures/hostile-html.ts';

describe('ids in editors’ HTML', () => {
  it('are namespaced, so that an editor’s id="main" cannot capture the skip link or shadow a global', () => {
    expect(sanitize('<div id="main">x</div>')).toBe('<div id="uc-main">x</div>');
    expect(sanitize('<h1 id="t">T</h1>')).toBe('<h2 id="uc-t">T</h2>');
    expect(sanitize('<img src="https://ok.example/a.png" id="config">')).toBe('<img src="https://ok.example/a.png" id="uc-config" loading="lazy" alt="" />');
  });
  it('keep in-page links pointing at them', () => {
    expect(sanitize('<p><a href="#plazos">Plazos</a></p><h2 id="plazos">Plazos</h2>')).toBe(
      '<p><a href="#uc-plazos">Plazos</a></p><h2 id="uc-plazos">Plazos</h2>',
    );
  });
  it('leave elements without an id alone', () => expect(sanitize('<p lang="va">Hola</p>')).toBe('<p lang="va">Hola</p>'));
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
