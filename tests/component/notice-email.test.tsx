/**
 * The e-mail subscription of /avisos with script (src/browser/notice-email.ts, docs/notices.md "On the page"): the
 * form goes as the JSON call with every ticked topic, the neutral message shows, and whatever goes wrong the address
 * typed stays in its field; a message the page came back with without script stays shown.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../../src/api/client.ts';
import type { NoticeEmailApi } from '../../src/api/push.ts';
import { startNoticeEmailForm } from '../../src/browser/notice-email.ts';

function mount(): HTMLFormElement {
  document.body.innerHTML = `
    <form method="post" action="/api/alcantir/notices/email" data-notice-email data-realm="alcantir" data-lang="va" data-label-busy="Enviant…">
      <p id="suscripcion-pendiente" tabindex="-1" data-notice-email-outcome="pendiente">Si l'adreça és correcta…</p>
      <p id="suscripcion-error" tabindex="-1" data-notice-email-outcome="error">No hem pogut tramitar la subscripció.</p>
      <p tabindex="-1" data-notice-email-outcome="no-topic">Marque almenys un tema.</p>
      <p tabindex="-1" data-notice-email-outcome="offline">No hi ha connexió.</p>
      <p tabindex="-1" data-notice-email-outcome="later">Ara no podem atendre la subscripció.</p>
      <input type="email" name="email" />
      <input type="checkbox" name="topics" value="urgentes" checked />
      <input type="checkbox" name="topics" value="agenda" />
      <input type="checkbox" name="topics" value="farmacias" />
      <input type="hidden" name="language" value="va" />
      <button type="submit">Subscriure'm per correu</button>
    </form>`;
  return document.querySelector('form')!;
}

const shown = () => [...document.querySelectorAll<HTMLElement>('[data-notice-email-outcome][data-shown]')].map((e) => e.dataset.noticeEmailOutcome);
const address = () => document.querySelector<HTMLInputElement>('input[name="email"]')!;
const box = (topic: string) => document.querySelector<HTMLInputElement>(`input[value="${topic}"]`)!;

function fakeApi(answer: unknown): NoticeEmailApi & { subscribe: ReturnType<typeof vi.fn> } {
  return { subscribe: vi.fn(async () => answer) } as never;
}

async function send(form: HTMLFormElement, email: string) {
  address().value = email;
  fireEvent.submit(form);
  await waitFor(() => expect(form.querySelector('button')!.disabled).toBe(false));
}

describe('the e-mail subscription form with script', () => {
  afterEach(() => history.replaceState(null, '', '/va/avisos'));

  it('sends the address with every ticked topic in the page’s language and shows the neutral message', async () => {
    const form = mount();
    const api = fakeApi({ requested: true, httpStatus: 202 });
    startNoticeEmailForm(form, api);
    box('farmacias').checked = true;
    await send(form, '  marta@correo.es ');
    expect(api.subscribe).toHaveBeenCalledWith('marta@correo.es', ['urgentes', 'farmacias'], 'va');
    await waitFor(() => expect(shown()).toEqual(['pendiente']));
    expect(document.activeElement?.id).toBe('suscripcion-pendiente');
    expect(form.querySelector('button')!.textContent).toBe("Subscriure'm per correu");
  });

  it('asks for a topic before calling when none is ticked', async () => {
    const form = mount();
    const api = fakeApi({ requested: true, httpStatus: 202 });
    startNoticeEmailForm(form, api);
    box('urgentes').checked = false;
    await send(form, 'marta@correo.es');
    expect(api.subscribe).not.toHaveBeenCalled();
    expect(shown()).toEqual(['no-topic']);
    expect(address().value).toBe('marta@correo.es');
  });

  it.each([
    ['a refused address', { httpStatus: 400, errCode: 'invalid', err: 'Revise el correu.' }, 'error'],
    ['no connection', { error: true, status: 'network-error', httpStatus: 0, statusText: '', url: '', method: 'POST' } satisfies ApiFailure, 'offline'],
    ['too many tries', { httpStatus: 429, errCode: 'rate', err: 'Massa intents.' }, 'later'],
  ])('keeps the address typed after %s', async (_name, answer, outcome) => {
    const form = mount();
    startNoticeEmailForm(form, fakeApi(answer));
    await send(form, 'marta@correo');
    await waitFor(() => expect(shown()).toEqual([outcome]));
    expect(address().value).toBe('marta@correo');
  });

  it('keeps showing the message the page came back with from the form without script', () => {
    history.replaceState(null, '', '/va/avisos?suscripcion=error#suscripcion-error');
    const form = mount();
    startNoticeEmailForm(form, fakeApi({ requested: true }));
    expect(form.hasAttribute('data-enhanced')).toBe(true);
    expect(shown()).toEqual(['error']);
  });
});
