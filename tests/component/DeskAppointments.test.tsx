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
        ['Servicio', 'Citas', 'Atendidas', 'No presentadas', 'Anuladas', 'Pendientes', 'Sin cita'],
        ['Certificados', '30', '20', '2', '3', '5', '7'],
        ['Alta o cambio de domicilio en el padrón', '62', '41', '5', '6', '10', '0'],
        ['Total', '92', '61', '7', '9', '15', '7'],
      ]);
      // How far ahead the first free slot was, where the server noted it: the certificates only.
      expect(screen.getByRole('heading', { name: 'Días hasta el primer hueco libre, de media' })).toBeVisible();
      expect(screen.getByText('Certificados: 1,5')).toBeVisible();
      expect(screen.queryByText(/^Alta o cambio de domicilio en el padrón: /)).toBeNull();
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
      expect(location.pathname).toBe('/va/gestio/cites');
    },
    empty: async ({ screen }) => {
      expect(await screen.findByText('No hay citas este día en esta oficina.')).toBeVisible();
      expect(screen.queryAllByRole('listitem')).toEqual([]);
      expect(await screen.findByText('Ninguna cita este mes.')).toBeVisible();
      expect(screen.queryByRole('table')).toBeNull();
    },
    phone: async (page) => {
      await page.screen.findByText('Marta Ruiz Soler');
      // Cards at every width: the day is no table; the only one is the month's seven narrow columns.
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
    walkIn: async (page) => {
      const { screen, api } = page;
      expect(await screen.findByText('Anotada una atención sin cita en Puesto 2 a las 10:30.')).toBeVisible();
      const post = api.calls.find((c) => c.key.startsWith('POST'))!;
      expect(post.key).toBe('POST /api/alcantir/desk/citaprevia/walk-ins');
      // Desk 2 attends the certificates only: the service offered follows the desk chosen.
      expect(post.body).toEqual({ service: 'certificados', office: 'oac', desk: 'puesto-2' });
      await waitFor(() => expect(cardsOf(page, 'Puesto 2')).toHaveLength(3));
      expect(cardsOf(page, 'Puesto 2')).toContain('ALC-CP-8HHH-HHHH');
      expect(card(page, 'ALC-CP-8HHH-HHHH')).toHaveTextContent('Sin cita');
      expect(card(page, 'ALC-CP-8HHH-HHHH')).not.toHaveTextContent('···');
    },
    bookForPerson: async ({ screen, api }) => {
      expect(await screen.findByText('Cita dada: ALC-CP-7KX4-M9QP. Dígale el código a la persona.')).toBeVisible();
      const link = screen.getByRole('link', { name: 'Enlace privado de la cita (para imprimirlo o enviarlo)' });
      expect(link.getAttribute('href')).toMatch(/\/cita-previa\/cita#codigo=ALC-CP-7KX4-M9QP&clave=clave-de-prueba$/);
      // The wrong letter was caught before sending: one booking only, with the right document and no contact.
      const posts = api.calls.filter((c) => c.key === 'POST /api/alcantir/desk/citaprevia/appointments');
      expect(posts).toHaveLength(1);
      expect(posts[0]!.body).toEqual({
        service: 'padron',
        office: 'oac',
        startsAt: '2026-03-24T09:00:00+01:00',
        name: 'Amparo',
        surnames: 'Soler Vidal',
        identity: '87654321X',
        language: 'es',
      });
      expect(api.calls.find((c) => c.key.endsWith('/slots'))!.query.toString()).toBe('office=oac&day=2026-03-24');
    },
    closeDesk: async ({ screen, api }) => {
      await waitFor(() => expect(api.calls.some((c) => c.key.endsWith('/cancel'))).toBe(true));
      expect(api.calls.find((c) => c.key === 'POST /api/alcantir/desk/citaprevia/closures')!.body).toEqual({
        office: 'oac',
        desk: 'puesto-1',
        day: '2026-03-24',
        start: '11:00',
        end: '14:00',
      });
      expect(screen.getByText('Cerrado. Citas que hay que mover o anular: 1.')).toBeVisible();
      // Once cancelled it leaves the closure's list; the day is read again to show it.
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Anular y avisar' })).toBeNull());
    },
    signedOutMeanwhile: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'Acceda para gestionar las solicitudes' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Acceder' })).toHaveAttribute('href', `/cuenta?volver=${encodeURIComponent('/gestion/citas')}`);
    },
  });
});
