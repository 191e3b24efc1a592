import { afterEach, describe, expect, it } from 'vitest';
import AppointmentView from '../../src/islands/AppointmentView/AppointmentView.tsx';
import { appointmentViewExamples as examples } from '../../src/islands/AppointmentView/AppointmentView.examples.ts';
import { renderExample, testEveryExample, type RenderedExample } from './support/examples.tsx';

const READ = 'GET /api/alcantir/citaprevia/appointments/ALC-CP-7KX4-M9QP';
const CANCEL = 'POST /api/alcantir/citaprevia/appointments/ALC-CP-7KX4-M9QP/cancel';
const CHANGE = 'POST /api/alcantir/citaprevia/appointments/ALC-CP-7KX4-M9QP/change';
const HOLD = 'POST /api/alcantir/citaprevia/holds';
const calls = (api: RenderedExample['api'], key: string) => api.calls.filter((c) => c.key === key);

/** The facts of Lucía's appointment, as the page lists them. */
async function expectFacts({ screen }: RenderedExample, status: string) {
  expect(await screen.findByText(status)).toBeVisible();
  expect(screen.getByText('ALC-CP-7KX4-M9QP')).toBeVisible();
  expect(screen.getByText('jueves, 3 de diciembre de 2026 a las 09:30')).toBeVisible();
  expect(screen.getByText(/Plaza Ajuntament, 1, 46890 Alcantir/)).toBeVisible();
  expect(screen.getByText('Lucía Ferrer Soler')).toBeVisible();
}

