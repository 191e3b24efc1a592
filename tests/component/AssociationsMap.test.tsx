import { act, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import AssociationsMap from '../../src/islands/AssociationsMap/AssociationsMap.tsx';
import { associationsMapExamples as examples } from '../../src/islands/AssociationsMap/AssociationsMap.examples.ts';
import { CONSENT_KEY } from '../../src/stores/consent.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { renderExample, testEveryExample, type RenderedExample } from './support/examples.tsx';
import { bringNearScreen } from './support/viewport.ts';

const listed = ({ screen }: RenderedExample) =>
  within(screen.getByRole('list', { name: 'Asociaciones del mapa' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the associations map, in each of its examples (without the MapLibre canvas)', () => {
  testEveryExample(AssociationsMap, examples, {
    allShown: async (page) => {
      const { screen } = page;
      expect(await screen.findByText('Se muestran 8 de 8 asociaciones')).toBeVisible();
      const filters = screen.getByRole('group', { name: 'Categorías' });
      // Only the categories some association on the map has, and 'Todos'.
      const offered = examples.allShown.props.counts.filter((count) => count > 0).length;
      expect(within(filters).getAllByRole('checkbox')).toHaveLength(offered + 1);
      expect(within(filters).getByRole('checkbox', { name: 'Todos' })).toBeChecked();
      expect(within(filters).getByRole('checkbox', { name: 'Musicales (2)' })).toBeChecked();
      expect(within(filters).queryByRole('checkbox', { name: /^Tauromaquia/ })).toBeNull();
      // Sorted as a Spanish reader sorts; the association without a place is not on the map.
      expect(listed(page)).toEqual([
        'AMPA CEIP Lluís Vives',
        'Asociación de Jubilados y Pensionistas San José',
        'Club de Atletismo Alcantir Corre',
        'Col·lectiu Ecologista Riu Clariano',
        'Falla Plaza Mayor',
        'Grupo de Teatro La Carrasca',
        'Órgano y Coro Parroquial de la Asunción',
        'Unión Musical de Alcantir',
      ]);
      expect(screen.getByRole('link', { name: 'Falla Plaza Mayor' })).toHaveAttribute('href', '/asociaciones/6650a1000000000000000002');
      expect(screen.getByRole('button', { name: 'Ver Falla Plaza Mayor en el mapa' })).toBeVisible();
      // The canvas waits for the map to come near the screen: until then its place says it is loading.
      const region = screen.getByRole('region', { name: 'Mapa de las asociaciones' });
      expect(region).toHaveTextContent(/^Cargando…/);
      expect(within(region).getByRole('button', { name: 'Centrar el mapa' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Ocultar la lista' })).toHaveAttribute('aria-expanded', 'true');
    },
    oneCategory: async (page) => {
      const { screen } = page;
      expect(screen.getByText('Se muestran 2 de 8 asociaciones')).toBeVisible();
      expect(screen.getByRole('checkbox', { name: 'Todos' })).toBePartiallyChecked();
      expect(listed(page)).toEqual(['Órgano y Coro Parroquial de la Asunción', 'Unión Musical de Alcantir']);
    },
    noneTicked: async (page) => {
      const { screen } = page;
      expect(screen.getByText('Se muestran 0 de 8 asociaciones')).toBeVisible();
      expect(screen.getByText('No hay asociaciones en las categorías elegidas.')).toBeVisible();
      expect(screen.getByRole('checkbox', { name: 'Todos' })).not.toBeChecked();
      expect(listed(page)).toEqual([]);
    },
    listHidden: async ({ screen }) => {
      const toggle = screen.getByRole('button', { name: 'Mostrar la lista' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('list', { name: 'Asociaciones del mapa' })).toBeNull();
    },
    large: async (page) => {
      const { screen } = page;
      expect(await screen.findByText('Se muestran 8 de 8 asociaciones')).toBeVisible();
      expect(listed(page)).toHaveLength(5);
      expect(screen.getByText(/^Y 3 más\./)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ver todas las asociaciones en el índice alfabético' })).toHaveAttribute('href', '/asociaciones#letras');
    },
    loading: async ({ screen }) => {
      expect(screen.getByText('Cargando…', { selector: '[data-map-status]' })).toBeVisible();
      // The counts came with the page: the filters are there before the map file.
      expect(screen.getByRole('group', { name: 'Categorías' })).toBeVisible();
      expect(screen.getByRole('checkbox', { name: 'Musicales (2)' })).toBeChecked();
      expect(screen.getByRole('link', { name: 'Ver todas las asociaciones en el índice alfabético' })).toBeVisible();
    },
    loadFailed: async ({ screen }) => {
      const notice = await screen.findByText(/^No se ha podido cargar el mapa de asociaciones\./);
      expect(within(notice).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
    locateAsksConsent: async ({ screen }) => {
      expect(screen.getByText(/^Para centrar el mapa en su ubicación necesitamos su permiso/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Mi ubicación' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'Permitir la ubicación precisa' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Ahora no' })).toBeVisible();
    },
    locateUnavailable: async ({ screen }) => {
      expect(await screen.findByText('Ubicación no encontrada', { selector: '[data-locate-status]' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Permitir la ubicación precisa' })).toBeNull();
    },
  });
});

describe('the associations map, driven without the canvas', () => {
  test("'Todos' ticks every category again after some were unticked", async () => {
    const page = await renderExample(AssociationsMap, examples.oneCategory);
    await page.user.click(page.screen.getByRole('checkbox', { name: 'Todos' }));
    expect(page.screen.getByRole('checkbox', { name: 'Todos' })).toBeChecked();
    expect(page.screen.getByText('Se muestran 8 de 8 asociaciones')).toBeVisible();
    expect(listed(page)).toHaveLength(8);
  });

  test("the canvas starts loading only once the map's frame comes near the screen", async () => {
    const { screen } = await renderExample(AssociationsMap, examples.allShown);
    const region = screen.getByRole('region', { name: 'Mapa de las asociaciones' });
    expect(region.querySelector('.map-loading')).toHaveTextContent('Cargando…');
    expect(document.querySelector('link[rel=stylesheet]')).toBeNull();
    act(() => bringNearScreen(region));
    // MapLibre's module and stylesheet are asked for now; the canvas's container takes the placeholder's place.
    await waitFor(() => expect(region.querySelector('.map-loading')).toBeNull());
    expect(document.querySelector('link[rel=stylesheet]')).not.toBeNull();
  });

  test('Reintentar after a failed load lists the associations', async () => {
    const { screen, user } = await renderExample(AssociationsMap, examples.loadFailed);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Se muestran 8 de 8 asociaciones')).toBeVisible();
    expect(screen.queryByText(/^No se ha podido cargar/)).toBeNull();
  });

  test("'Ahora no' closes the question; allowing records the consent and then looks for the visitor", async () => {
    const { screen, user } = await renderExample(AssociationsMap, examples.locateAsksConsent);
    await user.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByText(/^Para centrar el mapa/)).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mi ubicación' }));
    await user.click(screen.getByRole('button', { name: 'Permitir la ubicación precisa' }));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!).proposals).toMatchObject({ preciseGeolocation: true });
    // This browser has no geolocation: the spec's 'not found' message.
    expect(screen.getByText('Ubicación no encontrada', { selector: '[data-locate-status]' })).toBeVisible();
  });
});

describe('the associations map as the page serves it, before its script runs (and without JavaScript)', () => {
  /** The island's server render with the page's own list of places, as Astro passes it. */
  function served(withPlaces: boolean): HTMLElement {
    const places = (
      <ul className="map-list" aria-label="Asociaciones del mapa">
        <li>
          <a href="/asociaciones/6650a1000000000000000002">Falla Plaza Mayor</a>
        </li>
      </ul>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(<AssociationsMap {...examples.allShown.props}>{withPlaces ? places : undefined}</AssociationsMap>);
    document.body.append(root);
    return root;
  }

  test('shows each category with its real count, no checkbox, no button and no "Cargando…"', async () => {
    const root = served(true);
    const categories = within(root).getByRole('list', { name: 'Categorías' });
    expect(within(categories).getByText('Musicales')).toBeInTheDocument();
    expect(categories).toHaveTextContent('Musicales (2)');
    expect(categories).not.toHaveTextContent('(0)');
    expect(within(root).queryAllByRole('checkbox')).toEqual([]);
    expect(within(root).queryAllByRole('button')).toEqual([]);
    expect(root).not.toHaveTextContent('Cargando');
    // The frame says the map needs JavaScript to a browser that runs none (a <noscript>).
    expect(root.querySelector('noscript')?.innerHTML).toContain('Para ver el mapa hace falta JavaScript.');
    expect(within(root).getByRole('link', { name: 'Falla Plaza Mayor' })).toHaveAttribute('href', '/asociaciones/6650a1000000000000000002');
    await expectNoAxeViolations(root);
    root.remove();
  });

  test("a large town's page lists no places: it leads to the directory instead", () => {
    const root = served(false);
    expect(within(root).getByRole('link', { name: 'Ver todas las asociaciones en el índice alfabético' })).toHaveAttribute('href', '/asociaciones#letras');
    root.remove();
  });
});
