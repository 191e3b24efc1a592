import { useEffect, useState } from 'react';
import { Marker } from 'react-map-gl/maplibre';
import { MAP } from '../../domain/map.ts';
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
}

/**
 * A small map with one marker: where an association is, or where an event happens. As served, only its frame: the
 * map is made in the browser (rendering it on the server for each of a large town's 20,000 pages cost the build a
 * second per render process, for an empty box).
 */
export default function PlaceMap({ place, title, icon, centre, mapStyle, mapToken, lang, label }: PlaceMapProps) {
  const [failed, setFailed] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (failed) return <p className="muted">{mapTexts(lang).loadFailed.split('.')[0]}.</p>;
  return (
    <div className="map-frame map-small" role="region" aria-label={label}>
      {mounted && (
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
      )}
    </div>
  );
}
