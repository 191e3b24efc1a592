/** The frame's scroll-to-top button (src/browser/to-top.ts): shown past 120 px, never over a field being typed in. */
import { describe, expect, it } from 'vitest';
import { toTopHidden } from '../../src/browser/to-top.ts';

const element = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild;
};

describe('the scroll-to-top button', () => {
  it('shows once the page is scrolled past 120 px, and not before', () => {
    expect(toTopHidden(0, document.body)).toBe(true);
    expect(toTopHidden(120, document.body)).toBe(true);
    expect(toTopHidden(121, document.body)).toBe(false);
  });

  it('hides while a field is typed in or chosen from, which at 375 px it would cover', () => {
    for (const html of ['<input type="text">', '<input>', '<input type="email">', '<input type="date">', '<textarea></textarea>', '<select></select>']) {
      expect(toTopHidden(900, element(html)), html).toBe(true);
    }
  });

  it('stays for buttons, checkboxes, radios and links, which it does not hide behind', () => {
    for (const html of ['<button>Enviar</button>', '<input type="checkbox">', '<input type="radio">', '<input type="submit">', '<a href="#">x</a>']) {
      expect(toTopHidden(900, element(html)), html).toBe(false);
    }
  });
});
