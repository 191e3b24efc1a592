import { waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import DutyBoard from '../../src/islands/DutyBoard/DutyBoard.tsx';
import { dutyBoardExamples as examples } from '../../src/islands/DutyBoard/DutyBoard.examples.ts';
import { renderExample, testEveryExample, type RenderedExample } from './support/examples.tsx';

const dutyNow = async ({ screen }: RenderedExample) => within(await screen.findByRole('region', { name: 'De guardia ahora' }));
const openNames = ({ screen }: RenderedExample) =>
  within(screen.getByRole('region', { name: /^(Abiertas ahora|Obertes ara)$/ }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('the duty board, in each of its examples', () => {
  testEveryExample(DutyBoard, examples, {
    dayDuty: async (page) => {
      const now = await dutyNow(page);
      expect(now.getByText('Farmacia Puig Soler')).toBeVisible();
      expect(now.getByText('Carrer Doctor Fleming, 8, Alcantir')).toBeVisible();
      expect(now.getByText('De guardia hasta las 22:00 de hoy')).toBeVisible();
      expect(now.getByRole('link', { name: 'Llamar al 962 27 14 05' })).toHaveAttribute('href', 'tel:+34962271405');
      const directions = now.getByRole('link', { name: 'Cómo llegar' }).getAttribute('href')!;
      expect(new URL(directions).protocol).toBe('https:');
      expect(directions).toContain('38.98710%2C-0.52290');
      expect(now.getByText(/^Siguiente guardia, desde las 22:00 de hoy:/)).toHaveTextContent('Farmacia Ferrando Climent, Avinguda Blasco Ibáñez, 41');
      expect(now.getByText(/^La lista de guardias de esta página llega hasta las 9:00 del /)).toBeVisible();
      // Thursday 10:00: Ferrando Climent (9–21) and Llopis Martí (9–13:30) by their hours, Puig Soler also on duty.
      expect(openNames(page)).toEqual(expect.arrayContaining(['Farmacia Puig Soler', 'Farmacia Ferrando Climent', 'Farmacia Llopis Martí']));
      expect(page.screen.getByText('Farmacia Puig Soler', { selector: 'li strong' }).parentElement).toHaveTextContent(/De guardia/);
      expect(page.screen.queryByText('Guardias del jueves 26 de noviembre')).toBeNull();
    },
    nightDuty: async (page) => {
      const now = await dutyNow(page);
      expect(now.getByText('Farmacia Ferrando Climent')).toBeVisible();
      expect(now.getByText('De guardia hasta las 9:00 de mañana')).toBeVisible();
      expect(now.getByText(/^Siguiente guardia, desde las 9:00 de mañana:/)).toHaveTextContent('Farmacia Sanchis Bellver');
      // At 23:30 only the pharmacy on duty is open.
      expect(openNames(page)).toEqual(['Farmacia Ferrando Climent']);
    },
    smallHours: async (page) => {
      const now = await dutyNow(page);
      expect(now.getByText('Farmacia Ferrando Climent')).toBeVisible();
      expect(now.getByText('De guardia hasta las 9:00 de hoy')).toBeVisible();
    },
    runsShort: async (page) => {
      const now = await dutyNow(page);
      expect(now.getByText('Farmacia Puig Soler')).toBeVisible();
      expect(now.getByText(/se acaba pronto: antes de ir, llame a la farmacia/)).toBeVisible();
      expect(now.queryByText(/^La lista de guardias de esta página llega/)).toBeNull();
    },
    expired: async (page) => {
      const now = await dutyNow(page);
      expect(now.getByText(/^Esta página ya no sabe qué farmacia está de guardia: su lista terminó a las 9:00 de hoy\./)).toBeVisible();
      expect(now.queryByRole('link', { name: /^Llamar al/ })).toBeNull();
    },
    inValencian: async (page) => {
      const now = within(await page.screen.findByRole('region', { name: 'De guàrdia ara' }));
      expect(now.getByText('De guàrdia fins a les 9:00 de demà')).toBeVisible();
      expect(now.getByRole('link', { name: 'Telefonar al 962 27 33 18' })).toBeVisible();
      expect(now.getByRole('link', { name: 'Com arribar-hi' })).toBeVisible();
      expect(openNames(page)).toEqual(['Farmacia Ferrando Climent']);
    },
    nearMeAsks: ({ screen }) => {
      expect(screen.getByText(/^Para ordenar las farmacias por cercanía necesitamos su permiso/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Permitir la ubicación precisa' })).toBeVisible();
      expect(screen.queryByText('Ordenadas de la más cercana a la más lejana.')).toBeNull();
    },
    nearMeNotFound: async (page) => {
      expect(await page.screen.findByText('Ubicación no encontrada')).toBeVisible();
      expect(page.screen.queryByText('Ordenadas de la más cercana a la más lejana.')).toBeNull();
      expect(openNames(page)).toEqual(['Farmacia Puig Soler', 'Farmacia Ferrando Climent', 'Farmacia Sanchis Bellver', 'Farmacia Llopis Martí']);
    },
    fileMissing: async ({ screen }) => {
      expect(await screen.findByText(/^No se ha podido leer la lista de guardias/)).toBeVisible();
      expect(screen.getByText('Guardias del jueves 26 de noviembre')).toBeVisible();
      expect(screen.queryByRole('region', { name: 'De guardia ahora' })).toBeNull();
    },
    loading: ({ screen }) => {
      expect(screen.getByText('Guardias del jueves 26 de noviembre')).toBeVisible();
      expect(screen.queryByRole('region', { name: 'De guardia ahora' })).toBeNull();
    },
  });
});

describe('near me', () => {
  test('sorts the pharmacies open now by their distance from where the device is, computed on it', async () => {
    const at = { latitude: 38.9858, longitude: -0.5204 }; // at Farmacia Llopis Martí's door
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (located: PositionCallback) => located({ coords: at } as GeolocationPosition) },
    });
    try {
      const page = await renderExample(DutyBoard, examples.nearMeNotFound);
      expect(await page.screen.findByText('Ordenadas de la más cercana a la más lejana.')).toBeVisible();
      expect(openNames(page)).toEqual(['Farmacia Llopis Martí', 'Farmacia Ferrando Climent', 'Farmacia Puig Soler', 'Farmacia Sanchis Bellver']);
      expect(page.screen.getByText('Farmacia Llopis Martí', { selector: 'li strong' }).parentElement).toHaveTextContent('(0 m)');
      // No call was made but the board file's: the position stays on the device.
      expect(page.api.calls.map((c) => c.key)).toEqual(['GET /farmacias/guardias.json']);
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});

describe('the duty board over time', () => {
  test('the night pharmacy takes over at 22:00 on a page left open', async () => {
    const page = await renderExample(DutyBoard, { ...examples.dayDuty, now: '2026-11-26T21:59:59+01:00' });
    const onDuty = async () => (await dutyNow(page)).getAllByText(/^Farmacia /, { selector: '.duty-name' }).map((p) => p.textContent);
    expect(await onDuty()).toEqual(['Farmacia Puig Soler']);
    // Only the clock is fake, and stands still: it is moved past 22:00, and the board's own timer (real, set for a
    // quarter of a second after 22:00) wakes it.
    vi.setSystemTime(new Date('2026-11-26T22:00:01+01:00'));
    await waitFor(async () => expect(await onDuty()).toEqual(['Farmacia Ferrando Climent']), { timeout: 3000 });
  });
});
