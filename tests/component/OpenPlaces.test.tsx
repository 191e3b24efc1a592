import { waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import OpenPlaces from '../../src/islands/OpenPlaces/OpenPlaces.tsx';
import { openPlacesExamples as examples } from '../../src/islands/OpenPlaces/OpenPlaces.examples.ts';
import { renderExample, testEveryExample, type RenderedExample } from './support/examples.tsx';

const list = async ({ screen }: RenderedExample, name = 'Lugares') => within(await screen.findByRole('list', { name }));
const rows = async (page: RenderedExample, name?: string) =>
  (await list(page, name)).getAllByRole('listitem').map((item) => [item.querySelector('h3')?.textContent, item.querySelector('.place-status')?.textContent]);

describe('the places list, in each of its examples', () => {
  testEveryExample(OpenPlaces, examples, {
    tuesdayMorning: async (page) => {
      const names = (await rows(page)).map((r) => r[0]);
      // Open with hours first (by name), then open at any hour.
      expect(names).toEqual(['Castillo de Alcantir', 'Mercado Municipal', 'Museo Etnológico', 'Fuente de los Doce Caños', 'Mirador de la Penya Roja']);
      expect((await rows(page))[1]).toEqual(['Mercado Municipal', 'Abierto ahora, hasta las 14:00 de hoy']);
      expect((await rows(page))[3]).toEqual(['Fuente de los Doce Caños', 'Abierto a cualquier hora']);
      expect(page.screen.getByText(/Abiertos ahora: 5 de 5\./)).toBeVisible();
      expect(page.screen.getByRole('link', { name: 'Museo Etnológico' })).toHaveAttribute('href', '/lugares/museo-etnologico');
      expect(page.screen.queryByText('Cada lugar muestra su horario de hoy')).toBeNull();
    },
    mondayEvening: async (page) => {
      expect(await rows(page)).toEqual([
        ['Fuente de los Doce Caños', 'Abierto a cualquier hora'],
        ['Mirador de la Penya Roja', 'Abierto a cualquier hora'],
        ['Mercado Municipal', 'Cerrado ahora; abre a las 7:30 de mañana'],
        // The castle and the museum both open at 10:00 tomorrow: by name.
        ['Castillo de Alcantir', 'Cerrado ahora; abre a las 10:00 de mañana'],
        ['Museo Etnológico', 'Cerrado ahora; abre a las 10:00 de mañana'],
      ]);
      expect(page.screen.getByText(/Abiertos ahora: 2 de 5\./)).toBeVisible();
    },
    holiday: async (page) => {
      const got = await rows(page);
      expect(got[0]).toEqual(['Castillo de Alcantir', 'Abierto ahora, hasta las 14:00 de hoy']);
      expect(got.find((r) => r[0] === 'Mercado Municipal')?.[1]).toBe('Cerrado ahora; abre a las 7:30 de mañana');
      expect(got.find((r) => r[0] === 'Museo Etnológico')?.[1]).toBe('Cerrado ahora; abre a las 10:00 de mañana');
    },
    inValencian: async (page) => {
      const got = await rows(page, 'Llocs');
      expect(got[1]).toEqual(['Mercat Municipal', 'Obert ara, fins a les 14:00 de hui']);
      expect(got[3]).toEqual(['Font dels Dotze Canons', 'Obert a qualsevol hora']);
      expect(page.screen.getByRole('link', { name: 'Museu Etnològic' })).toHaveAttribute('href', '/va/llocs/museo-etnologico');
    },
    pastWhatItKnew: async ({ screen }) => {
      expect(screen.getByText('Cada lugar muestra su horario de hoy')).toBeVisible();
      expect(screen.queryByRole('list')).toBeNull();
    },
  });
});

describe('the places list over time', () => {
  test('the market moves down when it closes at 14:00 on a page left open', async () => {
    const page = await renderExample(OpenPlaces, { ...examples.tuesdayMorning, now: '2026-11-24T13:59:58+01:00' });
    expect((await rows(page))[1]).toEqual(['Mercado Municipal', 'Abierto ahora, hasta las 14:00 de hoy']);
    // Only the clock is fake and stands still: it is moved past 14:00, and the list's own (real) timer wakes it.
    vi.setSystemTime(new Date('2026-11-24T14:00:01+01:00'));
    await waitFor(async () => expect((await rows(page))[0]).toEqual(['Fuente de los Doce Caños', 'Abierto a cualquier hora']), { timeout: 3000 });
    expect((await rows(page)).find((r) => r[0] === 'Mercado Municipal')?.[1]).toBe('Cerrado ahora; abre a las 7:30 de mañana');
  });
});
