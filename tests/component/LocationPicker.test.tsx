import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import LocationPicker, { type LocationPickerProps } from '../../src/islands/LocationPicker/LocationPicker.tsx';
import { locationPickerExamples as examples } from '../../src/islands/LocationPicker/LocationPicker.examples.ts';
import { renderExample, testEveryExample } from './support/examples.tsx';

/** The picker as the request form holds it: the place kept by its owner and given back to it. */
function HeldPicker(props: LocationPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LocationPicker
      {...props}
      value={value}
      onChange={(place) => {
        setValue(place);
        props.onChange(place);
      }}
    />
  );
}

/** As in the request form: the picker inside a form with its own submit button, which tells onSubmitted. */
function PickerInForm({ onSubmitted, ...props }: LocationPickerProps & { onSubmitted: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitted();
      }}
    >
      <HeldPicker {...props} />
      <button type="submit">Enviar solicitud</button>
    </form>
  );
}

describe('the location picker, in each of its examples (without the MapLibre canvas)', () => {
  testEveryExample(HeldPicker, examples, {
    nothingChosen: ({ screen }) => {
      const picker = screen.getByRole('group', { name: 'Ubicación de la incidencia' });
      expect(picker).toHaveAccessibleDescription('Pulse en el mapa o arrastre el marcador para indicar el lugar.');
      expect(screen.getByText('Todavía no ha elegido una ubicación.')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Dirección' })).toHaveAttribute('autocomplete', 'street-address');
      expect(screen.getByRole('button', { name: 'Buscar en el mapa' })).toBeVisible();
      expect(screen.queryByRole('spinbutton', { name: 'Latitud' })).toBeNull();
    },
    placeChosen: ({ screen }) => {
      expect(screen.getByText('Ubicación elegida: 38.98712, -0.52044')).toBeVisible();
    },
    addressFound: async ({ screen, api }) => {
      expect(await screen.findByText('Ubicación elegida: 38.98712, -0.52044')).toBeVisible();
      expect(api.calls.map((c) => c.query.get('address'))).toEqual(['Calle Abadia, 12']);
    },
    addressNotFound: async ({ screen }) => {
      expect(await screen.findByRole('status')).toHaveTextContent('No se ha encontrado esa dirección. Pruebe con la calle y el número.');
      expect(screen.getByText('Todavía no ha elegido una ubicación.')).toBeVisible();
    },
    addressInStreetField: ({ screen }) => {
      // The incidence form asks for the street once: the map has no address box of its own, nor coordinates.
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('spinbutton')).toBeNull();
      expect(screen.getByRole('link', { name: 'El mapa se sitúa en la calle que indique en «Calle».' })).toHaveAttribute('href', '#rf-address');
    },
    coordinates: ({ screen }) => {
      expect(screen.getByRole('group', { name: 'Lugar del evento' })).toBeVisible();
      expect(screen.getByRole('spinbutton', { name: 'Latitud' })).toHaveValue(null);
      expect(screen.getByRole('spinbutton', { name: 'Longitud' })).toHaveValue(null);
      expect(screen.queryByRole('textbox', { name: 'Dirección' })).toBeNull();
    },
    inValencian: ({ screen }) => {
      expect(screen.getByRole('group', { name: 'Ubicació en el mapa' })).toHaveAccessibleDescription(
        'Polse en el mapa o arrossegue el marcador per a indicar el lloc.',
      );
      expect(screen.getByText('Encara no ha triat cap ubicació.')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Adreça' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Buscar en el mapa' })).toBeVisible();
    },
  });
});

describe('the location picker, from the keyboard', () => {
  test('Enter in the address box searches without submitting the form around it', async () => {
    const submitted = vi.fn();
    const { screen, user } = await renderExample(PickerInForm, {
      ...examples.addressFound,
      props: { ...examples.addressFound.props, onSubmitted: submitted },
      play: undefined,
    });
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Calle Abadia, 12{Enter}');
    expect(await screen.findByText('Ubicación elegida: 38.98712, -0.52044')).toBeVisible();
    expect(submitted).not.toHaveBeenCalled();
  });

  test('coordinates typed within range choose the place, rounded to six decimals; out of range they do not', async () => {
    const onChange = vi.fn();
    const { screen, user } = await renderExample(HeldPicker, { ...examples.coordinates, props: { ...examples.coordinates.props, onChange } });
    await user.type(screen.getByRole('spinbutton', { name: 'Latitud' }), '38.98712345');
    await user.type(screen.getByRole('spinbutton', { name: 'Longitud' }), '-0.5204');
    expect(onChange).toHaveBeenLastCalledWith({ lat: 38.987123, lng: -0.5204 });
    expect(screen.getByText('Ubicación elegida: 38.98712, -0.52040')).toBeVisible();
    onChange.mockClear();
    await user.clear(screen.getByRole('spinbutton', { name: 'Latitud' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Latitud' }), '95');
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ lat: 95 }));
  });
});
