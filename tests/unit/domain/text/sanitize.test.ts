import { describe, expect, it } from 'vitest';
import { sanitize } from '../../../../src/domain/text/sanitize.ts';

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
