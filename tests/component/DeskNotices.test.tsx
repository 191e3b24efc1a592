import { waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import Desk from '../../src/islands/Desk/Desk.tsx';
import { deskNoticesExamples as examples } from '../../src/islands/Desk/DeskNotices.examples.ts';
import { testEveryExample, type RenderedExample } from './support/examples.tsx';

const items = (page: RenderedExample) => [...page.view.container.querySelectorAll<HTMLElement>('.desk-notice-list li')].map((li) => li.textContent);
/** The figures of a notice's copies, as `label: value`. */
const figures = (page: RenderedExample, slug: string) =>
  [...page.view.container.querySelectorAll<HTMLElement>(`[data-notice="${slug}"] .desk-notice-delivery dl > div`)].map(
    (row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`,
  );
const posted = (page: RenderedExample) => page.api.calls.filter((c) => c.key === 'POST /api/alcantir/desk/avisos');

describe("the desk's notices, in each of their examples", () => {
  testEveryExample(Desk, examples, {
    list: async (page) => {
      const { screen } = page;
      expect(await screen.findByRole('heading', { name: 'Avisos del Ayuntamiento' })).toBeVisible();
      await screen.findByText('Fiestas de la Purísima');
      // The published notice's copies, once read; only a published notice asks for them.
      await waitFor(() =>
        expect(figures(page, 'lluvias')).toEqual([
          'Notificaciones enviadas: 120',
          'No entregadas: 3',
          'Suscripciones eliminadas: 2',
          'Pendientes: 5',
          'Correos en cola: 41',
        ]),
      );
      expect(page.view.container.querySelector('[data-notice="lluvias"] dl')).toHaveAccessibleName('Envíos: Aviso amarillo por lluvias');
      expect(page.api.calls.filter((c) => c.key.endsWith('/delivery')).map((c) => c.key)).toEqual(['GET /api/alcantir/desk/notices/lluvias/delivery']);
      expect(items(page)).toEqual([
        'Fiestas de la PurísimaProgramado · Agenda · 3/12/26, 9:00Retirar: Fiestas de la Purísima',
        'Aviso amarillo por lluviasPublicado · Urgentes · Urgente · 26/11/26, 8:30 – 5/12/26, 23:59Notificaciones enviadas120No entregadas3Suscripciones eliminadas2Pendientes5Correos en cola41Retirar: Aviso amarillo por lluvias',
        'Corte de aguaFinalizado · Urgentes · Urgente · 23/11/26, 17:00 – 24/11/26, 14:00',
      ]);
      // Only what is out or waiting can be withdrawn.
      expect(screen.getAllByRole('button', { name: /^Retirar/ }).map((b) => b.textContent)).toEqual([
        'Retirar: Fiestas de la Purísima',
        'Retirar: Aviso amarillo por lluvias',
      ]);
      // A form with a fieldset per language of the realm, every text required.
      expect(screen.getByRole('group', { name: 'Texto Castellano' })).toBeVisible();
      expect(screen.getByRole('group', { name: 'Texto Valencià' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Publicar ahora' })).toBeEnabled();
    },
    neverQueued: async (page) => {
      expect(await page.screen.findByText('Sin envíos')).toBeVisible();
      expect(figures(page, 'lluvias')).toEqual([]);
    },
    fanningOut: async (page) => {
      expect(await page.screen.findByText('Todavía se están preparando los envíos a todos los suscriptores.')).toBeVisible();
      expect(figures(page, 'lluvias')).toContain('Pendientes: 1000');
    },
    empty: async ({ screen }) => {
      expect(await screen.findByText('Todavía no hay avisos.')).toBeVisible();
    },
    valencian: async ({ screen }) => {
      expect(await screen.findByText('Festes de la Puríssima')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Nou avís' })).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'Tema' })).toBeVisible();
    },
    incomplete: async (page) => {
      const { screen } = page;
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByRole('heading', { name: 'Revise estos 4 campos' })).toBeVisible();
      await waitFor(() => expect(summary).toHaveFocus());
      const [, titleVa] = screen.getAllByRole('textbox', { name: 'Título' });
      expect(titleVa).toHaveAttribute('aria-invalid', 'true');
      expect(titleVa).toHaveAccessibleDescription('Rellene este campo.');
      expect(screen.getByLabelText('Vigente hasta')).toHaveAccessibleDescription('Esa fecha ya ha pasado.');
      // What was typed stays; nothing reached the server.
      expect(screen.getAllByRole('textbox', { name: 'Título' })[0]).toHaveValue('Mercado de Navidad');
      expect(posted(page)).toEqual([]);
    },
    publishedNow: async (page) => {
      const { screen } = page;
      expect(
        await screen.findByText('Aviso «Corte de agua en la calle Mayor» publicado. Aparecerá en la web en unos minutos.', { selector: '.notice' }),
      ).toBeVisible();
      expect(posted(page)).toHaveLength(1);
      expect(posted(page)[0]!.body).toMatchObject({
        topic: 'urgentes',
        urgent: true,
        publishAt: '',
        texts: {
          es: {
            title: 'Corte de agua en la calle Mayor',
            summary: 'Mañana de 8 a 14 h no habrá agua en la calle Mayor por una avería.',
            body: 'Primer párrafo.',
          },
          va: { title: "Tall d'aigua al carrer Major" },
        },
      });
      expect(screen.getAllByRole('textbox', { name: 'Título' })[0]).toHaveValue('');
      await waitFor(() => expect(items(page)).toEqual([expect.stringMatching(/^Corte de agua en la calle Mayor.*Publicado/)]));
    },
    scheduled: async (page) => {
      expect(await page.screen.findByText('Aviso programado para el 3/12/26, 9:00.', { selector: '.notice' })).toBeVisible();
      expect(posted(page)[0]!.body).toMatchObject({ publishAt: '2026-12-03T09:00' });
    },
    refused: async (page) => {
      const { screen } = page;
      const link = await screen.findByLabelText('Enlace con más información (opcional)');
      await waitFor(() => expect(link).toHaveAccessibleDescription('Escriba una dirección web completa, que empiece por https://.'));
      expect(screen.getAllByRole('textbox', { name: 'Título' })[0]).toHaveValue('Corte de agua en la calle Mayor');
    },
    withdrawn: async (page) => {
      const { screen } = page;
      expect(await screen.findByText('Aviso «Aviso amarillo por lluvias» retirado.', { selector: '.notice' })).toBeVisible();
      await waitFor(() => expect(items(page)[1]).toMatch(/Retirado/));
      expect(screen.queryByRole('button', { name: 'Retirar: Aviso amarillo por lluvias' })).toBeNull();
    },
  });
});
