/**
 * The cookie banner's behaviour in the page (src/browser/consent.ts): it never covers what has focus, it comes first
 * in the tab order, and either answer is kept on the device. The store's own rules are tests/unit/consent.test.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BANNER_HEIGHT_PROPERTY, startConsent } from '../../src/browser/consent.ts';
import { $consent, readConsent } from '../../src/stores/consent.ts';

const BANNER_HEIGHT = 212.4;

function mountBanner(): HTMLElement {
  document.body.innerHTML = `
    <section class="consent" aria-labelledby="consent-title" data-consent hidden>
      <h2 id="consent-title">Su privacidad</h2>
      <button type="button" data-consent-accept>Aceptar</button>
      <button type="button" data-consent-reject>Rechazar</button>
      <button type="button" data-consent-configure>Configuración</button>
    </section>
    <dialog data-consent-dialog data-unset="Sin decidir" data-accepted="Aceptado" data-rejected="Rechazado">
      <button type="button" data-consent-save>Guardar mi elección</button>
      <button type="button" data-consent-cancel>Cerrar</button>
    </dialog>`;
  const banner = document.querySelector<HTMLElement>('[data-consent]')!;
  // jsdom lays nothing out: the banner reports the height a phone would give it.
  banner.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 600, width: 375, height: BANNER_HEIGHT });
  return banner;
}

describe('the cookie banner', () => {
  beforeEach(() => {
    localStorage.clear();
    $consent.set(readConsent(localStorage));
  });
  afterEach(() => {
    document.documentElement.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    document.body.innerHTML = '';
  });

  it('pads the page’s scrolling by its height while it shows, so that what takes focus is scrolled clear of it', () => {
    const banner = mountBanner();
    startConsent();
    expect(banner.hidden).toBe(false);
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe('213px');
    const css = readFileSync(resolve(import.meta.dirname, '../../src/styles/global.css'), 'utf8');
    expect(css).toMatch(/html \{[^}]*scroll-padding-bottom: var\(--consent-height, 0px\)/);
    fireEvent.click(banner.querySelector('[data-consent-reject]')!);
    expect(banner.hidden).toBe(true);
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe('');
  });

  it('keeps a rejection on the device: the next tab does not show the banner', () => {
    mountBanner();
    startConsent();
    fireEvent.click(document.querySelector('[data-consent-reject]')!);
    sessionStorage.clear();
    $consent.set(readConsent(localStorage));
    const banner = mountBanner();
    startConsent();
    expect(banner.hidden).toBe(true);
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe('');
  });

  it('keeps an acceptance on the device too', () => {
    mountBanner();
    startConsent();
    fireEvent.click(document.querySelector('[data-consent-accept]')!);
    $consent.set(readConsent(localStorage));
    const banner = mountBanner();
    startConsent();
    expect(banner.hidden).toBe(true);
  });

  it('comes first in the page, before the skip link and the header, so that its buttons come first in the tab order', () => {
    const layout = readFileSync(resolve(import.meta.dirname, '../../src/layouts/Base.astro'), 'utf8');
    const body = layout.slice(layout.indexOf('<body>'));
    const banner = body.indexOf('<CookieConsent');
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(body.indexOf('class="skip-link"'));
    expect(banner).toBeLessThan(body.indexOf('<Header'));
  });
});
