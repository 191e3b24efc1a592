import { useMemo, type ReactNode, type Ref } from 'react';
import MapLibreMap, { NavigationControl, type MapProps, type MapRef } from 'react-map-gl/maplibre';
import { MAP } from '../../domain/maps/map.ts';
import { resolveMapStyle } from '../../domain/maps/map-style.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { loadMapLib } from './maplib.ts';
import { mapLibreLocale } from './texts.ts';
import './map.css';

export interface BaseMapProps extends Omit<MapProps, 'mapStyle' | 'mapLib' | 'locale'> {
  /** The realm's `mapStyle` config value: `builtin`, a named style of docs/product-spec.md §7, or a style URL. */
  mapStyle: string;
  /** Access token for the named styles that need one. */
  mapToken?: string | undefined;
  /** Places the offline style draws the town around (the realm's centre, the map's markers). */
  places: Coordinates[];
  lang: string;
  ref?: Ref<MapRef>;
  children?: ReactNode;
}

/**
 * Every map of the portal: MapLibre loaded on demand, the spec's zoom limits, the realm's tile style, MapLibre's
 * own labels in the page's language, and zoom buttons (keyboard users also have the canvas's arrow and +/- keys).
 */
export function BaseMap({ mapStyle, mapToken, places, lang, ref, children, ...rest }: BaseMapProps) {
  // The offline style depends on the places only through the town's outline: recompute it when they change.
  const key = places.map((p) => `${p.lat},${p.lng}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: places is a new array on every render of the map's owner; key spells out their coordinates, which is what the style depends on
  const style = useMemo(() => resolveMapStyle(mapStyle, places, mapToken), [mapStyle, mapToken, key]);
  const locale = useMemo(() => mapLibreLocale(lang), [lang]);
  // Rendered on the server too (the frame reserves the map's place); MapLibre itself only ever loads in a browser.
  return (
    <MapLibreMap
      ref={ref}
      mapLib={typeof window === 'undefined' ? undefined : loadMapLib()}
      mapStyle={style}
      minZoom={MAP.minZoom}
      maxZoom={MAP.maxZoom}
      locale={locale}
      attributionControl={{ compact: true }}
      dragRotate={false}
      pitchWithRotate={false}
      touchPitch={false}
      {...rest}
    >
      <NavigationControl showCompass={false} />
      {children}
    </MapLibreMap>
  );
}