describe('the appointment page’s island, in each of its examples', () => {
  testEveryExample(AppointmentView, examples, {
    booked: async (page) => {
      const { screen, api } = page;
      await expectFacts(page, 'Confirmada');
      expect(screen.getByRole('heading', { name: 'Certificado de empadronamiento' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Qué debe traer' })).toBeVisible();
      expect(screen.getByText('DNI, NIE o pasaporte en vigor')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Cancelar la cita' })).toBeVisible();
      // The key goes in its header, never in the address; opening the page cancels nothing.
      const [read] = calls(api, READ);
      expect(read!.headers.get('X-Appointment-Key')).toBe('a2V5LW9mLXRoZS1hcHBvaW50bWVudA');
      expect(read!.query.toString()).toBe('');
      expect(calls(api, CANCEL)).toEqual([]);
      // Read once, the code and key leave the address bar.
      expect(window.location.hash).toBe('');
      expect(window.location.pathname).toBe('/cita-previa/cita');
    },
    asking: async ({ screen, api }) => {
      expect(screen.getByText(/¿Seguro que quiere cancelar esta cita\?/)).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Sí, cancelar la cita' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'No, mantener la cita' })).toBeVisible();
      expect(calls(api, CANCEL)).toEqual([]);
    },
    kept: async (page) => {
      await expectFacts(page, 'Confirmada');
      expect(page.screen.queryByText(/¿Seguro que quiere cancelar/)).toBeNull();
      // The focus goes back to where the question came from, never to the page.
      expect(page.screen.getByRole('button', { name: 'Cancelar la cita' })).toHaveFocus();
      expect(calls(page.api, CANCEL)).toEqual([]);
    },
    cancelledNow: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { name: 'Su cita está cancelada' })).toHaveFocus();
      expect(screen.getByText('Cancelada')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Pedir otra cita para este trámite' })).toHaveAttribute('href', '/cita-previa/6650b1000000000000000002');
      expect(screen.queryByRole('button', { name: 'Cancelar la cita' })).toBeNull();
      const [sent] = calls(api, CANCEL);
      expect(sent!.headers.get('X-Appointment-Key')).toBe('a2V5LW9mLXRoZS1hcHBvaW50bWVudA');
      expect(calls(api, CANCEL)).toHaveLength(1);
    },
    cancelRefused: async ({ screen, api }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Esta cita ya no se puede cancelar: ya estaba cancelada o ya ha pasado.');
      expect(await screen.findByText('Cancelada')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Cancelar la cita' })).toBeNull();
      expect(calls(api, READ)).toHaveLength(2);
    },
    cancelOffline: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cancelar la cita: compruebe su conexión e inténtelo de nuevo.');
      expect(screen.getByText('Confirmada')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Cancelar la cita' })).toBeEnabled();
    },
    alreadyCancelled: async (page) => {
      const { screen } = page;
      expect(await screen.findByText('Esta cita está cancelada.')).toBeVisible();
      expect(screen.getByText('Cancelada')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Pedir otra cita para este trámite' })).toHaveAttribute('href', '/cita-previa/6650b1000000000000000002');
      expect(screen.queryByRole('button', { name: 'Cancelar la cita' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Qué debe traer' })).toBeNull();
    },
    past: async ({ screen }) => {
      expect(await screen.findByText('Esta cita ya ha pasado: no se puede cancelar.')).toBeVisible();
      expect(screen.getByText('Atendida')).toBeVisible();
      expect(screen.getByText('viernes, 20 de noviembre de 2026 a las 09:30')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Cancelar la cita' })).toBeNull();
    },
    noCode: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { name: 'No encontramos esta cita' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ver los trámites con cita previa' })).toHaveAttribute('href', '/cita-previa');
      expect(api.calls).toEqual([]);
    },
    noKey: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { name: 'No encontramos esta cita' })).toBeVisible();
      const read = api.calls.find((c) => c.key.includes('/appointments/'))!;
      expect(read.headers.has('X-Appointment-Key')).toBe(false);
    },
    owner: async ({ screen, api }) => {
      expect(await screen.findByText('ALC-CP-7KX4-M9QP', { exact: false })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Cancelar la cita' })).toBeVisible();
      expect(api.calls.find((c) => c.key.includes('/appointments/'))!.headers.has('X-Appointment-Key')).toBe(false);
      expect(location.hash).toBe('#codigo=ALC-CP-7KX4-M9QP');
    },
    wrongKey: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'No encontramos esta cita' })).toBeVisible();
      expect(screen.getByText(/enlace completo del correo de confirmación/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ver los trámites con cita previa' })).toHaveAttribute('href', '/cita-previa');
      expect(screen.queryByRole('button')).toBeNull();
    },
    unavailable: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar su cita.');
      expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
    },
    changeDays: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'Elija el día' })).toHaveFocus();
      // Days with free places only, of the appointment's office.
      expect(screen.getByRole('button', { name: 'jueves, 3 de diciembre, 12 huecos libres' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'miércoles, 9 de diciembre, 1 hueco libre' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /4 de diciembre/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancelar la cita' })).toBeNull();
    },
    changeAsk: async ({ screen, api }) => {
      expect(await screen.findByText(/¿Cambiar su cita al miércoles, 9 de diciembre de 2026 a las 11:00\?/)).toHaveFocus();
      const [held] = calls(api, HOLD);
      expect(held!.body).toEqual({ service: '6650b1000000000000000002', office: '6650b2000000000000000001', startsAt: '2026-12-09T11:00:00+01:00' });
      expect(calls(api, CHANGE)).toEqual([]);
    },
    changed: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { name: 'Su cita ha cambiado' })).toHaveFocus();
      expect(screen.getByText('miércoles, 9 de diciembre de 2026 a las 11:00')).toBeVisible();
      expect(screen.queryByText('jueves, 3 de diciembre de 2026 a las 09:30')).toBeNull();
      const [sent] = calls(api, CHANGE);
      expect(sent!.body).toEqual({ hold: 'aG9sZC10b2tlbi1vZi10aGUtc2Vzc2lvbg' });
      expect(sent!.headers.get('X-Appointment-Key')).toBe('a2V5LW9mLXRoZS1hcHBvaW50bWVudA');
    },
    changeTaken: async ({ screen, api }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Alguien acaba de reservar esa hora. Elija otra.');
      expect(screen.queryByRole('button', { name: 'Sí, cambiar la cita' })).toBeNull();
      expect(await screen.findByRole('button', { name: '11:00' })).toBeVisible();
      expect(calls(api, CHANGE)).toEqual([]);
    },
    changeExpired: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(/ya no está reservada para usted/);
      expect(await screen.findByRole('button', { name: '11:00' })).toBeVisible();
      expect(screen.getByText('jueves, 3 de diciembre de 2026 a las 09:30')).toBeVisible();
    },
  });
});

describe('the appointment page’s language links', () => {
  afterEach(() => {
    for (const link of document.querySelectorAll('a[data-language]')) link.remove();
  });

  it('carry the code and key, so that the same appointment opens in another language', async () => {
    const other = document.body.appendChild(document.createElement('a'));
    other.dataset.language = 'va';
    other.href = '/va/cita-previa/cita';
    const { screen } = await renderExample(AppointmentView, examples.booked);
    expect(await screen.findByText('Confirmada')).toBeVisible();
    expect(new URL(other.href).pathname).toBe('/va/cita-previa/cita');
    expect(new URL(other.href).hash).toBe('#codigo=ALC-CP-7KX4-M9QP&clave=a2V5LW9mLXRoZS1hcHBvaW50bWVudA');
  });
});
