import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import AppointmentBooking from '../../src/islands/AppointmentBooking/AppointmentBooking.tsx';
import { appointmentBookingExamples as examples } from '../../src/islands/AppointmentBooking/AppointmentBooking.examples.ts';
import { renderExample, testEveryExample, type RenderedExample } from './support/examples.tsx';

const booking = (api: RenderedExample['api']) => api.calls.filter((c) => c.key === 'POST /api/alcantir/citaprevia/appointments');
const hold = (api: RenderedExample['api']) => api.calls.filter((c) => c.key === 'POST /api/alcantir/citaprevia/holds');

/** What Lucía typed is all still there. */
function expectTyped({ screen }: RenderedExample) {
  expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
  expect(screen.getByLabelText('Apellidos')).toHaveValue('Ferrer Soler');
  expect(screen.getByLabelText('DNI o NIE')).toHaveValue('12345678z');
  expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@example.org');
}

describe('the booking island, in each of its examples', () => {
  testEveryExample(AppointmentBooking, examples, {
    days: async ({ screen }) => {
      const list = (await screen.findByRole('heading', { name: 'Elija el día' })).parentElement!;
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['lunes, 30 de noviembre, 1 hueco libre', 'jueves, 3 de diciembre, 12 huecos libres']);
      // The office is preselected: no office step.
      expect(screen.queryByRole('heading', { name: 'Elija la oficina' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Primer hueco libre' })).toBeVisible();
      expect(screen.getByText('El lunes, 30 de noviembre a las 09:00, Oficina de Atención Ciudadana (OAC).')).toBeVisible();
    },
    offices: async ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'Elija la oficina' })).toBeVisible();
      expect(screen.getByRole('button', { name: /Centro Social Municipal/ })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: /Oficina de Atención Ciudadana/ })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('button', { name: /Centro Social Municipal Calle Doctor Fleming, 12, 46890 Alcantir/ })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Centro Social Municipal: elija el día' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'miércoles, 2 de diciembre, 4 huecos libres' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /jueves, 3 de diciembre/ })).toBeNull();
    },
    times: async ({ screen }) => {
      expect(screen.getByRole('button', { name: 'jueves, 3 de diciembre, 12 huecos libres' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('heading', { name: 'Elija la hora del jueves, 3 de diciembre' })).toHaveFocus();
      expect(await screen.findByRole('button', { name: '09:30' })).toBeVisible();
      expect(screen.getByRole('button', { name: '11:00' })).toBeVisible();
    },
    held: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { name: 'Sus datos' })).toHaveFocus();
      expect(
        screen.getByText(
          'Le guardamos esta hora hasta las 10:10 mientras rellena sus datos: jueves, 3 de diciembre de 2026 a las 09:30, Oficina de Atención Ciudadana (OAC).',
        ),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: '09:30' })).toHaveAttribute('aria-pressed', 'true');
      expect(hold(api).map((c) => c.body)).toEqual([
        { service: '6650b1000000000000000002', office: '6650b2000000000000000001', startsAt: '2026-12-03T09:30:00+01:00' },
      ]);
      expect(await screen.findByRole('img', { name: 'Operación aritmética que debe resolver' })).toBeVisible();
      expect(screen.getByLabelText('Nombre')).toHaveValue('');
    },
    signedIn: async ({ screen }) => {
      await screen.findByRole('heading', { name: 'Sus datos' });
      expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
      expect(screen.getByLabelText('Apellidos')).toHaveValue('Ferrer Soler');
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@example.org');
      expect(screen.getByLabelText('DNI o NIE')).toHaveValue('');
    },
    firstSlot: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { name: 'Sus datos' })).toHaveFocus();
      expect(hold(api).map((c) => (c.body as { startsAt: string }).startsAt)).toEqual(['2026-11-30T09:00:00+01:00']);
      expect(screen.getByRole('button', { name: 'lunes, 30 de noviembre, 1 hueco libre' })).toHaveAttribute('aria-pressed', 'true');
    },
    taken: async ({ screen }) => {
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('Alguien acaba de reservar ese horario.');
      expect(within(notice).getByRole('button', { name: 'jueves, 3 de diciembre a las 11:00, Oficina de Atención Ciudadana (OAC)' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Elija la hora del jueves, 3 de diciembre' })).toHaveFocus();
      expect(screen.queryByRole('heading', { name: 'Sus datos' })).toBeNull();
    },
    formErrors: async ({ screen, api }) => {
      const summary = screen.getByRole('alert');
      expect(summary).toHaveFocus();
      expect(
        within(summary)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['Por favor, escriba su nombre.', '#ab-name'],
        ['Por favor, escriba sus apellidos.', '#ab-surnames'],
        ['La letra no corresponde a ese número. Revise el DNI o NIE.', '#ab-identity'],
        ['Escriba un teléfono de 9 cifras, o con su prefijo internacional si no es español.', '#ab-phone'],
        ['Escriba el resultado de la operación.', '#ab-captcha'],
      ]);
      expect(screen.getByLabelText('DNI o NIE')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('DNI o NIE')).toHaveAccessibleDescription(/La letra no corresponde/);
      expect(booking(api)).toEqual([]);
    },
    booked: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { name: 'Su cita está confirmada' })).toHaveFocus();
      expect(screen.getByText('ALC-CP-7KX4-M9QP')).toBeVisible();
      expect(screen.getByText('Certificado de empadronamiento')).toBeVisible();
      expect(screen.getByText('jueves, 3 de diciembre de 2026 a las 09:30')).toBeVisible();
      expect(screen.getByText(/Plaza Ajuntament, 1, 46890 Alcantir/)).toBeVisible();
      expect(screen.getByText('DNI, NIE o pasaporte en vigor')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ver mi cita' })).toHaveAttribute(
        'href',
        '/cita-previa/cita#codigo=ALC-CP-7KX4-M9QP&clave=a2V5LW9mLXRoZS1hcHBvaW50bWVudA',
      );
      expect(screen.getByRole('link', { name: 'Añadir a mi calendario' })).toHaveAttribute('download', 'cita.ics');
      const [sent] = booking(api);
      expect(sent!.body).toEqual({
        hold: 'aG9sZC10b2tlbi1vZi10aGUtc2Vzc2lvbg',
        name: 'Lucía',
        surnames: 'Ferrer Soler',
        identity: '12345678z',
        email: 'lucia@example.org',
        language: 'es',
        captcha: '7',
        captchaWork: { salt: expect.any(String), number: 7, signature: expect.any(String) },
      });
    },
    bookedAgain: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { name: 'Su cita está confirmada' })).toBeVisible();
      expect(screen.getByText('El enlace para cambiarla o anularla está en el correo de confirmación.')).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Ver mi cita' })).toBeNull();
      const keys = booking(api).map((c) => c.headers.get('Idempotency-Key'));
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
    },
    duplicate: async (page) => {
      expect(await page.screen.findByText(/Ya tiene una cita pendiente para este servicio\. Si quiere otro día u hora, cámbiela con el enlace/)).toBeVisible();
      expectTyped(page);
      // The server spent the operation on the refused send: a new one, its answer to type again.
      expect(page.screen.getByLabelText('Resultado de la operación')).toHaveValue('');
      expect(page.api.calls.filter((c) => c.key === 'GET /api/alcantir/requests/captcha').length).toBeGreaterThanOrEqual(2);
    },
    holdExpired: async (page) => {
      const { screen, user, api } = page;
      expect(await screen.findByText(/Han pasado más de 10 minutos/)).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Elija la hora del jueves, 3 de diciembre' })).toHaveFocus();
      expect(screen.queryByLabelText('Nombre')).toBeNull();
      // Holding a time again brings back what was typed.
      await user.click(await screen.findByRole('button', { name: '11:00' }));
      await screen.findByRole('heading', { name: 'Sus datos' });
      expectTyped(page);
      expect(hold(api)).toHaveLength(2);
    },
    captchaRefused: async (page) => {
      const { screen, api } = page;
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByRole('link', { name: 'El resultado no era correcto. Resuelva esta nueva operación.' })).toHaveAttribute(
        'href',
        '#ab-captcha',
      );
      expect(screen.getByLabelText('Resultado de la operación')).toHaveValue('');
      expectTyped(page);
      // A new operation was asked for.
      expect(api.calls.filter((c) => c.key === 'GET /api/alcantir/requests/captcha').length).toBeGreaterThanOrEqual(2);
    },
    serverForm: async ({ screen }) => {
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByRole('link', { name: 'La letra no corresponde a ese número. Revise el DNI o NIE.' })).toHaveAttribute('href', '#ab-identity');
    },
    offline: async (page) => {
      expect(await page.screen.findByText('No se ha podido enviar: compruebe su conexión e inténtelo de nuevo. Lo que ha escrito se conserva.')).toBeVisible();
      expectTyped(page);
      expect(page.screen.getByRole('button', { name: 'Confirmar la cita' })).toBeVisible();
    },
    full: async ({ screen }) => {
      expect(await screen.findByText(/Ahora no quedan huecos libres para este trámite/)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Primer hueco libre' })).toBeNull();
    },
    unavailable: async ({ screen }) => {
      // Reads are tried three times (0.5 s and 1 s apart) before the island gives up.
      expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('No se han podido cargar los días con huecos libres.');
      expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
    },
    valencian: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'Trie el dia' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'dijous, 3 de desembre, 12 hores lliures' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Primera hora lliure' })).toBeVisible();
    },
  });
});

