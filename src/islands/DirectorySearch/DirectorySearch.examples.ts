/**
 * The directory search box's states: nothing typed (the index not fetched yet), results for what was typed, no
 * results, the index still on its way, and the index failing to load. The index is the one the build writes (`/asociaciones/indice.json`), made here
 * by the build's own function from a small directory shaped like the demo town hall's.
 */
import { searchIndex } from '../../domain/directory/directory.ts';
import type { IndexEntry } from '../../domain/search/search.ts';
import { translator } from '../../i18n/index.ts';
import { exampleAssociations } from '../example-associations.ts';
import { ok, status, type ApiAnswers, type IslandExamples } from '../examples.ts';
import type { DirectorySearchProps } from './DirectorySearch.tsx';
import { directorySearchLabels } from './labels.ts';

const t = translator('es');
const props: DirectorySearchProps = {
  indexUrl: '/asociaciones/indice.json',
  linkBase: '/asociaciones/',
  searchPage: { action: '/buscar', type: t('siteSearch.type.association') },
  labels: directorySearchLabels(t),
};
const index: ApiAnswers = { 'GET /asociaciones/indice.json': ok<IndexEntry[]>(searchIndex(exampleAssociations, 'es')) };

export const directorySearchExamples = {
  empty: {
    name: 'the box before anything is typed',
    props,
    api: index,
  },
  results: {
    name: 'the associations matching what was typed, by title or category',
    props,
    api: index,
    play: async ({ screen, user }) => user.type(screen.getByRole('combobox', { name: 'Buscar una asociación' }), 'mus'),
  },
  noResults: {
    name: 'nothing matches what was typed',
    props,
    api: index,
    play: async ({ screen, user }) => user.type(screen.getByRole('combobox', { name: 'Buscar una asociación' }), 'piscina'),
  },
  indexLoading: {
    name: 'something typed while the index is still on its way',
    props,
    api: { 'GET /asociaciones/indice.json': 'no-answer' },
    play: async ({ screen, user }) => user.type(screen.getByRole('combobox', { name: 'Buscar una asociación' }), 'coral'),
  },
  indexFailed: {
    name: 'the index cannot be loaded: the way to the A–Z list instead',
    props,
    api: { 'GET /asociaciones/indice.json': status(404) },
    play: async ({ screen, user }) => user.type(screen.getByRole('combobox', { name: 'Buscar una asociación' }), 'coral'),
  },
} satisfies IslandExamples<DirectorySearchProps>;
