import { type ReactNode, useEffect, useState } from 'react';
import * as v from 'valibot';
import { dutyNow } from '../../domain/pharmacies/duty.ts';
import { directionsHref, distanceMetres, runsShort, SHORT_MS, telHref } from '../../domain/pharmacies/duty-board.ts';
import { openAt } from '../../domain/pharmacies/stretches.ts';
import { fillPlaceholders } from '../../i18n/placeholders.ts';
import { type BoardPharmacy, type DutyBoard as Board, DutyBoardSchema } from '../../schemas/duty-board.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { Locate, type LocateLabels } from '../AssociationsMap/Locate.tsx';
import { when, type WhenLabels } from './when.ts';

export interface DutyBoardProps {
  /** The board file the build wrote (`/farmacias/guardias.json`). */
  src: string;
  locale: string;
  labels: {
    onDutyNow: string;
    onDutyUntil: string;
    nextFrom: string;
    call: string;
    directions: string;
    validUntil: string;
    runsShort: string;
    expired: string;
    nobodyNow: string;
    liveError: string;
    openNow: string;
    openUntil: string;
    open: string;
    noneOpen: string;
    onDutyBadge: string;
    /** "Cerca de mí": the button, the consent question and the browser's answers (the map's own words). */
    nearMe: LocateLabels;
    sortedByDistance: string;
    when: WhenLabels;
  };
  /** Each duty zone's name, by id, when the realm has more than one: the board shows one duty per zone. */
  zoneNames?: Record<string, string>;
  /**
   * What the page shows until the board runs, and for good without script or when the file cannot be read: the
   * duties of today and tomorrow, and the pharmacies open, as the build knew them.
   */
  children?: ReactNode;
}

type Status = { state: 'loading' } | { state: 'ready'; board: Board } | { state: 'error' };

/** The longest the board waits before it looks at the clock again (a device that slept, a clock put right). */
const MAX_WAIT_MS = 60_000;

/** The instants the board changes at: every duty's and open stretch's start and end, and the rota's ends. */
function changes(board: Board): number[] {
  const spans = [...board.duties, ...board.pharmacies.flatMap((p) => p.open)];
  const ends = [board.validUntil, board.openKnownUntil].map(Date.parse);
  return [...spans.flatMap((s) => [Date.parse(s.start), Date.parse(s.end)]), ...ends, ends[0]! - SHORT_MS].sort((a, b) => a - b);
}

/** A pharmacy's name, address, and the two things a visitor does: call it, or go there. */
function PharmacyCard({ pharmacy, labels, children }: { pharmacy: BoardPharmacy; labels: DutyBoardProps['labels']; children?: ReactNode }) {
  return (
    <div className="duty-card">
      <p className="duty-name">{pharmacy.name}</p>
      <p>
        {pharmacy.address}, {pharmacy.town}
      </p>
      {children}
      <p className="duty-actions">
        <a className="button" href={telHref(pharmacy.telephone)}>
          {fillPlaceholders(labels.call, { telephone: pharmacy.telephone })}
        </a>
        <a className="button secondary" href={directionsHref(pharmacy.coordinates)}>
          {labels.directions}
        </a>
      </p>
    </div>
  );
}

/**
 * "De guardia ahora" and the pharmacies open now (docs/pharmacies.md "The pages"), read from the build's board file
 * at the device's clock: who is on duty, until when, who comes next; when the file's rota runs short, it asks to
 * confirm by telephone, and past its end it says it no longer knows. The server renders only the children.
 */
