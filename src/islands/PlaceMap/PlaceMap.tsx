import { type ReactNode, useEffect, useState } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import { MAP } from '../../domain/maps/map.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { BaseMap } from '../map/BaseMap.tsx';
import { Pin } from '../map/Pin.tsx';
import { mapTexts } from '../map/texts.ts';

export interface PlaceMapProps {
  place: Coordinates;
  /** What is there (the association or the event), the marker's text alternative. */
  title: string;
  /** The glyph in the marker: the association's category icon, or none for the plain marker. */
  icon?: string | undefined;
  /** The realm's centre, for the offline style's town outline. */
  centre: Coordinates;
  mapStyle: string;
  mapToken?: string | undefined;
  lang: string;
  /** The map region's name, e.g. "Mapa de ubicación". */
  label: string;
  /** What the page shows in the map's place until it runs, and for good without its script: the place elsewhere. */
  children?: ReactNode;
}

/** A small map with one marker: where an association is, or where an event happens. */
export default function PlaceMap({ place, title, icon, centre, mapStyle, mapToken, lang, label, children }: PlaceMapProps) {
  const [failed, setFailed] = useState(false);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // In an element of its own: Astro's slot is display:contents, and client:visible watches boxes.
  if (!live) return <div>{children}</div>;
  if (failed) return <p className="muted">{mapTexts(lang).loadFailed.split('.')[0]}.</p>;
  return (
    <section className="map-frame map-small" aria-label={label}>
      <BaseMap
        mapStyle={mapStyle}
        mapToken={mapToken}
        places={[centre, place]}
        lang={lang}
        onError={() => setFailed(true)}
        initialViewState={{ latitude: place.lat, longitude: place.lng, zoom: MAP.zoom }}
        cooperativeGestures
      >
        <Marker latitude={place.lat} longitude={place.lng} anchor="bottom">
          <span className="map-pin" role="img" aria-label={title} data-place-marker>
            <Pin icon={icon} />
          </span>
        </Marker>
      </BaseMap>
    </section>
  );
}
