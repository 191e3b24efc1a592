/**
 * The notices' inbox with script (src/browser/notice-inbox.ts, docs/notices.md "On the device"): a notice that ended
 * after the build moves to the past ones, new notices are marked, a citizen saves or hides one, and the marks go to
 * the device's storage only with consent to device storage (otherwise the tab's). The banner hides itself once its
 * notice has ended by the device's clock.
 */
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hideEndedBanners, startNoticeInbox } from '../../src/browser/notice-inbox.ts';
import { $consent } from '../../src/stores/consent.ts';
import { NOTICE_MARK_KEYS } from '../../src/stores/notice-marks.ts';

const NOW = Date.parse('2026-12-03T10:00:00+01:00');

const item = (slug: string, until?: string) => `
  <li data-notice="${slug}" ${until ? `data-until="${until}"` : ''}>
    <article><p><span class="notice-past-mark" hidden>Finalizado</span><span hidden data-notice-new>Nuevo</span></p>
    <h3><a href="/avisos/${slug}">${slug}</a></h3><div data-notice-actions hidden></div></article>
  </li>`;

function mount(): HTMLElement {
  document.body.innerHTML = `
    <div data-notice-inbox="alcantir" data-label-save="Guardar" data-label-saved="Guardado" data-label-hide="Ocultar"
      data-label-show-hidden="Mostrar los avisos ocultos ({count})">
      <ul data-notice-list="current">${item('lluvias', '2026-12-05T23:59:00+01:00')}${item('agua', '2026-12-03T09:00:00+01:00')}${item('fiestas')}</ul>
      <p data-notice-hidden-note hidden></p>
      <ul data-notice-list="past" hidden></ul><p data-notice-none-past>No hay avisos finalizados.</p>
    </div>`;
  return document.querySelector<HTMLElement>('[data-notice-inbox]')!;
}

const slugsIn = (list: string) => [...document.querySelectorAll<HTMLElement>(`[data-notice-list="${list}"] [data-notice]`)].map((e) => e.dataset.notice);
const isNew = (slug: string) => !document.querySelector<HTMLElement>(`[data-notice="${slug}"] [data-notice-new]`)!.hidden;
const buttonOf = (slug: string, name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>(`[data-notice="${slug}"] button`)].find((b) => b.textContent === name)!;

describe('the notices’ inbox with script', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => $consent.set({ state: 'undecided', proposals: {} }));

  it('moves a notice that ended after the build to the past ones, marked, and marks the others new', () => {
    startNoticeInbox(mount(), NOW);
    expect(slugsIn('current')).toEqual(['lluvias', 'fiestas']);
    expect(slugsIn('past')).toEqual(['agua']);
    expect(document.querySelector<HTMLElement>('[data-notice="agua"] .notice-past-mark')!.hidden).toBe(false);
    expect(document.querySelector('[data-notice-none-past]')).toBeNull();
    expect([isNew('lluvias'), isNew('fiestas'), isNew('agua')]).toEqual([true, true, false]);
  });

  it('without consent keeps the marks in the tab only, and a notice seen once is not new again', () => {
    startNoticeInbox(mount(), NOW);
    expect(localStorage.length).toBe(0);
    expect(JSON.parse(sessionStorage.getItem(NOTICE_MARK_KEYS.seen)!)).toEqual({ alcantir: ['lluvias', 'agua', 'fiestas'] });
    startNoticeInbox(mount(), NOW);
    expect(isNew('lluvias')).toBe(false);
  });

  it('with consent to device storage saves and hides on the device, and brings hidden notices back', () => {
    $consent.set({ state: 'accepted', proposals: { deviceStorage: true, preciseGeolocation: true, deviceFingerprinting: true } });
    startNoticeInbox(mount(), NOW);
    const save = buttonOf('fiestas', 'Guardar');
    fireEvent.click(save);
    expect(save.getAttribute('aria-pressed')).toBe('true');
    expect(save.textContent).toBe('Guardado');
    expect(JSON.parse(localStorage.getItem(NOTICE_MARK_KEYS.saved)!)).toEqual({ alcantir: ['fiestas'] });

    fireEvent.click(buttonOf('lluvias', 'Ocultar'));
    expect(document.querySelector<HTMLElement>('[data-notice="lluvias"]')!.hidden).toBe(true);
    const note = document.querySelector<HTMLElement>('[data-notice-hidden-note]')!;
    expect(note.hidden).toBe(false);
    expect(note.textContent).toBe('Mostrar los avisos ocultos (1)');
    expect(document.activeElement).toBe(note.querySelector('button'));

    // The next visit finds them as they were left.
    startNoticeInbox(mount(), NOW);
    expect(document.querySelector<HTMLElement>('[data-notice="lluvias"]')!.hidden).toBe(true);
    expect(buttonOf('fiestas', 'Guardado').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(document.querySelector<HTMLButtonElement>('[data-notice-hidden-note] button')!);
    expect(document.querySelector<HTMLElement>('[data-notice="lluvias"]')!.hidden).toBe(false);
    expect(JSON.parse(localStorage.getItem(NOTICE_MARK_KEYS.deleted)!)).toEqual({});
  });

  it('hides the home page’s banner once its notice has ended by the device’s clock', () => {
    document.body.innerHTML = `<section data-urgent-notice data-until="2026-12-05T23:59:00+01:00">Aviso urgente</section>`;
    const banner = document.querySelector<HTMLElement>('[data-urgent-notice]')!;
    hideEndedBanners(document, Date.parse('2026-12-05T23:58:59+01:00'));
    expect(banner.hidden).toBe(false);
    hideEndedBanners(document, Date.parse('2026-12-05T23:59:00+01:00'));
    expect(banner.hidden).toBe(true);
  });
});
