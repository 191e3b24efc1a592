/**
 * The small map of a few places (an association's page, an event's, the pharmacies'). MapLibre needs WebGL, so in a simulated DOM
 * these show the map's named frame as it is before MapLibre arrives; the e2e tests cover the marker on the map.
 */
import { markerIconFor } from '../../domain/maps/map.ts';
import { translator } from '../../i18n/index.ts';
import { ALCANTIR_CENTRE, type IslandExamples } from '../examples.ts';
import type { PlaceMapProps } from './PlaceMap.tsx';

const place = (markers: PlaceMapProps['markers']): PlaceMapProps => ({
  markers,
  centre: ALCANTIR_CENTRE,
  mapStyle: 'builtin',
  lang: 'es',
  label: translator('es')('map.place'),
});

const t = translator('es');

export const placeMapExamples = {
  association: {
    name: "an association's place, its category's glyph in the marker",
    props: place([{ at: { lat: 38.992299, lng: -0.519551 }, title: 'Unión Musical de Alcantir', icon: markerIconFor(['Musicales', 'Cultural']) }]),
  },
  event: {
    name: "an event's place, with the plain marker",
    props: place([{ at: { lat: 38.98334, lng: -0.523866 }, title: 'Pregón de las fiestas del Cristo de la Fe', icon: undefined }]),
  },
  pharmacies: {
    name: 'the pharmacies of a town, one marker each, the map opening on all of them',
    props: place([
      { at: { lat: 38.98472, lng: -0.52251 }, title: 'Farmacia Puig Soler' },
      { at: { lat: 38.99013, lng: -0.51604 }, title: 'Farmacia Grau Mompó' },
      { at: { lat: 38.97702, lng: -0.53117 }, title: 'Farmacia Llopis Martí' },
    ]),
  },
  route: {
    name: "a route's track as a line, its stops numbered, and the button that finds the visitor on it",
    props: {
      ...place([
        { at: { lat: 38.9866, lng: -0.5213 }, title: '1. Plaza Mayor', number: 1 },
        { at: { lat: 38.9878, lng: -0.5198 }, title: '2. Iglesia de San Miguel', number: 2 },
      ]),
      line: [
        [-0.5213, 38.9866],
        [-0.5205, 38.9871],
        [-0.5198, 38.9878],
      ],
      locate: {
        locate: t('map.locate'),
        locating: t('map.locating'),
        gpsDenied: t('map.gpsDenied'),
        notFound: t('map.notFound'),
        consentAsk: t('map.consentAsk'),
        consentAllow: t('map.consentAllow'),
        consentCancel: t('map.consentCancel'),
        here: t('map.you'),
      },
    },
  },
} satisfies IslandExamples<PlaceMapProps>;
