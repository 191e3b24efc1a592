import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { pinExamples } from '../../src/islands/map/map.examples.ts';
import { mapLibreLocale, mapTexts } from '../../src/islands/map/texts.ts';
import { Pin } from '../../src/islands/map/Pin.tsx';
import { useNearViewport } from '../../src/islands/map/useNearViewport.ts';
import PlaceMap from '../../src/islands/PlaceMap/PlaceMap.tsx';
import { placeMapExamples } from '../../src/islands/PlaceMap/PlaceMap.examples.ts';
import { UI_LANGUAGES } from '../../src/schemas/realm.ts';
import { testEveryExample } from './support/examples.tsx';
import { bringNearScreen, watching } from './support/viewport.ts';

describe('the map marker, in each of its examples', () => {
  testEveryExample(Pin, pinExamples, {
    plain: ({ view }) => {
      const pin = view.container.querySelector('.map-pin-shape')!;
      expect(pin).toHaveAttribute('aria-hidden', 'true');
      expect(pin.querySelector('svg')).toHaveAttribute('width', '29');
      expect(pin.querySelector('svg')).toHaveAttribute('height', '43');
      expect(pin.querySelector('img')).toBeNull();
    },
    withCategory: ({ view }) => {
      // Decorative: whatever holds the pin (a button, a role="img") carries the name.
      expect(view.container.querySelector('.map-pin-shape img')).toHaveAttribute('src', '/icons/categories/musicales.svg');
      expect(view.container.querySelector('.map-pin-shape img')).toHaveAttribute('alt', '');
    },
  });
});

describe('the place map, in each of its examples (before MapLibre arrives)', () => {
  const frame = async (title: string) => {
    const region = screen.getByRole('region', { name: 'Mapa de ubicación' });
    // The marker and its name come with MapLibre: until then the frame holds its place and nothing to reach.
    expect(screen.queryByRole('img', { name: title })).toBeNull();
    expect(region.querySelector('a, button, input, [tabindex]')).toBeNull();
  };
  testEveryExample(PlaceMap, placeMapExamples, {
    association: () => frame('Unión Musical de Alcantir'),
    event: () => frame('Pregón de las fiestas del Cristo de la Fe'),
    pharmacies: () => frame('Farmacia Grau Mompó'),
    route: async () => {
      await frame('2. Iglesia de San Miguel');
      // "Where am I" is outside the map's frame, a button the keyboard reaches before the map.
      const locate = screen.getByRole('button', { name: 'Mi ubicación' });
      expect(screen.getByRole('region', { name: 'Mapa de ubicación' }).contains(locate)).toBe(false);
      await userEvent.click(locate);
      expect(screen.getByText(/permiso para usar la ubicación precisa/)).toBeVisible();
    },
  });
});

/** A frame that says whether useNearViewport has seen it come near the screen. */
function NearViewportProbe() {
  const box = useRef<HTMLDivElement>(null);
  return <div ref={box}>{useNearViewport(box) ? 'cerca' : 'lejos'}</div>;
}

describe("the maps' shared helpers", () => {
  test('a map waits until its frame comes near the screen, then stops watching', () => {
    render(<NearViewportProbe />);
    expect(screen.getByText('lejos')).toBeVisible();
    act(() => bringNearScreen(screen.getByText('lejos')));
    expect(screen.getByText('cerca')).toBeVisible();
    expect(watching()).toBe(0);
  });

  test("every map text exists in each of the portal's languages, and MapLibre gets its controls' names", () => {
    const keys = Object.keys(mapTexts('es'));
    for (const lang of UI_LANGUAGES) {
      const texts = mapTexts(lang);
      expect(Object.keys(texts), lang).toEqual(keys);
      expect(
        Object.values(texts).every((text) => text.trim() !== ''),
        lang,
      ).toBe(true);
    }
    expect(mapLibreLocale('va')).toMatchObject({ 'NavigationControl.ZoomIn': 'Apropar', 'Popup.Close': 'Tancar' });
    expect(mapTexts('de')).toBe(mapTexts('es'));
  });
});
