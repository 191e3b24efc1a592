import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { answered, createApiClient, refusalOf } from '../../api/client.ts';
import { deskRoomsApi, type DeskRoomBooking } from '../../api/desk-rooms.ts';
import type { RealmConfig } from '../../schemas/realm.ts';
import { Modal } from '../widgets/Modal.tsx';
import { requestHref, useDesk } from './context.ts';
import { Unreachable } from './Unreachable.tsx';

/** A room as the desk knows it from the build: its slug (what a booking names) and its title in the page's language. */
export interface DeskRoom {
  slug: string;
  title: string;
  place?: string | undefined;
}

export interface DeskRoomsProps {
  realm: string;
  endpoints: RealmConfig['endpoints'];
  rooms: DeskRoom[];
}

/** How many Madrid days the page shows at once: a week, the next or the previous a click away. */
export const ROOM_SPAN_DAYS = 7;

type List = { name: 'loading' } | { name: 'ready'; items: DeskRoomBooking[] } | { name: 'failed' };
/** The question before a cancellation: which booking, and whether to refund what was paid (asked only when paid). */
type Asking = { booking: DeskRoomBooking; refund: boolean };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Today in Madrid, "YYYY-MM-DD". */
const madridToday = (ms = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(ms);
/** The calendar day `n` days after `day` (a date, whatever the clock changes of Madrid). */
const shiftDay = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The desk's room bookings (`/gestion/salas`, docs/rooms.md "The desk"): the bookings of the member's mailboxes in a
 * week of Madrid days, by day and then by time and room, as cards that fit a phone. Each card says the room, the
 * block, the state, whether it was paid, who cancelled it, the refund, its history, and links the request at the
 * desk; "Confirmar" and "Cancelar" ("Cancelar y devolver" when paid) are the changes its state allows, a
 * cancellation only after a question. The server's transitions are the guard: a change another member made first
 * is refused (409, its words shown) and the week is read again. The week and the room are kept in the address
 * (`?desde=&sala=`).
 */
export function DeskRooms({ realm, endpoints, rooms }: DeskRoomsProps) {
  const { tr, lang, locale, paths, staffName, euros, dateTime, signedOut } = useDesk();
  const api = useMemo(() => deskRoomsApi(createApiClient({ language: lang }), { id: realm, endpoints }), [realm, lang, endpoints]);
  // The island renders only once the desk knows who is signed in, in the browser: the address is there to read.
  const [from, setFrom] = useState(() => {
    const asked = new URLSearchParams(location.search).get('desde');
    return asked && DAY.test(asked) ? asked : madridToday();
  });
  const [room, setRoom] = useState(() => {
    const asked = new URLSearchParams(location.search).get('sala') ?? '';
    return rooms.some((r) => r.slug === asked) ? asked : '';
  });
  const to = shiftDay(from, ROOM_SPAN_DAYS - 1);
  const [list, setList] = useState<List>({ name: 'loading' });
  const [busy, setBusy] = useState<string>();
  const [said, setSaid] = useState('');
  const [refused, setRefused] = useState('');
  const [asking, setAsking] = useState<Asking>();
  const cards = useRef<HTMLDivElement>(null);
  /** Where focus goes once a change is recorded: the card's next button, else the card itself. */
  const refocus = useRef<string>(undefined);
  const reading = useRef<AbortController>(undefined);

  const read = useCallback(
    (from: string, to: string) => {
      reading.current?.abort();
      const leaving = new AbortController();
      reading.current = leaving;
      void api.bookings(from, to, leaving.signal).then((answer) => {
        if (leaving.signal.aborted) return;
        const body = answered(answer);
        if (refusalOf(answer)?.code === 'not-signed-in') return signedOut();
        setList(body ? { name: 'ready', items: body.items } : { name: 'failed' });
      });
    },
    [api, signedOut],
  );

  useEffect(() => {
    const url = new URL(location.href);
    url.searchParams.set('desde', from);
    if (room) url.searchParams.set('sala', room);
    else url.searchParams.delete('sala');
    history.replaceState(history.state, '', `${url.pathname}${url.search}`);
  }, [from, room]);

  useEffect(() => {
    setList({ name: 'loading' });
    setSaid('');
    setRefused('');
    read(from, to);
    return () => reading.current?.abort();
  }, [read, from, to]);

  useEffect(() => {
    const id = refocus.current;
    if (!id || list.name !== 'ready') return;
    refocus.current = undefined;
    const card = cards.current?.querySelector<HTMLElement>(`[data-booking="${id}"]`);
    (card?.querySelector<HTMLElement>('.desk-room-actions button') ?? card)?.focus();
  }, [list]);

  const roomTitle = useCallback((slug: string) => rooms.find((r) => r.slug === slug)?.title ?? slug, [rooms]);
  const dayLabel = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
  }, [locale]);
  const shortDay = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
  }, [locale]);
  /** "Aula 2, viernes, 18 de diciembre de 2026, 18:00–22:00": how the changes and the question name a booking. */
  const named = useCallback((b: DeskRoomBooking) => `${roomTitle(b.room)}, ${dayLabel(b.day)}, ${b.start}–${b.end}`, [roomTitle, dayLabel]);

  const change = useCallback(
    async (booking: DeskRoomBooking, status: 'confirmed' | 'cancelled', refund = false) => {
      setBusy(booking.id);
      setRefused('');
      setSaid('');
      const answer = await api.setStatus(booking.id, status, refund);
      setBusy(undefined);
      const changed = answered(answer);
      const refusal = refusalOf(answer);
      refocus.current = booking.id;
      if (changed) {
        setList((l) => (l.name === 'ready' ? { name: 'ready', items: l.items.map((i) => (i.id === changed.id ? changed : i)) } : l));
        const outcome = changed.refund?.outcome;
        const key =
          status === 'confirmed'
            ? 'desk.rooms.said.confirmed'
            : outcome === 'refunded'
              ? 'desk.rooms.said.cancelledRefunded'
              : refund && changed.refund
                ? 'desk.rooms.said.cancelledRefundPending'
                : 'desk.rooms.said.cancelled';
        setSaid(tr(key, { booking: named(changed), amount: euros(changed.paid) }));
        return;
      }
      if (refusal?.code === 'not-signed-in') return signedOut();
      setRefused(refusal?.offline || !refusal?.message ? tr('desk.rooms.changeFailed') : refusal.message);
      // Another member (or the citizen) may have changed it first: what the week holds now is what to show.
      if (refusal && !refusal.offline) read(from, to);
    },
    [api, tr, euros, signedOut, read, from, to, named],
  );

  const today = madridToday();
  const items = list.name === 'ready' ? list.items.filter((b) => !room || b.room === room) : [];
  const days = new Map<string, DeskRoomBooking[]>();
  for (const b of items) days.set(b.day, [...(days.get(b.day) ?? []), b]);
  const groups = [...days].sort(([a], [b]) => a.localeCompare(b));
  const refundOutcome = (b: DeskRoomBooking) =>
    b.refund
      ? tr(`desk.rooms.refund.${['refunded', 'unsupported', 'failed'].includes(b.refund.outcome) ? b.refund.outcome : 'failed'}`, {
          amount: euros(b.refund.cents / 100),
          reference: b.refund.reference ?? '',
        })
      : '';
  /** Who made a change of the history: a clerk by name, the citizen for a cancellation no clerk made; else nobody. */
  const who = (entry: DeskRoomBooking['history'][number]) => (entry.by ? staffName(entry.by) : entry.status === 'cancelled' ? tr('desk.rooms.byCitizen') : '');

  return (
    <section className="desk-rooms" aria-labelledby="desk-rooms-week">
      <div className="desk-appointments-controls">
        <label>
          {tr('desk.rooms.room')}
          <select value={room} onChange={(e) => setRoom(e.currentTarget.value)}>
            <option value="">{tr('desk.rooms.allRooms')}</option>
            {rooms.map((r) => (
              <option key={r.slug} value={r.slug}>
                {r.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr('desk.rooms.from')}
          <input type="date" value={from} required onChange={(e) => DAY.test(e.currentTarget.value) && setFrom(e.currentTarget.value)} />
        </label>
        <div className="desk-appointments-days">
          <button type="button" className="button secondary" onClick={() => setFrom((d) => shiftDay(d, -ROOM_SPAN_DAYS))}>
            {tr('desk.rooms.previous')}
          </button>
          <button type="button" className="button secondary" onClick={() => setFrom(madridToday())} aria-current={from === today ? 'date' : undefined}>
            {tr('desk.rooms.thisWeek')}
          </button>
          <button type="button" className="button secondary" onClick={() => setFrom((d) => shiftDay(d, ROOM_SPAN_DAYS))}>
            {tr('desk.rooms.next')}
          </button>
        </div>
      </div>
      <h2 id="desk-rooms-week">
        {tr(room ? 'desk.rooms.headingRoom' : 'desk.rooms.heading', { from: shortDay(from), to: shortDay(to), room: room ? roomTitle(room) : '' })}
      </h2>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {refused && (
        <p className="notice" role="alert">
          {refused}
        </p>
      )}
      {list.name === 'loading' && <p className="loading-indicator">{tr('desk.rooms.loading')}</p>}
      {list.name === 'failed' && <Unreachable onRetry={() => read(from, to)} />}
      {list.name === 'ready' && !items.length && <p>{tr('desk.rooms.none')}</p>}
      <div ref={cards}>
        {groups.map(([day, bookings]) => (
          <section key={day} className="desk-rooms-day" aria-labelledby={`desk-rooms-${day}`}>
            <h3 id={`desk-rooms-${day}`}>
              {dayLabel(day)}{' '}
              <span className="desk-muted">{tr(bookings.length === 1 ? 'desk.rooms.countOne' : 'desk.rooms.count', { count: bookings.length })}</span>
            </h3>
            <ul className="desk-cards">
              {bookings.map((b) => {
                const titleId = `desk-room-${b.id}`;
                const canConfirm = b.status === 'requested';
                const canCancel = b.status !== 'cancelled';
                const refund = refundOutcome(b);
                return (
                  <li key={b.id} className="desk-card" data-booking={b.id} data-status={b.status} tabIndex={-1} aria-labelledby={titleId}>
                    <p className="desk-card-head">
                      <span id={titleId}>
                        <time dateTime={`${b.day}T${b.start}`}>
                          {b.start}–{b.end}
                        </time>{' '}
                        <span className="desk-card-title">{roomTitle(b.room)}</span>
                      </span>
                      <span className={`desk-appointment-status status-${b.status}`}>{tr(`desk.rooms.status.${b.status}`)}</span>
                    </p>
                    <dl className="desk-card-facts">
                      <div>
                        <dt>{tr('desk.rooms.request')}</dt>
                        <dd>{b.reference ? <a href={requestHref(paths, b.reference)}>{b.reference}</a> : '—'}</dd>
                      </div>
                      <div>
                        <dt>{tr('desk.rooms.payment')}</dt>
                        <dd>{b.paid > 0 ? tr('desk.rooms.paid', { amount: euros(b.paid) }) : tr('desk.rooms.unpaid')}</dd>
                      </div>
                      {b.cancelledBy && (
                        <div>
                          <dt>{tr('desk.rooms.cancelledBy')}</dt>
                          <dd>
                            {b.cancelledBy === 'citizen'
                              ? tr('desk.rooms.byCitizen')
                              : staffName(b.history.findLast((h) => h.status === 'cancelled')?.by ?? '') || tr('desk.rooms.byStaff')}
                          </dd>
                        </div>
                      )}
                      {refund && (
                        <div>
                          <dt>{tr('desk.rooms.refund')}</dt>
                          <dd>{refund}</dd>
                        </div>
                      )}
                    </dl>
                    <details className="desk-room-history">
                      <summary>{tr('desk.rooms.history')}</summary>
                      <ol>
                        {b.history.map((h) => {
                          const by = who(h);
                          return (
                            <li key={`${h.status}-${h.at}`}>
                              {tr(`desk.rooms.status.${h.status}`)} ·{' '}
                              <time dateTime={new Date(h.at).toISOString()}>{dateTime(new Date(h.at).toISOString())}</time>
                              {by ? ` · ${by}` : ''}
                            </li>
                          );
                        })}
                      </ol>
                    </details>
                    {(canConfirm || canCancel) && (
                      <p className="desk-room-actions desk-appointment-marks">
                        {canConfirm && (
                          <button
                            type="button"
                            className="button"
                            aria-disabled={busy === b.id || undefined}
                            aria-describedby={titleId}
                            onClick={() => busy !== b.id && void change(b, 'confirmed')}
                          >
                            {tr('desk.rooms.confirm')}
                          </button>
                        )}
                        {canCancel && (
                          <button
                            type="button"
                            className="button secondary"
                            aria-disabled={busy === b.id || undefined}
                            aria-describedby={titleId}
                            onClick={() => busy !== b.id && setAsking({ booking: b, refund: b.paid > 0 })}
                          >
                            {tr(b.paid > 0 ? 'desk.rooms.cancelRefund' : 'desk.rooms.cancel')}
                          </button>
                        )}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {asking && (
        <Modal
          kind="question"
          title={tr('desk.rooms.ask.title')}
          onClose={() => setAsking(undefined)}
          actions={[
            { label: tr('desk.rooms.ask.no'), onClick: () => setAsking(undefined) },
            {
              label: tr('desk.rooms.ask.yes'),
              primary: true,
              onClick: () => {
                const { booking, refund } = asking;
                setAsking(undefined);
                void change(booking, 'cancelled', refund);
              },
            },
          ]}
        >
          <p>{tr('desk.rooms.ask.text', { booking: named(asking.booking) })}</p>
          {asking.booking.paid > 0 && (
            <p>
              <label className="desk-room-refund">
                <input type="checkbox" checked={asking.refund} onChange={(e) => setAsking({ ...asking, refund: e.currentTarget.checked })} />{' '}
                {tr('desk.rooms.ask.refund', { amount: euros(asking.booking.paid) })}
              </label>
            </p>
          )}
          <p>{tr('desk.rooms.ask.told')}</p>
        </Modal>
      )}
    </section>
  );
}
