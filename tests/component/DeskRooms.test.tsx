import { waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import Desk from '../../src/islands/Desk/Desk.tsx';
import { deskRoomsExamples as examples } from '../../src/islands/Desk/DeskRooms.examples.ts';
import { testEveryExample, type RenderedExample } from './support/examples.tsx';

/** Each card's texts, in the order shown, one per element that holds only text, without its history's entries (which `history` reads). */
const cards = (page: RenderedExample) =>
  [...page.view.container.querySelectorAll<HTMLElement>('.desk-rooms .desk-card')].map((card) =>
    [...card.querySelectorAll<HTMLElement>('*')]
      .filter((el) => !el.children.length && !el.closest('.desk-room-history ol'))
      .map((el) => el.textContent?.replace(/\s+/g, ' ').trim())
      .join(' | '),
  );
const history = (page: RenderedExample, id: string) =>
  [...page.view.container.querySelectorAll<HTMLElement>(`[data-booking="${id}"] .desk-room-history li`)].map((li) => li.textContent?.replace(/\s+/g, ' '));
const reads = (page: RenderedExample) => page.api.calls.filter((c) => c.key === 'GET /api/alcantir/desk/rooms/bookings').map((c) => c.query.toString());
const posted = (page: RenderedExample) => page.api.calls.filter((c) => c.key.startsWith('POST /api/alcantir/desk/rooms/'));

describe("the desk's room bookings, in each of their examples", () => {
  testEveryExample(Desk, examples, {
    week: async (page) => {
      const { screen, user } = page;
      expect(await screen.findByRole('heading', { name: 'Reservas del 1 de diciembre al 7 de diciembre' })).toBeVisible();
      await screen.findByText('Salón de actos del Ayuntamiento');
      // By day, then by time: each day a heading with its count.
      expect(screen.getByRole('heading', { level: 3, name: 'viernes, 4 de diciembre de 2026 2 reservas' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 3, name: 'sábado, 5 de diciembre de 2026 1 reserva' })).toBeVisible();
      expect(cards(page)).toEqual([
        '10:00–14:00 | Sala polivalente del Centro Cívico | Confirmada | Solicitud | ALC-2026-0411-2045 | Pago | Pagada: 20,00 € | Historial | Anular y devolver',
        '16:00–20:00 | Aula 2 de la Casa de la Cultura | Pendiente de confirmación | Solicitud | ALC-2026-0412-7781 | Pago | Pagada: 20,00 € | Historial | Confirmar | Anular y devolver',
        '18:00–22:00 | Salón de actos del Ayuntamiento | Anulada | Solicitud | ALC-2026-0409-5530 | Pago | Pagada: 20,00 € | Anulada por | la persona solicitante | Devolución | 20,00 € devueltos por la pasarela (referencia SANDBOX-R-1) | Historial',
      ]);
      // The reference leads to the request at the desk; each card is named by its block and room.
      expect(screen.getByRole('link', { name: 'ALC-2026-0412-7781' })).toHaveAttribute('href', '/gestion/solicitud?ref=ALC-2026-0412-7781');
      expect(screen.getByRole('listitem', { name: '16:00–20:00 Aula 2 de la Casa de la Cultura' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveAccessibleDescription('16:00–20:00 Aula 2 de la Casa de la Cultura');
      // The history names the clerk who confirmed, and the citizen who cancelled.
      expect(history(page, 'rb-civico')).toEqual([
        'Retenida durante el pago · 25/11/26, 17:10',
        'Pendiente de confirmación · 25/11/26, 17:12',
        'Confirmada · 26/11/26, 9:00 · Pau Sanchis Mira',
      ]);
      expect(history(page, 'rb-salon').at(-1)).toBe('Anulada · 30/11/26, 20:15 · la persona solicitante');
      // The week and the room are in the address; the next week is a click away.
      expect(location.search).toBe('?desde=2026-12-01');
      await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
      expect(await screen.findByText('No hay reservas de salas en estos días.')).toBeVisible();
      expect(location.search).toBe('?desde=2026-12-08');
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Reservas del 8 de diciembre al 14 de diciembre');
      expect(reads(page)).toEqual(['from=2026-12-01&to=2026-12-07', 'from=2026-12-08&to=2026-12-14']);
    },
    valencian: async (page) => {
      const { screen } = page;
      expect(await screen.findByRole('button', { name: 'Confirmar' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Reserves del 1 de desembre al 7 de desembre');
      expect(screen.getByRole('button', { name: 'Confirmar' })).toBeVisible();
      expect(screen.getAllByRole('button', { name: 'Cancel·lar i tornar' })).toHaveLength(2);
      expect(cards(page)[2]).toContain("Saló d'actes de l'Ajuntament | Cancel·lada");
      expect(cards(page)[2]).toContain('Cancel·lada per | la persona sol·licitant');
    },
    oneRoom: async (page) => {
      const { screen } = page;
      expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
        'Aula 2 de la Casa de la Cultura: reservas del 1 de diciembre al 7 de diciembre',
      );
      await waitFor(() => expect(cards(page)).toHaveLength(1));
      expect(cards(page)[0]).toContain('ALC-2026-0412-7781');
      expect(screen.getByRole('combobox', { name: 'Sala' })).toHaveValue('casa-cultura');
    },
    empty: async ({ screen }) => {
      expect(await screen.findByText('No hay reservas de salas en estos días.')).toBeVisible();
    },
    unreachable: async (page) => {
      const { screen, user } = page;
      // The client's two retries come first (half a second, then a second).
      const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
      expect(alert).toHaveTextContent('No se ha podido conectar con el servidor.');
      await user.click(within(alert).getByRole('button', { name: 'Volver a intentarlo' }));
      await waitFor(() => expect(cards(page)).toHaveLength(3));
    },
    confirm: async (page) => {
      const { screen } = page;
      await waitFor(() =>
        expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
          'Reserva de Aula 2 de la Casa de la Cultura, viernes, 4 de diciembre de 2026, 16:00–20:00 confirmada.',
        ),
      );
      expect(posted(page).map((c) => c.body)).toEqual([{ status: 'confirmed' }]);
      const card = page.view.container.querySelector<HTMLElement>('[data-booking="rb-aula"]')!;
      expect(card).toHaveAttribute('data-status', 'confirmed');
      expect(within(card).queryByRole('button', { name: 'Confirmar' })).toBeNull();
      // Focus stays on the card: on its next change.
      await waitFor(() => expect(within(card).getByRole('button', { name: 'Anular y devolver' })).toHaveFocus());
    },
    cancelRefund: async (page) => {
      const { screen, user } = page;
      const dialog = await screen.findByRole('dialog', { name: '¿Anular la reserva?' });
      expect(dialog).toHaveTextContent('Va a anular la reserva de Sala polivalente del Centro Cívico, viernes, 4 de diciembre de 2026, 10:00–14:00.');
      expect(within(dialog).getByRole('checkbox', { name: /^Devolver los 20,00\s€ pagados$/ })).toBeChecked();
      // The safe answer has the focus; nothing is sent before "sí".
      expect(within(dialog).getByRole('button', { name: 'No, mantenerla' })).toHaveFocus();
      expect(posted(page)).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Sí, anular la reserva' }));
      await waitFor(() =>
        expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
          'Reserva de Sala polivalente del Centro Cívico, viernes, 4 de diciembre de 2026, 10:00–14:00 anulada y 20,00 € devueltos.',
        ),
      );
      expect(posted(page).map((c) => c.body)).toEqual([{ status: 'cancelled', refund: true }]);
      const card = page.view.container.querySelector<HTMLElement>('[data-booking="rb-civico"]')!;
      expect(cards(page)[0]).toBe(
        '10:00–14:00 | Sala polivalente del Centro Cívico | Anulada | Solicitud | ALC-2026-0411-2045 | Pago | Pagada: 20,00 € | Anulada por | Pau Sanchis Mira | Devolución | 20,00 € devueltos por la pasarela (referencia SANDBOX-R-2) | Historial',
      );
      await waitFor(() => expect(card).toHaveFocus());
    },
    refused: async (page) => {
      const { screen } = page;
      expect(await screen.findByRole('alert')).toHaveTextContent('Esa reserva no admite ese cambio: ya está confirmada o anulada.');
      // Read again: the booking shows what the other member recorded.
      await waitFor(() => expect(page.view.container.querySelector('[data-booking="rb-aula"]')).toHaveAttribute('data-status', 'confirmed'));
      expect(reads(page)).toHaveLength(2);
    },
  });
});
