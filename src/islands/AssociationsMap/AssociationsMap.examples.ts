/**
 * The associations map's states as far as they show without MapLibre (it needs WebGL, which a simulated DOM does
 * not have; the canvas waits behind the island's own lazy-loading seam until the map comes near the screen, and
 * the e2e tests cover it): the filters, the status line, the list of associations, the locate button. The map
 * file is the one the build writes (`/asociaciones/mapa.json`), made by the build's own mapItems().
 */
import { mapItems } from '../../data/map-items.ts';
import { categoryCounts, type MapData } from '../../domain/maps/map.ts';
import { translator } from '../../i18n/index.ts';
import { CONSENT_KEY } from '../../stores/consent.ts';
import { exampleAssociations } from '../example-associations.ts';
import { ALCANTIR_CENTRE as centre, ok, status, type ApiAnswers, type ExamplePage, type IslandExamples } from '../examples.ts';
import type { AssociationsMapProps } from './AssociationsMap.tsx';
import { associationsMapLabels, categoryTitles } from './labels.ts';

const DATA = 'GET /asociaciones/mapa.json';
const t = translator('es');
const items = mapItems(exampleAssociations, 'es');
const props: AssociationsMapProps = {
  dataUrl: '/asociaciones/mapa.json',
  linkBase: '/asociaciones/',
  centre,
  mapStyle: 'builtin',
  lang: 'es',
  categoryTitles: categoryTitles(t),
  counts: categoryCounts(items),
  directoryUrl: '/asociaciones#letras',
  labels: associationsMapLabels(t),
};
const mapData = ok<MapData>({ centre, items });
const mapFile: ApiAnswers = { [DATA]: mapData };

/** The visitor unticks 'Todos' once the map file has come: no category ticked. */
const untickAll = async ({ screen, user }: ExamplePage) => {
  await screen.findByText(/^Se muestran 8 de 8/);
  await user.click(screen.getByRole('checkbox', { name: 'Todos' }));
};

export const associationsMapExamples = {
  allShown: {
    name: 'every category ticked: all the associations with a place, listed as links',
    props,
    api: mapFile,
  },
  oneCategory: {
    name: "only one category ticked: 'Todos' half-ticked, the list narrowed",
    props,
    api: mapFile,
    play: async (page) => {
      await untickAll(page);
      await page.user.click(page.screen.getByRole('checkbox', { name: 'Musicales (2)' }));
    },
  },
  noneTicked: {
    name: 'no category ticked: none shown, and the reason said',
    props,
    api: mapFile,
    play: untickAll,
  },
  listHidden: {
    name: 'the list folded away',
    props,
    api: mapFile,
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'Ocultar la lista' })),
  },
  large: {
    name: "more associations than the list shows (a large town's map): the first ones, and the way to the directory",
    props: { ...props, listLimit: 5 },
    api: mapFile,
  },
  loading: {
    name: 'the map file still on its way',
    props,
    api: { [DATA]: 'no-answer' },
  },
  loadFailed: {
    name: 'the map file cannot be loaded: the error and a retry',
    props,
    api: { [DATA]: [status(503), mapData] },
  },
  locateAsksConsent: {
    name: "'Mi ubicación' without consent to precise geolocation: the question first",
    props,
    api: mapFile,
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'Mi ubicación' })),
  },
  locateUnavailable: {
    name: "'Mi ubicación' with consent, in a browser that cannot locate: 'Ubicación no encontrada'",
    props,
    api: mapFile,
    device: { local: { [CONSENT_KEY]: JSON.stringify({ isAccepted: true, proposals: { preciseGeolocation: true } }) } },
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'Mi ubicación' })),
  },
} satisfies IslandExamples<AssociationsMapProps>;