export default function DutyBoard({ src, locale, labels, zoneNames = {}, children }: DutyBoardProps) {
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  /** Where the visitor is, once asked and allowed: kept in this page, never sent anywhere. */
  const [here, setHere] = useState<Coordinates | undefined>();

  useEffect(() => {
    let gone = false;
    fetch(src)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: unknown) => {
        const parsed = v.safeParse(DutyBoardSchema, body);
        if (!gone) setStatus(parsed.success ? { state: 'ready', board: parsed.output } : { state: 'error' });
      })
      .catch(() => {
        if (!gone) setStatus({ state: 'error' });
      });
    return () => {
      gone = true;
    };
  }, [src]);

  // A page left open turns to the night pharmacy at 22:00 sharp: the board wakes at its next change.
  const board = status.state === 'ready' ? status.board : undefined;
  useEffect(() => {
    if (!board) return;
    const next = changes(board).find((t) => t > now);
    const wait = next === undefined ? MAX_WAIT_MS : Math.min(Math.max(next - now, 0) + 250, MAX_WAIT_MS);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [board, now]);

  if (status.state === 'loading') return <div className="duty-board">{children}</div>;
  if (status.state === 'error')
    return (
      <div className="duty-board">
        <p className="notice">{labels.liveError}</p>
        {children}
      </div>
    );

  const { board: shown } = status;
  const words = (kind: 'until' | 'from' | 'at', at: string) => when(kind, at, now, locale, labels.when);
  const byId = new Map(shown.pharmacies.map((p) => [p.id, p]));
  const zones = [...new Set(shown.pharmacies.map((p) => p.zone))];
  const expired = now >= Date.parse(shown.validUntil);
  const openKnown = now < Date.parse(shown.openKnownUntil);
  const open = openKnown
    ? shown.pharmacies
        .map((pharmacy) => ({ pharmacy, state: openAt(pharmacy.open, now), metres: here ? distanceMetres(here, pharmacy.coordinates) : undefined }))
        .filter(({ state }) => state.open)
        .sort((a, b) => (a.metres ?? 0) - (b.metres ?? 0))
    : [];
  const distance = (metres: number) =>
    metres < 1000
      ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(metres / 10) * 10)
      : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000);
  const onDutyNow = new Set(dutyNow(shown.duties, now).current.map((d) => d.pharmacy));

  return (
    <div className="duty-board">
      <section aria-labelledby="duty-now-title" className="duty-now">
        <h2 id="duty-now-title">{labels.onDutyNow}</h2>
        {expired ? (
          <p className="notice notice-warning">{fillPlaceholders(labels.expired, { at: words('at', shown.validUntil) })}</p>
        ) : (
          zones.map((zone) => {
            const state = dutyNow(
              shown.duties.filter((d) => byId.get(d.pharmacy)?.zone === zone),
              now,
            );
            const next = state.next.map((d) => byId.get(d.pharmacy)).filter((p) => p !== undefined);
            return (
              <div key={zone} className="duty-zone">
                {zones.length > 1 && zoneNames[zone] && <h3>{zoneNames[zone]}</h3>}
                {state.current.length === 0 && <p className="notice notice-warning">{labels.nobodyNow}</p>}
                {state.current.map((d) => {
                  const pharmacy = byId.get(d.pharmacy);
                  return (
                    pharmacy && (
                      <PharmacyCard key={d.start + d.pharmacy} pharmacy={pharmacy} labels={labels}>
                        {state.until && <p className="duty-until">{fillPlaceholders(labels.onDutyUntil, { until: words('until', state.until) })}</p>}
                      </PharmacyCard>
                    )
                  );
                })}
                {state.nextStart && next.length > 0 && (
                  <p className="duty-next">
                    {fillPlaceholders(labels.nextFrom, { from: words('from', state.nextStart) })}:{' '}
                    {next.map((p, i) => (
                      <span key={p.id}>
                        {i > 0 && '; '}
                        <strong>{p.name}</strong>, {p.address} (<a href={telHref(p.telephone)}>{p.telephone}</a>)
                      </span>
                    ))}
                  </p>
                )}
              </div>
            );
          })
        )}
        {!expired &&
          (runsShort(shown.validUntil, now) ? (
            <p className="notice notice-warning">{labels.runsShort}</p>
          ) : (
            <p className="muted">{fillPlaceholders(labels.validUntil, { until: words('until', shown.validUntil) })}</p>
          ))}
      </section>
      <section aria-labelledby="open-now-title" className="open-now">
        <h2 id="open-now-title">{labels.openNow}</h2>
        {open.length > 1 && <Locate labels={labels.nearMe} onLocated={setHere} />}
        {here && open.length > 1 && <p className="muted">{labels.sortedByDistance}</p>}
        {open.length === 0 ? (
          <p>{labels.noneOpen}</p>
        ) : (
          <ul className="open-list">
            {open.map(({ pharmacy, state, metres }) => (
              <li key={pharmacy.id}>
                <strong>{pharmacy.name}</strong>
                {onDutyNow.has(pharmacy.id) && <span className="badge">{labels.onDutyBadge}</span>}{' '}
                <span>
                  {state.until && Date.parse(state.until) < Date.parse(shown.openKnownUntil)
                    ? fillPlaceholders(labels.openUntil, { until: words('until', state.until) })
                    : labels.open}
                </span>{' '}
                {metres !== undefined && <span className="distance">({distance(metres)}) </span>}
                <a href={telHref(pharmacy.telephone)}>{pharmacy.telephone}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
