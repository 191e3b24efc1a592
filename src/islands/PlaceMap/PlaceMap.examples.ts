/**
 * The small map of one place (an association's page, an event's). MapLibre needs WebGL, so in a simulated DOM
 * these show the map's named frame as it is before MapLibre arrives; the e2e tests cover the marker on the map.
 */
import { markerIconFor } from '../../domain/maps/map.ts';
import { translator } from '../../i18n/index.ts';
import { ALCANTIR_CENTRE, type IslandExamples } from '../examples.ts';
import type { PlaceMapProps } from './PlaceMap.tsx';

const place = (more: Pick<PlaceMapProps, 'place' | 'title' | 'icon'>): PlaceMapProps => ({
  ...more,
  centre: ALCANTIR_CENTRE,
  mapStyle: 'builtin',
  lang: 'es',
  label: translator('es')('map.place'),
});

export const placeMapExamples = {
  association: {
    name: "an association's place, its category's glyph in the marker",
    props: place({ place: { lat: 38.992299, lng: -0.519551 }, title: 'Unión Musical de Alcantir', icon: markerIconFor(['Musicales', 'Cultural']) }),
  },
  event: {
    name: "an event's place, with the plain marker",
    props: place({ place: { lat: 38.98334, lng: -0.523866 }, title: 'Pregón de las fiestas del Cristo de la Fe', icon: undefined }),
  },
} satisfies IslandExamples<PlaceMapProps>;
