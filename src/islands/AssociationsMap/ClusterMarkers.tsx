import { useEffect, useMemo, useState } from 'react';
import { Layer, Marker, Source, useMap } from 'react-map-gl/maplibre';
import type { GeoJSONSource, MapSourceDataEvent } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import { MAP, markerIcon, type MapItem } from '../../domain/maps/map.ts';
import { Pin } from '../map/Pin.tsx';

const SOURCE = 'associations';

interface Cluster {
  id: number;
  count: number;
  lngLat: [number, number];
}

export interface ClusterMarkersProps {
  items: MapItem[];
  onSelect(item: MapItem): void;
  /** "{count} asociaciones: acercar el mapa". */
  clusterLabel: string;
}

/**
 * The associations as keyboard-reachable HTML markers, grouped by MapLibre's own clustering where they overlap:
 * the GeoJSON source clusters, an invisible layer makes MapLibre tile it, and after each change of view or data
 * the markers are whatever the source's features are (single associations and clusters with their counts).
 */
export function ClusterMarkers({ items, onSelect, clusterLabel }: ClusterMarkersProps) {
  const { current: mapRef } = useMap();
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const data = useMemo<FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      features: items.map((item) => ({ type: 'Feature', properties: { id: item.id }, geometry: { type: 'Point', coordinates: item.lngLat } })),
    }),
    [items],
  );
  const [shown, setShown] = useState<{ clusters: Cluster[]; ids: string[] }>({ clusters: [], ids: [] });

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    let last = '';
    const update = () => {
      if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
      const clusters = new Map<number, Cluster>();
      const ids = new Set<string>();
      // A feature near a tile's edge comes back once per tile: keep one of each.
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const p = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: string };
        const lngLat = (feature.geometry as Point).coordinates as [number, number];
        if (p.cluster) clusters.set(p.cluster_id!, { id: p.cluster_id!, count: p.point_count!, lngLat });
        else if (p.id) ids.add(p.id);
      }
      const next = { clusters: [...clusters.values()].sort((a, b) => a.id - b.id), ids: [...ids].sort() };
      // 'sourcedata' and 'idle' fire often with nothing new: re-render the markers only when they change.
      const key = JSON.stringify(next);
      if (key !== last) setShown(next);
      last = key;
    };
    const onData = (event: MapSourceDataEvent) => {
      if (event.sourceId === SOURCE) update();
    };
    map.on('sourcedata', onData);
    map.on('moveend', update);
    map.on('idle', update);
    update();
    return () => {
      map.off('sourcedata', onData);
      map.off('moveend', update);
      map.off('idle', update);
    };
  }, [mapRef]);

  const expand = (cluster: Cluster) => {
    const map = mapRef?.getMap();
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    if (!map || !source) return;
    void source.getClusterExpansionZoom(cluster.id).then((zoom) => map.easeTo({ center: cluster.lngLat, zoom: Math.min(zoom, MAP.maxZoom) }));
  };

  return (
    <>
      <Source id={SOURCE} type="geojson" data={data} cluster clusterRadius={36} clusterMaxZoom={MAP.flyToZoom - 1}>
        {/* Never seen: it only makes MapLibre tile (and cluster) the source, which the markers are read from. */}
        <Layer id={`${SOURCE}-tiles`} type="circle" paint={{ 'circle-radius': 1, 'circle-opacity': 0 }} />
      </Source>
      {shown.clusters.map((cluster) => (
        <Marker key={`c${cluster.id}`} longitude={cluster.lngLat[0]} latitude={cluster.lngLat[1]} anchor="center">
          <button
            type="button"
            className="map-cluster"
            data-cluster={cluster.count}
            onClick={() => expand(cluster)}
            aria-label={clusterLabel.replace('{count}', String(cluster.count))}
          >
            {cluster.count}
          </button>
        </Marker>
      ))}
      {shown.ids
        .map((id) => byId.get(id))
        .filter((item): item is MapItem => !!item)
        .map((item) => (
          <Marker key={item.id} longitude={item.lngLat[0]} latitude={item.lngLat[1]} anchor="bottom">
            <button
              type="button"
              className="map-pin"
              data-marker={item.id}
              aria-label={item.title}
              onClick={(event) => {
                event.stopPropagation();
                onSelect(item);
              }}
            >
              <Pin icon={markerIcon(item)} />
            </button>
          </Marker>
        ))}
    </>
  );
}
