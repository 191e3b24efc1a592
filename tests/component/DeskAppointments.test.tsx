import { waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import Desk from '../../src/islands/Desk/Desk.tsx';
import { deskAppointmentsExamples as examples } from '../../src/islands/Desk/DeskAppointments.examples.ts';
import { testEveryExample, type RenderedExample } from './support/examples.tsx';

/** The cards of a desk's section, each as its text. */
const cardsOf = (page: RenderedExample, desk: string) =>
  within(page.screen.getByRole('heading', { name: new RegExp(`^${desk}`) }).closest('section')!)
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-code'));
const card = (page: RenderedExample, code: string) => page.view.container.querySelector<HTMLElement>(`[data-code="${code}"]`)!;
const marks = (page: RenderedExample, code: string) =>
  within(card(page, code))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe("the counter's day of cita previa, in each of its examples", () => {
  testEveryExample(Desk, examples, {
    day: async (page) => {
      const { screen, api } = page;
      expect(await screen.findByRole('heading', { name: 'Oficina de Atención Ciudadana: martes, 24 de marzo de 2026' })).toBeVisible();
      await screen.findByText('Marta Ruiz Soler');
      expect(cardsOf(page, 'Puesto 1')).toEqual(['ALC-CP-1AAA-AAAA', 'ALC-CP-2BBB-BBBB', 'ALC-CP-4DDD-DDDD']);
      expect(cardsOf(page, 'Puesto 2')).toEqual(['ALC-CP-3CCC-CCCC', 'ALC-CP-5EEE-EEEE']);
      expect(screen.getByRole('heading', { name: 'Puesto 1 3 citas' })).toBeVisible();
      const late = card(page, 'ALC-CP-2BBB-BBBB');
      expect(late).toHaveTextContent('09:45–10:00');
      expect(late).toHaveTextContent('Lucía Ferrer Gil');
      expect(late).toHaveTextContent('Alta o cambio de domicilio en el padrón');
      expect(late).toHaveTextContent('···567X');
      expect(late).toHaveTextContent('Reservada');
      // Missed only once the time has come; the one waiting can only be attended; attended and cancelled are done.
      expect(marks(page, 'ALC-CP-2BBB-BBBB')).toEqual(['Ha llegado', 'Atendida', 'No se ha presentado']);
      expect(marks(page, 'ALC-CP-4DDD-DDDD')).toEqual(['Ha llegado', 'Atendida']);
      expect(marks(page, 'ALC-CP-3CCC-CCCC')).toEqual(['Atendida']);
      expect(card(page, 'ALC-CP-3CCC-CCCC')).toHaveTextContent('Certificados');
      expect(marks(page, 'ALC-CP-1AAA-AAAA')).toEqual([]);
      expect(marks(page, 'ALC-CP-5EEE-EEEE')).toEqual([]);
      expect(card(page, 'ALC-CP-5EEE-EEEE')).toHaveTextContent('Anulada');
      expect(screen.getByRole('combobox', { name: 'Oficina' })).toHaveValue('oac');
      expect(screen.getByLabelText('Día')).toHaveValue('2026-03-24');
      // Today is marked as the day shown, and the button stays focusable (a disabled one would drop the focus).
      expect(screen.getByRole('button', { name: 'Hoy' })).toHaveAttribute('aria-current', 'date');
      expect(api.calls.map((c) => c.key).sort()).toEqual([
        'GET /api/alcantir/desk/citaprevia/day',
        'GET /api/alcantir/desk/citaprevia/stats',
        'GET /api/alcantir/desk/staff',
      ]);
      expect(api.calls.find((c) => c.key.endsWith('/day'))!.query.toString()).toBe('office=oac&day=2026-03-24');
      expect(location.search).toBe('?oficina=oac&dia=2026-03-24');
      // The month's counts: total, attended, missed, cancelled and still to come (booked or arrived), with their sum.
      const counts = await screen.findByRole('table', { name: 'Citas por servicio: marzo de 2026' });
      const rows = within(counts)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent));
      expect(rows).toEqual([
        ['Servicio', 'Citas', 'Atendidas', 'No presentadas', 'Anuladas', 'Pendientes'],
        ['Certificados', '30', '20', '2', '3', '5'],
        ['Alta o cambio de domicilio en el padrón', '62', '41', '5', '6', '10'],
        ['Total', '92', '61', '7', '9', '15'],
      ]);
      expect(api.calls.find((c) => c.key === 'GET /api/alcantir/desk/citaprevia/stats')!.query.toString()).toBe('month=2026-03');
    },
    loading: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'Citas por servicio: marzo de 2026' })).toBeVisible();
      expect(screen.getAllByText('Cargando las citas…')).toHaveLength(2);
      expect(screen.queryAllByRole('listitem')).toEqual([]);
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    dayInValencian: async (page) => {
      const { screen, api } = page;
      expect(await screen.findByRole('heading', { name: 'Oficina del Mercat: dimecres, 25 de març del 2026' })).toBeVisible();
      await screen.findByText('Lucía Ferrer Gil');
      // The address is read before the first call: no call for the default office and today.
      expect(api.calls.filter((c) => c.key.endsWith('/day'))).toHaveLength(1);
      expect(screen.getByRole('combobox', { name: 'Oficina' })).toHaveValue('mercat');
      expect(marks(page, 'ALC-CP-6FFF-FFFF')).toEqual(['Ha arribat', 'Atesa']);
      expect(screen.getByRole('button', { name: 'Hui' })).toBeEnabled();
      expect(
        api.calls
          .filter((c) => c.key.endsWith('/day'))
          .at(-1)!
          .query.toString(),
      ).toBe('office=mercat&day=2026-03-25');
      expect(location.pathname).toBe('/va/gestion/citas');
    },
    empty: async ({ screen }) => {
      expect(await screen.findByText('No hay citas este día en esta oficina.')).toBeVisible();
      expect(screen.queryAllByRole('listitem')).toEqual([]);
      expect(await screen.findByText('Ninguna cita este mes.')).toBeVisible();
      expect(screen.queryByRole('table')).toBeNull();
    },
    phone: async (page) => {
      await page.screen.findByText('Marta Ruiz Soler');
      // Cards at every width: the day is no table; the only one is the month's six narrow columns.
      expect(await page.screen.findAllByRole('table')).toHaveLength(1);
      expect(page.screen.getByRole('table')).toHaveAccessibleName('Citas por servicio: marzo de 2026');
      expect(cardsOf(page, 'Puesto 2')).toHaveLength(2);
    },
    otherDay: async ({ screen, api }) => {
      await waitFor(() =>
        expect(api.calls.filter((c) => c.key.endsWith('/day')).map((c) => c.query.toString())).toEqual([
          'office=oac&day=2026-03-24',
          'office=oac&day=2026-03-25',
          'office=mercat&day=2026-03-25',
        ]),
      );
      expect(await screen.findByRole('heading', { name: 'Oficina del Mercado: miércoles, 25 de marzo de 2026' })).toBeVisible();
      expect(location.search).toBe('?oficina=mercat&dia=2026-03-25');
    },
    arrived: async (page) => {
      const { screen, api } = page;
      await waitFor(() => expect(card(page, 'ALC-CP-2BBB-BBBB')).toHaveTextContent('Ha llegado'));
      expect(screen.getByRole('status')).toHaveTextContent('Cita ALC-CP-2BBB-BBBB, Lucía Ferrer Gil: Ha llegado.');
      expect(marks(page, 'ALC-CP-2BBB-BBBB')).toEqual(['Atendida']);
      await waitFor(() => expect(document.activeElement).toBe(within(card(page, 'ALC-CP-2BBB-BBBB')).getByRole('button', { name: 'Atendida' })));
      const post = api.calls.find((c) => c.key.startsWith('POST'))!;
      expect(post.key).toBe('POST /api/alcantir/desk/citaprevia/appointments/ALC-CP-2BBB-BBBB/status');
      expect(post.body).toEqual({ status: 'arrived' });
    },
    attended: async (page) => {
      await waitFor(() => expect(card(page, 'ALC-CP-3CCC-CCCC')).toHaveTextContent('Atendida'));
      expect(marks(page, 'ALC-CP-3CCC-CCCC')).toEqual([]);
      expect(page.screen.getByRole('status')).toHaveTextContent('Cita ALC-CP-3CCC-CCCC, Joan Mira Pla: Atendida.');
      await waitFor(() => expect(document.activeElement).toBe(card(page, 'ALC-CP-3CCC-CCCC')));
    },
    missed: async (page) => {
      await waitFor(() => expect(card(page, 'ALC-CP-2BBB-BBBB')).toHaveTextContent('No se presentó'));
      expect(marks(page, 'ALC-CP-2BBB-BBBB')).toEqual([]);
      expect(page.screen.getByRole('status')).toHaveTextContent('Cita ALC-CP-2BBB-BBBB, Lucía Ferrer Gil: No se presentó.');
      expect(page.api.calls.find((c) => c.key.startsWith('POST'))!.body).toEqual({ status: 'missed' });
    },
    markedMeanwhile: async (page) => {
      expect(await page.screen.findByRole('alert')).toHaveTextContent('Esta cita no admite ese cambio de estado');
      await waitFor(() => expect(card(page, 'ALC-CP-2BBB-BBBB')).toHaveTextContent('Atendida'));
      expect(marks(page, 'ALC-CP-2BBB-BBBB')).toEqual([]);
      expect(page.api.calls.filter((c) => c.key === 'GET /api/alcantir/desk/citaprevia/day')).toHaveLength(2);
      expect(page.screen.getByRole('status')).toHaveTextContent('');
    },
    markOffline: async (page) => {
      expect(await page.screen.findByRole('alert')).toHaveTextContent('No se ha podido guardar el cambio.');
      expect(card(page, 'ALC-CP-2BBB-BBBB')).toHaveTextContent('Reservada');
      expect(marks(page, 'ALC-CP-2BBB-BBBB')).toEqual(['Ha llegado', 'Atendida', 'No se ha presentado']);
      // A write is never retried, and the day is not read again without an answer.
      expect(page.api.calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(1);
      expect(page.api.calls.filter((c) => c.key.endsWith('/day'))).toHaveLength(1);
    },
    unknownOffice: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('El servidor no conoce esta oficina');
      expect(screen.getByRole('combobox', { name: 'Oficina' })).toHaveValue('mercat');
      expect(screen.getByRole('option', { name: 'Oficina de Atención Ciudadana' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Volver a intentarlo' })).toBeNull();
    },
    unreachable: async ({ screen, api }) => {
      expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('No se ha podido conectar con el servidor.');
      expect(api.calls.filter((c) => c.key.endsWith('/day'))).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
      expect(await screen.findByText('No se han podido leer las cifras del mes.')).toBeVisible();
    },
    signedOutMeanwhile: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'Acceda para gestionar las solicitudes' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Acceder' })).toHaveAttribute('href', `/cuenta?volver=${encodeURIComponent('/gestion/citas')}`);
    },
  });
});
