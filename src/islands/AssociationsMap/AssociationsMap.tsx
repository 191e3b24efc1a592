import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { CATEGORIES } from '../../domain/content/categories.ts';
import { MAP, visibleItems, type MapData, type MapItem } from '../../domain/maps/map.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { CategoryFilter, CategorySummary } from './CategoryFilter.tsx';
import { Locate, type LocateLabels } from './Locate.tsx';
import { DirectoryLink, MapList } from './MapList.tsx';
import { useNearViewport } from '../map/useNearViewport.ts';
import './associations-map.css';

/** The map itself (react-map-gl, markers, popups) loads with MapLibre; filters, list and status come first. */
const MapCanvas = lazy(() => import('./MapCanvas.tsx'));

export interface AssociationsMapProps {
  /** The static map file the build wrote for this realm and language. */
  dataUrl: string;
  /** Base of association links, e.g. "/va/associacions/". */
  linkBase: string;
  /** The realm's centre (its region's coordinates, or near Valencia). */
  centre: Coordinates;
  mapStyle: string;
  mapToken?: string | undefined;
  lang: string;
  /** The 23 categories' titles in the page's language, in CATEGORIES order. */
  categoryTitles: string[];
  /**
   * How many associations on the map have each category (CATEGORIES order), counted by the build: the filters
   * show them before the map file comes, and without JavaScript.
   */
  counts: number[];
  /** The A–Z directory, which lists every association when the map's list would be too long to show in full. */
  directoryUrl: string;
  /** The most associations the list shows (MAP.listLimit unless said). */
  listLimit?: number;
  /**
   * The places as static links, rendered by the page: the list before the map file comes, and without
   * JavaScript. A large town's page leaves it out (its directory lists them).
   */
  children?: ReactNode;
  labels: LocateLabels & {
    region: string;
    legend: string;
    all: string;
    shown: string;
    list: string;
    hideList: string;
    showList: string;
    showOnMap: string;
    cluster: string;
    recentre: string;
    none: string;
    loading: string;
    error: string;
    retry: string;
    you: string;
    noMap: string;
    noScript: string;
    more: string;
    directory: string;
  };
}

type Status = { state: 'loading' } | { state: 'ready'; data: MapData } | { state: 'error' };
const ALL = () => new Set(CATEGORIES.map((_, i) => i));

/**
 * The associations map: category filters ('Todos' ticks them all), the associations shown as a list of links
 * (the map is never the only way to reach them) and as markers, clustered where they overlap, with popups.
 * The list can fly the map to an association; the map can recentre, and find the visitor with their consent.
 * As served, and without JavaScript, it is the categories with their counts and the places the page lists.
 */
export default function AssociationsMap(props: AssociationsMapProps) {
  const { dataUrl, linkBase, centre, mapStyle, mapToken, lang, categoryTitles, counts, directoryUrl, listLimit = MAP.listLimit, children, labels } = props;
  const id = useId();
  const map = useRef<MapRef>(null);
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [ticked, setTicked] = useState<Set<number>>(ALL);
  const [selected, setSelected] = useState<MapItem | null>(null);
  const [listOpen, setListOpen] = useState(true);
  const [you, setYou] = useState<Coordinates | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const frame = useRef<HTMLElement>(null);
  const near = useNearViewport(frame);

  const load = useCallback(() => {
    setStatus({ state: 'loading' });
    fetch(dataUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`[GET] "${dataUrl}": ${response.status}`);
        return response.json() as Promise<MapData>;
      })
      .then((data) => setStatus({ state: 'ready', data }))
      .catch(() => setStatus({ state: 'error' }));
  }, [dataUrl]);
  useEffect(load, [load]);

  const items = status.state === 'ready' ? status.data.items : [];
  const visible = useMemo(() => visibleItems(items, ticked), [items, ticked]);
  const places = useMemo(() => [centre, ...items.map((item) => ({ lng: item.lngLat[0], lat: item.lngLat[1] }))], [centre, items]);

  // A popup of an association the filters just hid would point at nothing.
  useEffect(() => {
    if (selected && !visible.includes(selected)) setSelected(null);
  }, [visible, selected]);

  const flyTo = (item: MapItem) => {
    map.current?.flyTo({ center: item.lngLat, zoom: MAP.flyToZoom });
    setSelected(item);
  };
  const recentre = () => map.current?.flyTo({ center: [centre.lng, centre.lat], zoom: MAP.zoom });
  const located = (place: Coordinates) => {
    setYou(place);
    map.current?.flyTo({ center: [place.lng, place.lat], zoom: Math.max(map.current.getZoom(), MAP.zoom) });
  };
  const shownText = labels.shown.replace('{shown}', String(visible.length)).replace('{total}', String(items.length));
  // Until the island runs (and without JavaScript), the page's own list of places, or the way to the directory.
  const served = children ?? <DirectoryLink href={directoryUrl} text={labels.directory} />;

  return (
    <div className="associations-map">
      {mounted ? (
        <CategoryFilter titles={categoryTitles} counts={counts} ticked={ticked} onChange={setTicked} labels={{ legend: labels.legend, all: labels.all }} />
      ) : (
        <CategorySummary titles={categoryTitles} counts={counts} legend={labels.legend} />
      )}
      {mounted && (
        <div className="map-bar">
          <p role="status" className="map-shown" data-map-status>
            {status.state === 'ready' ? shownText : status.state === 'loading' ? labels.loading : ''}
          </p>
          <button type="button" className="button secondary" aria-expanded={listOpen} aria-controls={`${id}-list`} onClick={() => setListOpen(!listOpen)}>
            {listOpen ? labels.hideList : labels.showList}
          </button>
        </div>
      )}
      {status.state === 'error' && (
        <p className="notice">
          {labels.error}{' '}
          <button type="button" className="button secondary" onClick={load}>
            {labels.retry}
          </button>
        </p>
      )}
      <div className={`map-layout${listOpen ? '' : ' is-collapsed'}`}>
        <section className="map-frame map-large" aria-label={labels.region} data-associations-map ref={frame}>
          {!mounted ? (
            <noscript>
              <p className="map-loading">{labels.noScript}</p>
            </noscript>
          ) : mapFailed ? (
            <p className="notice">{labels.noMap}</p>
          ) : // Suspense only in the browser: rendered on the server it would emit React's inline timing script, which the CSP refuses.
          !near ? (
            <p className="map-loading">{labels.loading}</p>
          ) : (
            <Suspense fallback={<p className="map-loading">{labels.loading}</p>}>
              <MapCanvas
                mapRef={map}
                mapStyle={mapStyle}
                mapToken={mapToken}
                places={places}
                lang={lang}
                centre={centre}
                onError={() => setMapFailed(true)}
                visible={visible}
                selected={selected}
                onSelect={setSelected}
                you={you}
                linkBase={linkBase}
                categoryTitles={categoryTitles}
                labels={{ cluster: labels.cluster, you: labels.you }}
              />
            </Suspense>
          )}
          {mounted && !mapFailed && (
            <div className="map-tools">
              <button type="button" className="map-tool" onClick={recentre}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                  <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                {labels.recentre}
              </button>
              <Locate labels={labels} onLocated={located} />
            </div>
          )}
        </section>
        <div className="map-list-panel" id={`${id}-list`} hidden={!listOpen}>
          {status.state !== 'ready' ? (
            served
          ) : (
            <>
              {visible.length === 0 && <p>{labels.none}</p>}
              <MapList items={visible} linkBase={linkBase} withMap={!mapFailed} onShow={flyTo} directoryUrl={directoryUrl} limit={listLimit} labels={labels} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
