import type { Ref } from 'react';
import { Marker, Popup, type MapRef } from 'react-map-gl/maplibre';
import { MAP, type MapItem } from '../../domain/maps/map.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { BaseMap } from '../map/BaseMap.tsx';
import { ClusterMarkers } from './ClusterMarkers.tsx';

export interface MapCanvasProps {
  mapRef: Ref<MapRef>;
  mapStyle: string;
  mapToken?: string | undefined;
  places: Coordinates[];
  lang: string;
  centre: Coordinates;
  onError: () => void;
  visible: MapItem[];
  selected: MapItem | null;
  onSelect: (item: MapItem | null) => void;
  you: Coordinates | null;
  linkBase: string;
  categoryTitles: string[];
  labels: { cluster: string; you: string };
}

/** The associations map's canvas: clustered markers, the visitor's place and the selected association's popup. */
export default function MapCanvas({
  mapRef,
  mapStyle,
  mapToken,
  places,
  lang,
  centre,
  onError,
  visible,
  selected,
  onSelect,
  you,
  linkBase,
  categoryTitles,
  labels,
}: MapCanvasProps) {
  return (
    <BaseMap
      ref={mapRef}
      mapStyle={mapStyle}
      mapToken={mapToken}
      places={places}
      lang={lang}
      onError={onError}
      initialViewState={{ latitude: centre.lat, longitude: centre.lng, zoom: MAP.zoom }}
    >
      <ClusterMarkers items={visible} onSelect={onSelect} clusterLabel={labels.cluster} />
      {you && (
        <Marker latitude={you.lat} longitude={you.lng} anchor="center">
          <span className="map-you" role="img" aria-label={labels.you} />
        </Marker>
      )}
      {selected && (
        <Popup
          longitude={selected.lngLat[0]}
          latitude={selected.lngLat[1]}
          anchor="bottom"
          offset={[0, -MAP.markerHeight] as [number, number]}
          onClose={() => onSelect(null)}
          closeOnClick={false}
          maxWidth="18rem"
        >
          <div className="map-popup" data-popup={selected.id}>
            <a href={`${linkBase}${selected.id}`}>
              <strong>{selected.title}</strong>
            </a>
            {selected.categories.length > 0 && <p className="map-popup-meta">{selected.categories.map((c) => categoryTitles[c]).join(', ')}</p>}
            {selected.address && <p>{selected.address}</p>}
          </div>
        </Popup>
      )}
    </BaseMap>
  );
}
