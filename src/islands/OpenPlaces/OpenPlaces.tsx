import { type ReactNode, useEffect, useState } from 'react';
import type { Span } from '../../domain/pharmacies/duty.ts';
import { nextChange, type PlaceState, stateAt, stateRank } from '../../domain/places/open-state.ts';
import { fillPlaceholders } from '../../i18n/placeholders.ts';
import { when, type WhenLabels } from '../DutyBoard/when.ts';
import { PlaceCard, type PlaceCardProps } from './PlaceCard.tsx';

/** A place as the list shows it, with when it is open as the build computed it. */
export interface OpenPlacesItem extends Omit<PlaceCardProps, 'status' | 'tone'> {
  slug: string;
  /** Its stretches of the coming days, Madrid offsets; `always` for one open at every hour or without doors. */
  hours: Span[] | 'always';
}

export interface OpenPlacesProps {
  /** The places of the list, in the page's order of names. */
  items: OpenPlacesItem[];
  /** How far the stretches reach: past it, the island says nothing of now and leaves the build's hours. */
  knownUntil: string;
  locale: string;
  labels: {
    listTitle: string;
    liveNote: string;
    always: string;
    open: string;
    openUntil: string;
    closed: string;
    closedOpens: string;
    openCount: string;
    when: WhenLabels;
  };
  /** The list as the build wrote it, with today's hours: what shows until the island runs, and without script. */
  children?: ReactNode;
}

/** The longest the list waits before it looks at the clock again (a device that slept, a clock put right). */
const MAX_WAIT_MS = 60_000;

function statusOf(state: PlaceState, now: number, { locale, labels }: Pick<OpenPlacesProps, 'locale' | 'labels'>): string {
  if (state.always) return labels.always;
  if (state.open) return state.until ? fillPlaceholders(labels.openUntil, { until: when('until', state.until, now, locale, labels.when) }) : labels.open;
  return state.opensAt ? fillPlaceholders(labels.closedOpens, { at: when('at', state.opensAt, now, locale, labels.when) }) : labels.closed;
}

/**
 * The places list with the ones open now first (docs/places.md "Open now"): it reads the build's stretches at the
 * device's clock and orders the list again whenever a place opens or closes. Until it runs, and without script,
 * the page's own list with today's hours stays.
 */
export default function OpenPlaces({ items, knownUntil, locale, labels, children }: OpenPlacesProps) {
  const [now, setNow] = useState<number>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      const next = nextChange(
        items.map((i) => i.hours),
        t,
      );
      timer = setTimeout(tick, Math.min(MAX_WAIT_MS, Math.max(1000, (next ?? Number.POSITIVE_INFINITY) - t)));
    };
    tick();
    return () => clearTimeout(timer);
  }, [items]);

  if (now === undefined || now >= Date.parse(knownUntil)) return <>{children}</>;
  const rows = items
    .map((item, order) => ({ item, order, state: stateAt(item.hours, now, knownUntil) }))
    .sort(
      (a, b) =>
        stateRank(a.state) - stateRank(b.state) ||
        (a.state.opensAt && b.state.opensAt ? Date.parse(a.state.opensAt) - Date.parse(b.state.opensAt) : 0) ||
        a.order - b.order,
    );
  const open = rows.filter((r) => r.state.open).length;
  return (
    <div className="open-places">
      <p className="places-note">
        {labels.liveNote} {fillPlaceholders(labels.openCount, { count: open, total: rows.length })}
      </p>
      <ul className="place-list" aria-label={labels.listTitle}>
        {rows.map(({ item, state }) => {
          const { slug: _slug, hours: _hours, ...card } = item;
          return <PlaceCard key={item.slug} {...card} status={statusOf(state, now, { locale, labels })} tone={state.open ? 'open' : 'closed'} />;
        })}
      </ul>
    </div>
  );
}
