import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import MyRequests from '../../src/islands/MyRequests/MyRequests.tsx';
import { myRequestsExamples as examples } from '../../src/islands/MyRequests/MyRequests.examples.ts';
import { renderExample, testEveryExample } from './support/examples.tsx';

describe('Mis solicitudes, in each of its examples', () => {
  testEveryExample(MyRequests, examples, {
    list: async ({ screen }) => {
      const list = await screen.findByRole('list', { name: 'Solicitudes enviadas, de la más reciente a la más antigua' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Ensayo abierto de la coral',
        'La farola de la esquina lleva una semana apagada',
      ]);
      expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/mis-solicitudes/ALC-2026-R3SV-8QWZ');
      expect(
        within(cards[1]!)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['ALC-2026-7KX4-M9QP', 'Comunicar una incidencia', '10 de noviembre de 2026', 'En gestión', '12 de noviembre de 2026']);
      const pages = screen.getByRole('navigation', { name: 'Página 1 de 2' });
      expect(within(pages).getByRole('button', { name: 'Solicitudes más antiguas' })).toBeVisible();
      expect(within(pages).queryByRole('button', { name: 'Solicitudes más recientes' })).toBeNull();
    },
    listInValencian: async ({ screen }) => {
      const list = await screen.findByRole('list', { name: 'Sol·licituds enviades, de la més recent a la més antiga' });
      expect(
        within(list)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toContain('En gestió');
      expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/va/les-meues-sollicituds/ALC-2026-R3SV-8QWZ');
      expect(screen.getByRole('button', { name: 'Sol·licituds més antigues' })).toBeVisible();
    },
    empty: async ({ screen }) => {
      expect(await screen.findByText('Todavía no ha enviado ninguna solicitud con esta cuenta.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ver los trámites disponibles' })).toHaveAttribute('href', '/tramites');
    },
    signedOut: async ({ screen }) => {
      expect(await screen.findByText('Inicie sesión para ver las solicitudes que ha enviado con su cuenta.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Acceder o registrarse' })).toHaveAttribute('href', '/cuenta');
      expect(screen.getByText(/^¿Envió una solicitud sin cuenta\? Sígala con el enlace privado/)).toBeVisible();
    },
    unreachable: async ({ screen }) => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se han podido cargar sus solicitudes.');
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
    withAppointments: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { name: 'Mis citas' })).toBeVisible();
      const links = screen.getAllByRole('link', { name: 'Alta o cambio de domicilio en el padrón' });
      // Each to its page by its code alone: no key in any address.
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['/cita-previa/cita#codigo=ALC-CP-7KX4-M9QP', '/cita-previa/cita#codigo=ALC-CP-2BBB-BBBB']);
      expect(screen.getByRole('heading', { name: 'Próximas' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Pasadas' })).toBeVisible();
      expect(screen.getByText(/jueves, 3 de diciembre de 2026, a las 09:30/)).toHaveTextContent('Confirmada');
      expect(screen.getByText(/miércoles, 14 de octubre de 2026/)).toHaveTextContent('Atendida');
      // Reading is all this page does: no write, and nothing but the two lists asked.
      expect(api.calls.map((c) => c.key).sort()).toEqual(['GET /api/alcantir/citaprevia/mine', 'GET /api/alcantir/requests/mine']);
    },
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Cargando sus solicitudes…');
    },
  });

  test('the next page asks for page 2 and keeps it in the address', async () => {
    const { screen, user, api } = await renderExample(MyRequests, examples.list);
    await user.click(await screen.findByRole('button', { name: 'Solicitudes más antiguas' }));
    const asked = api.calls.filter((c) => c.key === 'GET /api/alcantir/requests/mine').map((c) => c.query.get('page'));
    expect(asked).toEqual(['1', '2']);
    expect(window.location.search).toBe('?pagina=2');
    window.history.replaceState(null, '', '/');
  });

  test('Reintentar after a failure loads the list', async () => {
    const { screen, user } = await renderExample(MyRequests, examples.unreachable);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Ensayo abierto de la coral' })).toBeVisible();
  });
});
