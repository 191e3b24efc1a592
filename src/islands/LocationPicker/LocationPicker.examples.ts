/**
 * The location picker's states without its map (MapLibre needs WebGL; in a simulated DOM the map never arrives,
 * and the e2e tests cover clicking and dragging on it): the keyboard way to a place, by address (the request form
 * gives the geocoder) or by coordinates (without one). The address is geocoded by the spec's call, as in the form.
 */
import { createApiClient } from '../../api/client.ts';
import { geocodingApi } from '../../api/geocoding.ts';
import { ALCANTIR_CENTRE, ok, sameOriginEndpoints, type ApiAnswers, type ExamplePage, type IslandExamples } from '../examples.ts';
import type { LocationPickerProps } from './LocationPicker.tsx';

/** The geocoder the request form passes: `GET /api/{realm}/geocode?address=…` on the realm's own host. */
const geocode: LocationPickerProps['geocode'] = (address) =>
  geocodingApi(createApiClient({ language: 'es' }), { id: 'alcantir', endpoints: sameOriginEndpoints }).geocode(address);
const GEOCODE = 'GET /api/alcantir/geocode';
/** The geocoder's answer for 'Calle Abadia, 12' (the request form's examples use it too). */
export const geocodedAbadia: ApiAnswers = { [GEOCODE]: ok({ status: 'OK', results: [{ geometry: { location: { lat: 38.98712, lng: -0.52044 } } }] }) };
const notFound: ApiAnswers = { [GEOCODE]: ok({ status: 'ZERO_RESULTS', results: [] }) };

const picker = (more: Partial<LocationPickerProps> = {}): LocationPickerProps => ({
  value: null,
  onChange: () => {},
  center: ALCANTIR_CENTRE,
  mapStyle: 'builtin',
  lang: 'es',
  label: 'Ubicación de la incidencia',
  geocode,
  ...more,
});

const findAddress =
  (address: string) =>
  async ({ screen, user }: ExamplePage) => {
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), address);
    await user.click(screen.getByRole('button', { name: 'Buscar en el mapa' }));
  };

export const locationPickerExamples = {
  nothingChosen: {
    name: 'no place chosen yet, with the address search',
    props: picker(),
  },
  placeChosen: {
    name: "a place already chosen (a photo's location, a draft)",
    props: picker({ value: { lat: 38.98712, lng: -0.52044 } }),
  },
  addressFound: {
    name: 'an address typed and found: the place chosen',
    props: picker(),
    api: geocodedAbadia,
    play: findAddress('Calle Abadia, 12'),
  },
  addressNotFound: {
    name: 'an address the geocoder does not know',
    props: picker(),
    api: notFound,
    play: findAddress('Calle Inventada, 99'),
  },
  addressInStreetField: {
    name: 'in a form whose street field places the map: no second address box, a link to that field',
    props: picker({ addressField: { id: 'rf-address', label: 'Calle' } }),
  },
  coordinates: {
    name: 'without a geocoder: latitude and longitude fields',
    props: picker({ geocode: undefined, label: 'Lugar del evento' }),
  },
  inValencian: {
    name: 'the picker in Valencian',
    props: picker({ lang: 'va', label: 'Ubicació en el mapa' }),
  },
} satisfies IslandExamples<LocationPickerProps>;
