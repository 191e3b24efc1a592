import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { PaymentAnswer } from '../../../src/api/payments.ts';
import { ok, type ApiAnswer } from '../../../src/islands/examples.ts';
import { DRAFT_KEY, type Draft } from '../../../src/islands/RequestForm/draft.ts';
import { FOLLOW_LINK_GUARD_MS } from '../../../src/islands/RequestForm/FollowUpLink.tsx';
import RequestForm from '../../../src/islands/RequestForm/RequestForm.tsx';
import { requestFormExamples as examples } from '../../../src/islands/RequestForm/RequestForm.examples.ts';
import { bringNearScreen } from '../support/viewport.ts';
import { renderExample } from '../support/examples.tsx';

describe('the request form, driven as a citizen would', () => {
  test('keeps what was typed at once when the page goes, so a citizen who leaves to sign in finds it on coming back', async () => {
    const { screen, user } = await renderExample(RequestForm, examples.profileIncomplete);
    await user.type(await screen.findByRole('textbox', { name: /Nombre de la asociación/ }), 'Coral');
    // Before the draft's usual pause after typing has passed: the page is going now.
    window.dispatchEvent(new Event('pagehide'));
    const saved = (JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, Draft>)['alcantir/subvenciones'];
    expect(saved?.values.entidad).toBe('Coral');
  });

  test('after the API could not be reached, Reintentar loads the form', async () => {
    const { screen, user } = await renderExample(RequestForm, examples.unreachable);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Incidencia' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('each link of the error summary moves focus to its field, and a field filled in there leaves the summary', async () => {
    const { screen, user } = await renderExample(RequestForm, examples.errorSummary);
    const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
    await user.click(within(summary).getByRole('link', { name: 'Por favor, rellene el campo Descripción' }));
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Por favor, rellene el campo Tipo de incidencia' }));
    expect(screen.getByRole('combobox', { name: 'Tipo de incidencia' })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: /Política de privacidad/ }));
    expect(screen.getByRole('checkbox', { name: 'He leído y acepto las Condiciones y Política de privacidad' })).toHaveFocus();

    const description = screen.getByRole('textbox', { name: 'Descripción' });
    await user.type(description, 'Contenedor desbordado junto al mercado.');
    // The summary took focus when it appeared, not again while the citizen corrects what it lists.
    expect(description).toHaveFocus();
    expect(description).toHaveValue('Contenedor desbordado junto al mercado.');
    expect(description).toBeValid();
    expect(within(summary).queryByRole('link', { name: 'Por favor, rellene el campo Descripción' })).toBeNull();
  });

  test('ticking the privacy box once told to takes its error away, from the box and the summary', async () => {
    const { screen, user } = await renderExample(RequestForm, examples.errorSummary);
    const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
    const box = screen.getByRole('checkbox', { name: 'He leído y acepto las Condiciones y Política de privacidad' });
    expect(box).toBeInvalid();
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toBeValid();
    expect(box).not.toHaveAccessibleDescription(/Política de privacidad/);
    expect(box).toHaveFocus();
    expect(within(summary).queryByRole('link', { name: /Política de privacidad/ })).toBeNull();
  });

  test('picking a suggested street with the keyboard fills the field and places the address on the map', async () => {
    const { screen, user, api } = await renderExample(RequestForm, examples.streetSuggestions);
    const street = screen.getByRole('combobox', { name: 'Calle' });
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    expect(street).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Calle Abadia/ }).id);
    await user.keyboard('{Enter}');
    expect(street).toHaveValue('Calle Abadia');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Número' }), '12');
    await user.tab();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.key === 'GET /api/alcantir/geocode').map((c) => c.query.get('address'))).toEqual(['Calle Abadia', 'Calle Abadia, 12']),
    );
  });

  test('Siguiente checks the page before moving on, and Anterior goes back with what was typed', async () => {
    const { screen, user } = await renderExample(RequestForm, examples.censusChecked);
    await screen.findByText('Datos comprobados en el censo.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Por favor, rellene el campo Nombre de la asociación',
      'Por favor, rellene el campo Código de la convocatoria',
      'Grupo requerido Contacto de la asociación',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 1 de 3: Entidad' })).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Nombre de la asociación' }), 'Coral Santa Cecilia');
    // A key field keeps only a value of its list, in capitals, once the citizen leaves it.
    await user.type(screen.getByRole('textbox', { name: 'Código de la convocatoria' }), 'sub-cul-2027');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono de la asociación' }), '962 000 111');
    expect(screen.getByRole('textbox', { name: 'Código de la convocatoria' })).toHaveValue('SUB-CUL-2027');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 2 de 3: Proyecto' })).toHaveFocus();
    expect(screen.queryByRole('alert', { name: 'Revise estos datos' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 1 de 3: Entidad' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nombre de la asociación' })).toHaveValue('Coral Santa Cecilia');
    expect(screen.getByText('Datos comprobados en el censo.')).toBeVisible();
  });

  test('a step further on, past a page with errors, stops there with the summary focused, even after the current step was clicked', async () => {
    const { screen, user } = await renderExample(RequestForm, examples.censusChecked);
    await screen.findByText('Datos comprobados en el censo.');
    await user.type(screen.getByRole('textbox', { name: 'Nombre de la asociación' }), 'Coral Santa Cecilia');
    await user.type(screen.getByRole('textbox', { name: 'Código de la convocatoria' }), 'sub-cul-2027');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono de la asociación' }), '962 000 111');
    const steps = screen.getAllByRole('navigation').find((nav) => nav.classList.contains('rf-steps'))!;
    // The step the citizen is on: nothing to move to, and nothing left over for the next move.
    await user.click(within(steps).getByRole('button', { name: 'Entidad' }));
    await user.click(within(steps).getByRole('button', { name: 'Documentación' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 2 de 3: Proyecto' })).toBeVisible();
    expect(await screen.findByRole('alert', { name: 'Revise estos datos' })).toHaveFocus();
  });

  test('a document attached is uploaded once and listed with its size, and can be removed', async () => {
    const { screen, user, api } = await renderExample(RequestForm, examples.documentsAttached);
    const files = await screen.findByRole('group', { name: 'Presupuesto y memoria' });
    await user.upload(
      within(files).getByLabelText('Añadir archivos'),
      new File(['Presupuesto: 1.500,50 euros\nSonido: 600\nCartelería: 300\n'], 'presupuesto.txt', { type: 'text/plain' }),
    );
    expect(await within(files).findByRole('listitem')).toHaveTextContent(/^presupuesto\.txt \(1 KB\)/);
    const uploads = api.calls.filter((c) => c.key === 'POST /api/alcantir/subvenciones/assets2');
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.body as FormData).get('field')).toBe('files');
    await user.click(within(files).getByRole('button', { name: 'Quitar presupuesto.txt' }));
    expect(within(files).queryByRole('listitem')).toBeNull();
  });

  test('a file of a type the field does not take is refused before any upload', async () => {
    const { screen, api } = await renderExample(RequestForm, examples.documentsAttached);
    const files = await screen.findByRole('group', { name: 'Presupuesto y memoria' });
    // The input's accept list is a hint to the file chooser: "all files" in the chooser can still bring anything.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(within(files).getByLabelText('Añadir archivos'), new File(['MZ'], 'programa.exe'));
    expect(await within(files).findByText('programa.exe: solo se admiten archivos Word, Excel, texto, PDF.')).toHaveTextContent(/^Error: ?programa/);
    expect(api.calls.filter((c) => c.key.endsWith('/assets2'))).toHaveLength(0);
  });

  test('a double click on Enviar sends one request, and closing the success dialog tells the page', async () => {
    const { screen, user, api, view } = await renderExample(RequestForm, examples.sent);
    const done = vi.fn();
    view.container.addEventListener('request:done', (event) => done((event as CustomEvent).detail));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud enviada correctamente' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() =>
      expect(done).toHaveBeenCalledWith({ _id: '66b0f9e8d7c6b5a4f3e2d1c0', iid: 1042, reference: 'ALC-2026-7KX4-M9QP', mailbox: 'incidencias' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Referencia de su solicitud: ALC-2026-7KX4-M9QP. Guárdela para consultar su estado.').parentElement).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Enviar otra solicitud' }));
    expect(await screen.findByRole('textbox', { name: 'Descripción' })).toHaveValue('');
    expect(api.calls.filter((c) => c.key.endsWith('/create'))).toHaveLength(1);
  });

  test('the incidence form asks for the address once: its map, once loaded, links to the street field instead of a box of its own', async () => {
    const { screen, view } = await renderExample(RequestForm, examples.incidenceEmpty);
    await screen.findByRole('combobox', { name: 'Calle' });
    act(() => view.container.querySelectorAll('.rf-field').forEach(bringNearScreen));
    const link = await screen.findByRole('link', { name: 'El mapa se sitúa en la calle que indique en «Calle».' });
    expect(link).toHaveAttribute('href', '#rf-address');
    expect(screen.queryByRole('textbox', { name: 'Dirección' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buscar en el mapa' })).toBeNull();
  });

  test('once sent, the confirmation behind the dialog is brought into view: the page does not stay scrolled to its footer', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { screen } = await renderExample(RequestForm, examples.sent);
    await screen.findByRole('dialog', { name: 'Solicitud enviada correctamente' });
    const confirmation = document.querySelector('.rf-sent');
    expect(confirmation).not.toBeNull();
    expect(scrolled.mock.contexts).toContain(confirmation);
    scrolled.mockRestore();
  });

  test('the success dialog’s link does not take a tap that started before it opened (a double tap on Enviar)', async () => {
    // The clock stands still unless moved: the dialog opens at this moment and stays "just opened" until then.
    const { screen } = await renderExample(RequestForm, { ...examples.sent, now: '2026-11-26T10:00:00.000Z' });
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud enviada correctamente' });
    const link = within(dialog).getByRole('link', { name: 'Consultar mi solicitud' });
    // Whether the island let the click through, seen after it (and then stopped, as jsdom does not navigate).
    const followed: boolean[] = [];
    const watch = (event: MouseEvent) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', watch);
    try {
      fireEvent.click(link);
      vi.setSystemTime(Date.now() + FOLLOW_LINK_GUARD_MS - 1);
      fireEvent.click(link);
      vi.setSystemTime(Date.now() + 1);
      fireEvent.click(link);
    } finally {
      window.removeEventListener('click', watch);
    }
    expect(followed).toEqual([false, false, true]);
    expect(screen.getByRole('dialog', { name: 'Solicitud enviada correctamente' })).toBeVisible();
  });

  test('sending twice in a row creates one request', async () => {
    const { screen, user, api } = await renderExample(RequestForm, { ...examples.sent, play: undefined });
    await user.type(await screen.findByRole('textbox', { name: 'Resultado de la operación' }), '7');
    const answered = Promise.withResolvers<void>();
    const create = api.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/create')) await answered.promise;
      return create(input, init);
    });
    await user.dblClick(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getByRole('button', { name: 'Enviando la solicitud…' })).toHaveAttribute('aria-disabled', 'true');
    answered.resolve();
    expect(await screen.findByRole('dialog', { name: 'Solicitud enviada correctamente' })).toBeVisible();
    expect(api.calls.filter((c) => c.key.endsWith('/create'))).toHaveLength(1);
  });

  test("an amount below the donation's minimum is refused before the gateway opens", async () => {
    const open = vi.spyOn(window, 'open');
    const { screen, user, api } = await renderExample(RequestForm, examples.donationAmount);
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Pep');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'pep@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Importe que va a pagar (€)' }), '2,50');
    await user.click(screen.getByRole('button', { name: /^Pagar y enviar 2,50\s€$/ }));
    expect(screen.getByRole('textbox', { name: 'Importe que va a pagar (€)' })).toHaveAccessibleDescription(/El importe mínimo es 5,00\s€\./);
    expect(open).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.key.includes('/checkout') || c.key.includes('/payments'))).toHaveLength(0);
  });

  test('an incomplete booking opens no gateway and starts no payment: the summary says what is missing', async () => {
    const open = vi.spyOn(window, 'open');
    const { screen, user, api } = await renderExample(RequestForm, examples.bookingBeforePayment);
    await user.click(await screen.findByRole('button', { name: /^Pagar y enviar 20,00\s€$/ }));
    const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
    expect(within(summary).getByRole('link', { name: 'Por favor, rellene el campo Sala' })).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.key.includes('/checkout'))).toHaveLength(0);
  });

  test('paying with the pop-up blocked sends the request with its payment once, and offers to open the gateway again', async () => {
    // The browser's pop-up blocker: window.open gives nothing back.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const pending: PaymentAnswer = {
      _id: '66b0e4a1c2d3e4f5a6b7c8d9',
      token: 'tok-8f2a91',
      status: 'pending',
      amount: 20,
      followUpKey: 'Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_',
    };
    const { screen, user, api } = await renderExample(RequestForm, {
      ...examples.bookingReady,
      api: {
        ...examples.bookingReady.api,
        'POST /api/alcantir/requests/reservas/checkout': ok<PaymentAnswer>(pending),
        'GET /api/alcantir/payments/66b0e4a1c2d3e4f5a6b7c8d9': ok<PaymentAnswer>({ status: 'pending', amount: 20 }),
      },
    });
    await user.dblClick(await screen.findByRole('button', { name: /^Pagar y enviar 20,00\s€$/ }));
    expect(await screen.findByRole('button', { name: 'Abrir de nuevo la pasarela de pago' })).toBeVisible();
    const sent = api.calls.filter((c) => c.key === 'POST /api/alcantir/requests/reservas/checkout');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      amount: 20,
      concept: 'Reserva de sala municipal',
      request: { extra: { sala: 'centro-civico', inicio: '2026-12-18T18:00:00+01:00' }, body: 'Ensayo abierto de la coral.', privacyAccepted: true },
    });
    expect(sent[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    const gateway = new URL(String(open.mock.calls.at(-1)![0]), 'http://alcantir.localhost');
    expect(gateway.pathname).toBe('/api/payments/gateway');
    expect(Object.fromEntries(gateway.searchParams)).toMatchObject({ token: 'tok-8f2a91', realm: 'alcantir', lang: 'es' });
    // The payment and the key of the request to come are on the device before anything else can happen.
    expect(sessionStorage.getItem('form autocomplete')).toContain('Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_');
  });

  test('after a refused payment, Volver a intentar pays and sends again with a new payment', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const again: PaymentAnswer = { _id: '66b0e4a1c2d3e4f5a6b7c8e0', token: 'tok-9b3c02', status: 'pending', amount: 20 };
    const { screen, user, api } = await renderExample(RequestForm, {
      ...examples.bookingRefused,
      api: {
        ...examples.bookingRefused.api,
        'POST /api/alcantir/requests/reservas/checkout': ok<PaymentAnswer>(again),
        'GET /api/alcantir/payments/66b0e4a1c2d3e4f5a6b7c8e0': ok<PaymentAnswer>({ status: 'pending', amount: 20 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Volver a intentar' }));
    expect(await screen.findByRole('button', { name: 'Abrir de nuevo la pasarela de pago' })).toBeVisible();
    const [retry] = api.calls.filter((c) => c.key === 'POST /api/alcantir/requests/reservas/checkout');
    expect(retry!.headers.get('Idempotency-Key')).not.toBe('0b6f1c2e-7d0a-4c47-9f5e-2a1b3c4d5e6f');
  });

  test('while the gateway decides, the form cannot change, and a confirmed payment is saved at once', async () => {
    const status = 'GET /api/alcantir/payments/66b0e4a1c2d3e4f5a6b7c8d9';
    const { screen, user, api } = await renderExample(RequestForm, {
      ...examples.bookingWaitingForGateway,
      api: {
        ...examples.bookingWaitingForGateway.api,
        [status]: [ok<PaymentAnswer>({ status: 'pending', amount: 20 }), ok<PaymentAnswer>({ status: 'pay', amount: 20 })],
      },
    });
    const activity = await screen.findByRole('textbox', { name: 'Actividad' });
    await waitFor(() => expect(api.calls.filter((c) => c.key === status)).toHaveLength(1));
    // The request is on the server as it was when the payment started: typing changes nothing.
    await user.type(activity, ' Con público.');
    expect(activity).toHaveValue('Ensayo abierto de la coral.');
    // The citizen comes back from the gateway's window: this one regains focus and asks the status again.
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('Pago completado.')).toBeVisible();
    // Read before the form's own autosave (300 ms later): what the payment saved at once.
    const saved = (JSON.parse(sessionStorage.getItem(DRAFT_KEY)!) as Record<string, Draft>)['alcantir/reservas']!;
    expect(saved.payment?.status).toBe('pay');
    expect(saved.values.body).toBe('Ensayo abierto de la coral.');
  });

  test('the operation in words, asked after the shown one expired, brings a new work: the request carries that one', async () => {
    const captcha = 'GET /api/alcantir/requests/captcha';
    const shown = (examples.captchaAsText.api[captcha] as ApiAnswer[])[0]!;
    // The server made a new operation for the words (the shown one had expired): another salt, hiding 3.
    const renewed = {
      algorithm: 'SHA-256',
      salt: 'c0ffee00c0ffee00c0ffee01.1790000000000',
      challenge: '747587c40551b05bf2ab9fadc6b10196f291e58e11ef346741548714ac2f2837',
      maxNumber: 40,
      signature: 'cmVuZXdlZA',
    };
    const { screen, user, api } = await renderExample(RequestForm, {
      ...examples.captchaAsText,
      api: {
        ...examples.captchaAsText.api,
        [captcha]: [shown, ok({ question: '¿Cuánto es treinta y uno más dos?', work: renewed })],
        'POST /api/alcantir/requests/incidencias/create': ok({ _id: '66b0f9e8d7c6b5a4f3e2d1c0', iid: 1042, reference: 'ALC-2026-7KX4-M9QP' }),
      },
      device: examples.sent.device,
    });
    // The example's citizen asked for the words.
    expect(await screen.findByText('¿Cuánto es treinta y uno más dos?')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Resultado de la operación' }), '33');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('dialog', { name: 'Solicitud enviada correctamente' })).toBeVisible();
    const [sent] = api.calls.filter((c) => c.key === 'POST /api/alcantir/requests/incidencias/create');
    expect(sent!.body).toMatchObject({ captcha: '33', captchaWork: { salt: renewed.salt, number: 3, signature: 'cmVuZXdlZA' } });
  });

  test('a number is kept as typed, in Spanish ("2.000", "1.500,50"), and one outside the range is told, never cleared nor capped', async () => {
    const { screen, user } = await renderExample(RequestForm, examples.subsidySecondPage);
    await user.type(await screen.findByRole('textbox', { name: /Nombre del proyecto/ }), 'Tallers de percussió');
    await user.type(screen.getByRole('textbox', { name: /Descripción del proyecto/ }), 'Tallers oberts per a joves.');
    const amount = screen.getByRole('textbox', { name: /Importe solicitado/ });
    await user.type(amount, '2.000');
    expect(amount).toHaveValue('2.000');
    await user.tab();
    expect(amount).toHaveValue('2.000');

    for (const typed of ['7000', '6.500', '50']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.tab();
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      const summary = await screen.findByRole('alert', { name: 'Revise estos datos' });
      expect(summary, typed).toHaveTextContent('Por favor, escriba en el campo Importe solicitado (€) un número entre 100 y 6000.');
      expect(amount, typed).toHaveValue(typed);
      expect(amount).toHaveAccessibleDescription(/un número entre 100 y 6000\./);
    }

    await user.clear(amount);
    await user.type(amount, '1.500,50');
    await user.tab();
    expect(amount).toHaveValue('1.500,50');
    // The project's first day (a date input: jsdom has no picker to type into).
    fireEvent.change(screen.getByLabelText(/^Fecha de inicio del proyecto/), { target: { value: '2027-04-15' } });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Paso 3 de 3: Documentación' })).toBeVisible();
  });
});
