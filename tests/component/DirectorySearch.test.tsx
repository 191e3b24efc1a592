import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import DirectorySearch from '../../src/islands/DirectorySearch/DirectorySearch.tsx';
import { directorySearchExamples as examples } from '../../src/islands/DirectorySearch/DirectorySearch.examples.ts';
import { renderExample, testEveryExample } from './support/examples.tsx';

describe('the directory search box, in each of its examples', () => {
  testEveryExample(DirectorySearch, examples, {
    empty: async ({ screen, api }) => {
      const box = screen.getByRole('combobox', { name: 'Buscar una asociación' });
      expect(box).toHaveAttribute('placeholder', 'Escribe en la casilla para buscar tu asociación');
      expect(box).toHaveAccessibleDescription('Use las flechas para moverse por los resultados e Intro para abrir uno.');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('status')).toHaveTextContent('');
      // Underneath, a form to the site's search page, narrowed to associations: what works without JavaScript.
      const form = screen.getByRole('search', { name: 'Buscar una asociación' });
      expect(form).toHaveAttribute('action', '/buscar');
      expect(form).toHaveFormValues({ q: '', tipo: 'Asociaciones' });
      expect(within(form).getByRole('button', { name: 'Buscar' })).toHaveAttribute('type', 'submit');
      // The index is fetched the first time the box is used, not before: most visits never need it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(api.calls).toEqual([]);
      box.focus();
      await expect.poll(() => api.calls.length).toBe(1);
    },
    indexLoading: async ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Cargando el índice de búsqueda…');
      expect(screen.queryByRole('listbox')).toBeNull();
    },
    results: async ({ screen }) => {
      const list = await screen.findByRole('listbox', { name: 'Buscar una asociación' });
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Coral Santa CeciliaMusicales', 'Unión Musical de AlcantirMusicales']);
      expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('2 resultados');
      expect(screen.getByRole('button', { name: 'Borrar la búsqueda' })).toBeVisible();
    },
    noResults: async ({ screen }) => {
      expect(await screen.findByRole('status')).toHaveTextContent('No hay asociaciones que coincidan con «piscina»');
      expect(screen.queryByRole('listbox')).toBeNull();
    },
    indexFailed: async ({ screen }) => {
      await expect.poll(() => screen.getByRole('status').textContent).toBe('No se ha podido cargar la búsqueda. Puede usar el índice alfabético.');
      expect(screen.queryByRole('listbox')).toBeNull();
    },
  });
});

describe('the directory search box, driven from the keyboard', () => {
  test('arrows move through the results, Escape closes the list and a second Escape empties the box', async () => {
    const { screen, user } = await renderExample(DirectorySearch, examples.results);
    const box = screen.getByRole('combobox');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Unión Musical/ });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    // Past the last result, back to the first.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Coral Santa Cecilia/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('mus');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  test('the clear button empties the box and gives the focus back to it', async () => {
    const { screen, user } = await renderExample(DirectorySearch, examples.results);
    await user.click(await screen.findByRole('button', { name: 'Borrar la búsqueda' }));
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Borrar la búsqueda' })).toBeNull();
  });

  test('accents, case and the middle dot do not matter', async () => {
    const { screen, user } = await renderExample(DirectorySearch, examples.empty);
    await user.type(screen.getByRole('combobox'), 'COLLECTIU ecologista');
    expect(await screen.findByRole('option', { name: /Col·lectiu Ecologista Riu Clariano/ })).toBeVisible();
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'organo');
    expect(await screen.findByRole('option', { name: /Órgano y Coro Parroquial/ })).toBeVisible();
  });
});