describe('the booking island, by keyboard', () => {
  test('a day chosen with Enter moves the focus to its times, and a time chosen with Space to the form', async () => {
    const { screen, user } = await renderExample(AppointmentBooking, { ...examples.held, play: undefined });
    (await screen.findByRole('button', { name: 'jueves, 3 de diciembre, 12 huecos libres' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Elija la hora del jueves, 3 de diciembre' })).toHaveFocus();
    const first = await screen.findByRole('button', { name: '09:30' });
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('heading', { name: 'Sus datos' })).toHaveFocus();
  });

  test('a next slot offered after a taken one is held with a click, and the form opens', async () => {
    const { screen, user, api } = await renderExample(AppointmentBooking, examples.taken);
    await user.click(await screen.findByRole('button', { name: 'jueves, 3 de diciembre a las 11:00, Oficina de Atención Ciudadana (OAC)' }));
    expect(await screen.findByRole('heading', { name: 'Sus datos' })).toHaveFocus();
    expect(hold(api).map((c) => (c.body as { startsAt: string }).startsAt)).toEqual(['2026-12-03T09:30:00+01:00', '2026-12-03T11:00:00+01:00']);
    expect(screen.getByRole('button', { name: '11:00' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a corrected field is no longer marked wrong, and the focus stays where the citizen types', async () => {
    const { screen, user } = await renderExample(AppointmentBooking, examples.formErrors);
    const identity = screen.getByLabelText('DNI o NIE');
    await user.clear(identity);
    await user.type(identity, '12345678Z');
    expect(identity).not.toHaveAttribute('aria-invalid');
    expect(identity).toHaveFocus();
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).not.toContain('#ab-identity');
  });
});
