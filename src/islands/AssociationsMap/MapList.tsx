import type { MapItem } from '../../domain/maps/map.ts';

export interface MapListProps {
  items: MapItem[];
  linkBase: string;
  /** Whether the list can fly the map to an association (not when the map could not be shown). */
  withMap: boolean;
  onShow(item: MapItem): void;
  directoryUrl: string;
  /** The most associations it shows. */
  limit: number;
  labels: { list: string; showOnMap: string; more: string; directory: string };
}

/**
 * The associations on the map as links, each with a button that shows it on the map. A large town's list stops
 * after `limit` and says where the rest are: thousands of rows would take a phone seconds to draw and no one
 * reads them; the directory lists them all.
 */
export function MapList({ items, linkBase, withMap, onShow, directoryUrl, limit, labels }: MapListProps) {
  const shown = items.length > limit ? items.slice(0, limit) : items;
  return (
    <>
      <ul className="map-list" aria-label={labels.list}>
        {shown.map((item) => (
          <li key={item.id}>
            <a href={`${linkBase}${item.id}`}>{item.title}</a>
            {withMap && (
              <button type="button" className="map-list-locate" onClick={() => onShow(item)} aria-label={labels.showOnMap.replace('{title}', item.title)}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                  <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="2" />
                  <circle cx="12" cy="10" r="2.5" fill="currentColor" />
                </svg>
              </button>
            )}
          </li>
        ))}
      </ul>
      {shown.length < items.length && (
        <DirectoryLink href={directoryUrl} text={labels.directory} before={labels.more.replace('{count}', String(items.length - shown.length))} />
      )}
    </>
  );
}

/** Where every association is listed, when the map's own list would be too long to be of use. */
export function DirectoryLink({ href, text, before }: { href: string; text: string; before?: string | undefined }) {
  return (
    <p className="map-list-more">
      {before && `${before} `}
      <a href={href}>{text}</a>
    </p>
  );
}
