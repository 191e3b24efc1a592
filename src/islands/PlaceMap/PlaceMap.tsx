import { type ReactNode, useEffect, useState } from 'react';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import { MAP } from '../../domain/maps/map.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { BaseMap } from '../map/BaseMap.tsx';
import { Pin } from '../map/Pin.tsx';
import { mapTexts } from '../map/texts.ts';
import { Locate, type LocateLabels } from '../AssociationsMap/Locate.tsx';

/** One point on the map and what is there, its marker's text alternative. */
export interface PlaceMarker {
  at: Coordinates;
  title: string;
  /** The glyph in the marker: the association's category icon, or none for the plain marker. */
  icon?: string | undefined;
  /** A number in the marker instead of a glyph: a route's stop. */
  number?: number | undefined;
}

export interface PlaceMapProps {
  /** The points to show: one (an association, an event) or a few (the pharmacies of a town). */
  markers: PlaceMarker[];
  /** The realm's centre, for the offline style's town outline. */
  centre: Coordinates;
  mapStyle: string;
  mapToken?: string | undefined;
  lang: string;
  /** The map region's name, e.g. "Mapa de ubicación". */
  label: string;
  /** What the page shows in the map's place until it runs, and for good without its script: the place elsewhere. */
  children?: ReactNode;
  /** A line to draw under the markers, `[lng, lat]` in order: a route's track. The map opens on all of it. */
  line?: Array<[number, number]> | undefined;
  /** "Where am I": the button's texts, and the name of the marker of the device's position (a route's map on the trail). */
  locate?: (LocateLabels & { here: string }) | undefined;
}

/** Where the map opens: on the one point at the street's zoom, or on the box of several with a margin. */
function initialView(markers: PlaceMarker[], line: Array<[number, number]> = []) {
  const [first] = markers;
  if (markers.length === 1 && first && line.length === 0) return { latitude: first.at.lat, longitude: first.at.lng, zoom: MAP.zoom };
  const lats = [...markers.map((m) => m.at.lat), ...line.map((p) => p[1])];
  const lngs = [...markers.map((m) => m.at.lng), ...line.map((p) => p[0])];
  return {
    bounds: [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ] as [[number, number], [number, number]],
    fitBoundsOptions: { padding: 40, maxZoom: MAP.zoom },
  };
}

/**
 * A small map of a few places, each with its marker: where an association is, where an event happens, the
 * pharmacies of a town. The page lists every one of them in words beside it: the map is the second way, never the
 * only one.
 */
export default function PlaceMap({ markers, centre, mapStyle, mapToken, lang, label, children, line, locate }: PlaceMapProps) {
  const [failed, setFailed] = useState(false);
  const [here, setHere] = useState<Coordinates | undefined>();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // In an element of its own: Astro's slot is display:contents, and client:visible watches boxes.
  if (!live) return <div>{children}</div>;
  if (failed) return <p className="muted">{mapTexts(lang).loadFailed.split('.')[0]}.</p>;
  const trackPlaces = line ? line.filter((_, i) => i % 10 === 0).map(([lng, lat]) => ({ lat, lng })) : [];
  return (
    <>
      {locate && <Locate labels={locate} onLocated={setHere} />}
      <section className="map-frame map-small" aria-label={label}>
        <BaseMap
          mapStyle={mapStyle}
          mapToken={mapToken}
          places={[centre, ...markers.map((m) => m.at), ...trackPlaces, ...(here ? [here] : [])]}
          lang={lang}
          onError={() => setFailed(true)}
          initialViewState={initialView(markers, line)}
          cooperativeGestures
        >
          {line && line.length > 1 && (
            <Source id="place-map-line" type="geojson" data={{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: line } }}>
              <Layer
                id="place-map-line-casing"
                type="line"
                paint={{ 'line-color': '#ffffff', 'line-width': 7 }}
                layout={{ 'line-join': 'round', 'line-cap': 'round' }}
              />
              <Layer
                id="place-map-line"
                type="line"
                paint={{ 'line-color': '#b3261e', 'line-width': 4 }}
                layout={{ 'line-join': 'round', 'line-cap': 'round' }}
              />
            </Source>
          )}
          {markers.map((m) => (
            <Marker key={`${m.at.lat},${m.at.lng},${m.title}`} latitude={m.at.lat} longitude={m.at.lng} anchor="bottom">
              <span className="map-pin" role="img" aria-label={m.title} data-place-marker>
                {m.number === undefined ? <Pin icon={m.icon} /> : <span className="map-pin-number">{m.number}</span>}
              </span>
            </Marker>
          ))}
          {here && locate && (
            <Marker latitude={here.lat} longitude={here.lng} anchor="center">
              <span className="map-here" role="img" aria-label={locate.here} data-here-marker />
            </Marker>
          )}
        </BaseMap>
      </section>
    </>
  );
}
