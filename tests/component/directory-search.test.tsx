/**
 * The directory's search box with script (src/browser/directory-search.ts over the form of
 * src/components/DirectorySearchBox.astro): the index fetched on first use, the results as the visitor types, the
 * keyboard, and what it says when nothing matches or the index cannot load. The built page is checked by
 * tests/e2e/directory.spec.ts.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceDirectorySearch } from '../../src/browser/directory-search.ts';
import { searchIndex } from '../../src/domain/directory/directory.ts';
import { translator } from '../../src/i18n/index.ts';
import { exampleAssociations } from '../../src/islands/example-associations.ts';

const t = translator('es');

/** The form DirectorySearchBox.astro renders, with the Spanish texts; `typed`: what was in the box before the script ran. */
function mount(typed = ''): HTMLFormElement {
  document.body.innerHTML = `
    <form class="directory-search" role="search" aria-label="${t('search.label')}" action="/buscar" method="get" data-directory-search
      data-index-url="/asociaciones/indice.json" data-link-base="/asociaciones/" data-loading="${t('search.loading')}"
      data-results="${t('search.results')}" data-one-result="${t('search.oneResult')}" data-no-results="${t('search.noResults')}"
      data-error="${t('search.error')}">
      <input type="hidden" name="tipo" value="${t('siteSearch.type.association')}">
      <label for="directory-search-input">${t('search.label')}</label>
      <input id="directory-search-input" name="q" type="text" role="combobox" autocomplete="off" aria-autocomplete="list"
        aria-expanded="false" aria-controls="directory-search-list" aria-describedby="directory-search-hint"
        placeholder="${t('directory.searchPlaceholder')}">
      <button type="button" data-clear hidden><span aria-hidden="true">×</span><span>${t('search.clear')}</span></button>
      <button type="submit">${t('siteSearch.submit')}</button>
      <p id="directory-search-hint">${t('search.hint')}</p>
      <ul id="directory-search-list" role="listbox" aria-label="${t('search.label')}" hidden></ul>
      <p role="status" aria-live="polite"></p>
    </form>`;
  const form = document.querySelector('form')!;
  form.querySelector('input[name="q"]')!.setAttribute('value', typed);
  enhanceDirectorySearch(form);
  return form;
}

type Answer = 'index' | 'never' | 404;
let calls: string[] = [];
function answer(with_: Answer) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (with_ === 'never') return new Promise(() => {});
      if (with_ === 404) return new Response('', { status: 404 });
      return Response.json(searchIndex(exampleAssociations, 'es'));
    }),
  );
}

beforeEach(() => answer('index'));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const box = () => screen.getByRole('combobox', { name: 'Buscar una asociación' });

describe('the directory search box', () => {
  it('fetches the index at once for words typed before its script ran, and does not say "loading" for good', async () => {
    mount('coro');
    expect(calls).toEqual(['/asociaciones/indice.json']);
    await vi.waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent(t('search.loading')));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a form to the search page, and fetches the index the first time the box is used, not before', async () => {
    const form = mount();
    expect(box()).toHaveAttribute('placeholder', 'Escribe en la casilla para buscar tu asociación');
    expect(box()).toHaveAccessibleDescription('Use las flechas para moverse por los resultados e Intro para abrir uno.');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('search', { name: 'Buscar una asociación' })).toBe(form);
    expect(form).toHaveFormValues({ q: '', tipo: 'Asociaciones' });
    expect(within(form).getByRole('button', { name: 'Buscar' })).toHaveAttribute('type', 'submit');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
    box().focus();
    await expect.poll(() => calls).toEqual(['/asociaciones/indice.json']);
    // A second use shares the first fetch.
    box().blur();
    box().focus();
    expect(calls).toHaveLength(1);
  });

  it('lists the associations matching what was typed, by title or category, and counts them', async () => {
    mount();
    await userEvent.type(box(), 'mus');
    const list = await screen.findByRole('listbox', { name: 'Buscar una asociación' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Coral Santa CeciliaMusicales', 'Unión Musical de AlcantirMusicales']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 resultados');
    expect(screen.getByRole('button', { name: 'Borrar la búsqueda' })).toBeVisible();
  });

  it('says when nothing matches, with what was typed', async () => {
    mount();
    await userEvent.type(box(), 'piscina');
    expect(screen.getByRole('status')).toHaveTextContent('No hay asociaciones que coincidan con «piscina»');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says the index is on its way while it is', async () => {
    answer('never');
    mount();
    await userEvent.type(box(), 'coral');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el índice de búsqueda…');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('points to the A–Z list when the index cannot be loaded', async () => {
    answer(404);
    mount();
    await userEvent.type(box(), 'coral');
    await expect.poll(() => screen.getByRole('status').textContent).toBe('No se ha podido cargar la búsqueda. Puede usar el índice alfabético.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('arrows move through the results, Escape closes the list and a second Escape empties the box', async () => {
    mount();
    const user = userEvent.setup();
    await user.type(box(), 'mus');
    await screen.findByRole('option', { name: /Unión Musical/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Unión Musical/ });
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    // Past the last result, back to the first.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Coral Santa Cecilia/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('mus');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('Enter opens the highlighted association', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mount();
    const user = userEvent.setup();
    await user.type(box(), 'mus');
    await screen.findByRole('option', { name: /Unión Musical/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const id = exampleAssociations.find((a) => /Unión Musical/.test(typeof a.title === 'string' ? a.title : a.title.es!))!._id;
    expect(assign).toHaveBeenCalledWith(`/asociaciones/${id}`);
  });

  it('the clear button empties the box and gives the focus back to it', async () => {
    mount();
    const user = userEvent.setup();
    await user.type(box(), 'mus');
    await user.click(await screen.findByRole('button', { name: 'Borrar la búsqueda' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Borrar la búsqueda' })).toBeNull();
  });

  it('accents, case and the middle dot do not matter', async () => {
    mount();
    const user = userEvent.setup();
    await user.type(box(), 'COLLECTIU ecologista');
    expect(await screen.findByRole('option', { name: /Col·lectiu Ecologista Riu Clariano/ })).toBeVisible();
    await user.clear(box());
    await user.type(box(), 'organo');
    expect(await screen.findByRole('option', { name: /Órgano y Coro Parroquial/ })).toBeVisible();
  });
});
