import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import Agenda from '../../src/islands/Agenda/Agenda.tsx';
import { agendaExamples as examples } from '../../src/islands/Agenda/Agenda.examples.ts';
import { renderExample, testEveryExample, type RenderedExample } from './support/examples.tsx';

/**
 * A day of the month. Its td is a gridcell in browsers (a cell of a role=grid table, as ARIA in HTML maps it, and
 * as the e2e tests see it); jsdom's role table calls every td a cell, so here it is found as one.
 */
const DAY = 'cell';

const titles = (page: RenderedExample) =>
  within(page.screen.getByRole('region'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the agenda, in each of its examples', () => {
  testEveryExample(Agenda, examples, {
    monthWithEvents: async (page) => {
      const { screen } = page;
      expect(await screen.findByRole('link', { name: 'Pregón de las fiestas del Cristo de la Fe' })).toHaveAttribute(
        'href',
        '/noticias/6650a3000000000000000106',
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Septiembre de 2026' })).toBeVisible();
      expect(screen.getByRole('grid', { name: 'Septiembre de 2026' })).toBeVisible();
      expect(screen.getAllByRole(DAY)).toHaveLength(42);
      expect(screen.getByRole(DAY, { name: 'jueves, 3 de septiembre de 2026, hoy' })).toHaveAttribute('tabindex', '0');
      expect(screen.getByRole(DAY, { name: 'sábado, 5 de septiembre de 2026, 2 eventos' })).toBeVisible();
      expect(screen.getByRole(DAY, { name: 'sábado, 19 de septiembre de 2026, 1 evento' })).toBeVisible();
      expect(screen.getByRole('region', { name: 'Eventos de septiembre de 2026' })).toBeVisible();
      expect(titles(page)).toEqual([
        'Fiestas del Santísimo Cristo de la Fe 2026',
        'Pregón de las fiestas del Cristo de la Fe',
        'Concierto de la Unión Musical en la plaza Mayor',
        'Taller de cerámica para mayores',
      ]);
      // The call asks from the 1st to the end of the next month, Madrid time (summer, then winter after 25 October).
      const query = Object.fromEntries(page.api.calls[0]!.query);
      expect(query).toMatchObject({ start: '2026-08-31T22:00:00.000Z', end: '2026-10-31T22:59:59.999Z', nodeTypes: '/evento/i' });
    },
    daySelected: async (page) => {
      const { screen } = page;
      expect(screen.getByRole(DAY, { name: /^sábado, 5 de septiembre de 2026/ })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('region', { name: 'Eventos del sábado, 5 de septiembre de 2026' })).toBeVisible();
      expect(titles(page)).toEqual(['Fiestas del Santísimo Cristo de la Fe 2026', 'Pregón de las fiestas del Cristo de la Fe']);
      expect(screen.getByText('Día seleccionado: sábado, 5 de septiembre de 2026', { selector: '[role=status]' })).toBeInTheDocument();
    },
    monthInValencian: async (page) => {
      const { screen } = page;
      expect(await screen.findByRole('link', { name: 'Pregó de les festes del Crist de la Fe' })).toHaveAttribute(
        'href',
        '/va/noticies/6650a3000000000000000106',
      );
      expect(screen.getByRole('heading', { level: 2, name: /^Setembre del? 2026$/ })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Mes següent' })).toBeVisible();
      expect(screen.getByRole(DAY, { name: /^dijous, 3 de setembre del? 2026, hui$/ })).toBeVisible();
    },
    emptyMonth: async ({ screen }) => {
      expect(await screen.findByText('No hay eventos')).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: 'Febrero de 2027' })).toBeVisible();
      expect(screen.queryAllByRole(DAY, { name: /eventos?$/ })).toHaveLength(0);
    },
    apiError: async ({ screen }) => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se han podido cargar los eventos. Compruebe la conexión e inténtelo de nuevo.');
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
    loading: ({ screen }) => {
      expect(screen.getByText('Cargando…')).toBeVisible();
      expect(screen.getByRole('heading', { level: 3, name: 'Septiembre de 2026' })).toBeVisible();
    },
  });
});

describe('the agenda, driven from the keyboard and the buttons', () => {
  test('arrows move through the days, Enter selects one, and PageDown goes to the next month', async () => {
    const page = await renderExample(Agenda, examples.monthWithEvents);
    const { screen, user } = page;
    await screen.findByRole('link', { name: 'Pregón de las fiestas del Cristo de la Fe' });
    await user.click(screen.getByRole(DAY, { name: /^jueves, 3 de septiembre/ }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const fifth = screen.getByRole(DAY, { name: /^sábado, 5 de septiembre/ });
    expect(fifth).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fifth).toHaveAttribute('aria-selected', 'true');
    expect(titles(page)).toHaveLength(2);

    await user.keyboard('{PageDown}');
    expect(await screen.findByText('No hay eventos')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Octubre de 2026' })).toBeVisible();
    expect(screen.getByRole(DAY, { name: /^lunes, 5 de octubre/ })).toHaveFocus();
  });

  test('going back to a month already seen asks nothing again', async () => {
    const { screen, user, api } = await renderExample(Agenda, examples.monthWithEvents);
    await screen.findByRole('link', { name: 'Pregón de las fiestas del Cristo de la Fe' });
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await screen.findByText('No hay eventos');
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(await screen.findByRole('link', { name: 'Pregón de las fiestas del Cristo de la Fe' })).toBeVisible();
    expect(api.calls).toHaveLength(2);
  });

  test("Reintentar after a failed call shows the month's events", async () => {
    const { screen, user } = await renderExample(Agenda, examples.apiError);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Concierto de la Unión Musical en la plaza Mayor' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
