import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { answered, createApiClient, refusalOf } from '../../api/client.ts';
import { deskAppointmentsApi, type DeskAppointment, type DeskMark, type DeskMonth } from '../../api/desk-appointments.ts';
import type { RealmConfig } from '../../schemas/realm.ts';
import { useDesk } from './context.ts';
import { DeskAppointmentTools } from './DeskAppointmentTools.tsx';
import { Unreachable } from './Unreachable.tsx';

/** An office as the counter's page knows it from the build: its title and its desks' titles, in the page's language. */
export interface DeskOffice {
  _id: string;
  title: string;
  /** Its desks, each with the services it attends (what a walk-in or a booking at the counter may be for). */
  desks: Array<{ id: string; title: string; services?: string[] }>;
}

export interface DeskAppointmentsProps {
  realm: string;
  endpoints: RealmConfig['endpoints'];
  offices: DeskOffice[];
  /** Each service's title in the page's language, by id. */
  services: Record<string, string>;
}

/** The offices a member attends (docs/appointments.md "The desk"), in the page's order; all of them for `null`. */
export const attendedOffices = (offices: DeskOffice[], attended: readonly string[] | null | undefined): DeskOffice[] =>
  attended ? offices.filter((o) => attended.includes(o._id)) : offices;

/** `unknownOffice`: the server has no such office (removed after the page was built). */
type Day = { name: 'loading' } | { name: 'ready'; items: DeskAppointment[] } | { name: 'failed' } | { name: 'unknownOffice' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const madridParts = (ms: number) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
/** Today in Madrid, "YYYY-MM-DD", and the time there, "HH:MM". */
function madridNow(ms = Date.now()) {
  const p = madridParts(ms);
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
/** The calendar day `n` days after `day` (a date, whatever the clock changes of Madrid). */
export const shiftDay = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The marks an appointment accepts now (docs/appointments.md "The desk"): missed only once its time has come. */
export function marksOf(item: DeskAppointment, now: { day: string; time: string }): DeskMark[] {
  if (item.status === 'arrived') return ['attended'];
  if (item.status !== 'booked') return [];
  const due = item.day < now.day || (item.day === now.day && item.start <= now.time);
  return due ? ['arrived', 'attended', 'missed'] : ['arrived', 'attended'];
}

/**
 * The counter's day (`/gestion/citas`, docs/appointments.md "The desk"): an office's appointments of one Madrid day,
 * per desk and by time, as cards that fit a phone, with the marks the counter records. The call has no version to
 * compare: the server's transitions are the guard, so a mark another member recorded first is refused (409) and
 * the day is read again to show what happened. The office and the day are kept in the address (`?oficina=&dia=`).
 */
export function DeskAppointments({ realm, endpoints, offices, services }: DeskAppointmentsProps) {
  const { tr, lang, locale, signedOut } = useDesk();
  const api = useMemo(() => deskAppointmentsApi(createApiClient({ language: lang }), { id: realm, endpoints }), [realm, lang, endpoints]);
  // The island renders only once the desk knows who is signed in, in the browser: the address is there to read.
  const [office, setOffice] = useState(() => {
    const asked = new URLSearchParams(location.search).get('oficina');
    return offices.find((o) => o._id === asked)?._id ?? offices[0]?._id ?? '';
  });
  const [day, setDay] = useState(() => {
    const asked = new URLSearchParams(location.search).get('dia');
    return asked && DAY.test(asked) ? asked : madridNow().day;
  });
  const [state, setState] = useState<Day>({ name: 'loading' });
  const [counts, setCounts] = useState<DeskMonth | 'failed'>();
  const month = day.slice(0, 7);
  const [busy, setBusy] = useState<string>();
  const [said, setSaid] = useState('');
  const [refused, setRefused] = useState('');
  const cards = useRef<HTMLDivElement>(null);
  /** Where focus goes once a mark is recorded: the card's next button, else the card itself. */
  const refocus = useRef<string>(undefined);
  /** The day being read; a newer read (another day, office, or a read again) stops it. */
  const reading = useRef<AbortController>(undefined);

  const read = useCallback(
    (office: string, day: string) => {
      reading.current?.abort();
      const leaving = new AbortController();
      reading.current = leaving;
      setState((s) => (s.name === 'ready' && s.items.length ? s : { name: 'loading' }));
      void api.day(office, day, leaving.signal).then((answer) => {
        if (leaving.signal.aborted) return;
        const body = answered(answer);
        const code = refusalOf(answer)?.code;
        if (code === 'not-signed-in') return signedOut();
        setState(body ? { name: 'ready', items: body.items } : code === 'office' ? { name: 'unknownOffice' } : { name: 'failed' });
      });
    },
    [api, signedOut],
  );

  useEffect(() => {
    if (!office) return;
    const url = new URL(location.href);
    url.searchParams.set('oficina', office);
    url.searchParams.set('dia', day);
    history.replaceState(history.state, '', `${url.pathname}${url.search}`);
    setState({ name: 'loading' });
    setSaid('');
    setRefused('');
    read(office, day);
    return () => reading.current?.abort();
  }, [read, office, day]);

  useEffect(() => {
    const code = refocus.current;
    if (!code || state.name !== 'ready') return;
    refocus.current = undefined;
    const card = cards.current?.querySelector<HTMLElement>(`[data-code="${code}"]`);
    (card?.querySelector<HTMLElement>('button') ?? card)?.focus();
  }, [state]);

  // The month of the day shown: its counts per service, read again when the day moves to another month.
  useEffect(() => {
    const leaving = new AbortController();
    setCounts(undefined);
    void api.month(month, leaving.signal).then((answer) => {
      if (leaving.signal.aborted) return;
      setCounts(answered(answer) ?? 'failed');
    });
    return () => leaving.abort();
  }, [api, month]);

  // The marks depend on the time: once a minute the cards are drawn again, so «No se ha presentado» appears when due.
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinute((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);

  const current = offices.find((o) => o._id === office);
  const deskTitle = (id: string) => current?.desks.find((d) => d.id === id)?.title ?? id;
  const monthLabel = useMemo(
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`)),
    [month, locale],
  );
  const dateLabel = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T12:00:00Z`),
      ),
    [day, locale],
  );

  const mark = useCallback(
    async (item: DeskAppointment, status: DeskMark) => {
      setBusy(item.code);
      setRefused('');
      const answer = await api.mark(item.code, status);
      setBusy(undefined);
      const changed = answered(answer);
      const refusal = refusalOf(answer);
      refocus.current = item.code;
      if (changed) {
        setState((s) => (s.name === 'ready' ? { name: 'ready', items: s.items.map((i) => (i.code === changed.code ? changed : i)) } : s));
        setSaid(
          tr('desk.appointments.marked', { code: item.code, name: `${item.name} ${item.surnames}`, status: tr(`desk.appointments.status.${changed.status}`) }),
        );
        return;
      }
      if (refusal?.code === 'not-signed-in') return signedOut();
      setSaid('');
      setRefused(refusal?.offline || !refusal?.message ? tr('desk.appointments.markFailed') : refusal.message);
      // Another member may have recorded it first: what the day holds now is what the counter needs to see.
      if (refusal && !refusal.offline) read(office, day);
    },
    [api, tr, signedOut, read, office, day],
  );

  if (!offices.length) return <p className="notice">{tr('desk.appointments.noOffices')}</p>;
  const now = madridNow();
  const items = state.name === 'ready' ? state.items : [];
  const byDesk = new Map<string, DeskAppointment[]>();
  for (const d of current?.desks ?? []) byDesk.set(d.id, []);
  for (const item of items) byDesk.set(item.desk, [...(byDesk.get(item.desk) ?? []), item]);
  const groups = [...byDesk].filter(([, list]) => list.length).map(([desk, list]) => [desk, [...list].sort((a, b) => a.start.localeCompare(b.start))] as const);

  return (
    <section className="desk-appointments" aria-labelledby="desk-appointments-day">
      <div className="desk-appointments-controls">
        <label>
          {tr('desk.appointments.office')}
          <select value={office} onChange={(e) => setOffice(e.currentTarget.value)}>
            {offices.map((o) => (
              <option key={o._id} value={o._id}>
                {o.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr('desk.appointments.day')}
          <input type="date" value={day} required onChange={(e) => DAY.test(e.currentTarget.value) && setDay(e.currentTarget.value)} />
        </label>
        <div className="desk-appointments-days">
          <button type="button" className="button secondary" onClick={() => setDay((d) => shiftDay(d, -1))}>
            {tr('desk.appointments.previous')}
          </button>
          <button type="button" className="button secondary" onClick={() => setDay(madridNow().day)} aria-current={day === now.day ? 'date' : undefined}>
            {tr('desk.appointments.today')}
          </button>
          <button type="button" className="button secondary" onClick={() => setDay((d) => shiftDay(d, 1))}>
            {tr('desk.appointments.next')}
          </button>
        </div>
      </div>
      <h2 id="desk-appointments-day">{tr('desk.appointments.heading', { day: dateLabel, office: current?.title ?? office })}</h2>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {refused && (
        <p className="notice desk-appointments-refused" role="alert">
          {refused}
        </p>
      )}
      {state.name === 'loading' && <p className="loading-indicator">{tr('desk.appointments.loading')}</p>}
      {state.name === 'failed' && <Unreachable onRetry={() => read(office, day)} />}
      {state.name === 'unknownOffice' && <p role="alert">{tr('desk.appointments.unknownOffice')}</p>}
      {state.name === 'ready' && !items.length && <p>{tr('desk.appointments.none')}</p>}
      <div ref={cards}>
        {groups.map(([desk, list]) => (
          <section key={desk} className="desk-appointments-desk" aria-labelledby={`desk-appointments-${desk}`}>
            <h3 id={`desk-appointments-${desk}`}>
              {deskTitle(desk)}{' '}
              <span className="desk-muted">{tr(list.length === 1 ? 'desk.appointments.countOne' : 'desk.appointments.count', { count: list.length })}</span>
            </h3>
            <ul className="desk-cards">
              {list.map((item) => {
                // A walk-in names nobody: the card says what it was.
                const who = item.origin === 'walk-in' ? tr('desk.appointments.walkIn.name') : `${item.name} ${item.surnames}`;
                const titleId = `desk-appointment-${item.code}`;
                return (
                  <li key={item.code} className="desk-card" data-code={item.code} data-status={item.status} tabIndex={-1} aria-labelledby={titleId}>
                    <p className="desk-card-head" id={titleId}>
                      <time dateTime={`${item.day}T${item.start}`}>
                        {item.start}–{item.end}
                      </time>{' '}
                      <span className="desk-reference">{item.code}</span>
                      <span className={`desk-appointment-status status-${item.status}`}>{tr(`desk.appointments.status.${item.status}`)}</span>
                    </p>
                    <p className="desk-card-title" id={`${titleId}-who`}>
                      {who}
                    </p>
                    <dl className="desk-card-facts">
                      <div>
                        <dt>{tr('desk.appointments.service')}</dt>
                        <dd>{services[item.service] ?? item.service}</dd>
                      </div>
                      <div>
                        <dt>{tr('desk.appointments.document')}</dt>
                        <dd>
                          {item.identityTail && <span aria-hidden="true">···</span>}
                          {item.identityTail}
                        </dd>
                      </div>
                    </dl>
                    {marksOf(item, now).length > 0 && (
                      <p className="desk-appointment-marks">
                        {marksOf(item, now).map((m) => (
                          <button
                            key={m}
                            type="button"
                            className={m === 'missed' ? 'button secondary' : 'button'}
                            aria-disabled={busy === item.code}
                            aria-describedby={`${titleId}-who`}
                            onClick={() => busy !== item.code && void mark(item, m)}
                          >
                            {tr(`desk.appointments.mark.${m}`)}
                          </button>
                        ))}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {current && (
        <DeskAppointmentTools realm={realm} endpoints={endpoints} office={current} services={services} day={day} onChanged={() => read(office, day)} />
      )}
      <MonthCounts counts={counts} monthLabel={monthLabel} services={services} />
    </section>
  );
}

const STAT_COLUMNS = ['total', 'attended', 'missed', 'cancelled', 'pending', 'walkIns'] as const;
type Row = Record<(typeof STAT_COLUMNS)[number], number>;
const rowOf = (s: DeskMonth['services'][number]): Row => ({
  total: s.booked + s.arrived + s.attended + s.missed + s.cancelled,
  attended: s.attended,
  missed: s.missed,
  cancelled: s.cancelled,
  pending: s.booked + s.arrived,
  walkIns: s.walkIns,
});

/** The month of the day shown, per service: how many appointments, attended, missed, cancelled and still to come. */
function MonthCounts({ counts, monthLabel, services }: { counts: DeskMonth | 'failed' | undefined; monthLabel: string; services: Record<string, string> }) {
  const { tr, locale } = useDesk();
  // How many days ahead the first free slot was, on average over the month's days, where the server noted it.
  const waits = counts && counts !== 'failed' ? counts.services.filter((s) => s.firstFreeDays !== null) : [];
  const rows = counts && counts !== 'failed' ? counts.services.map((s) => [services[s.service] ?? s.service, rowOf(s)] as const) : [];
  const total = rows.reduce<Row>(
    (sum, [, row]) => {
      for (const column of STAT_COLUMNS) sum[column] += row[column];
      return sum;
    },
    { total: 0, attended: 0, missed: 0, cancelled: 0, pending: 0, walkIns: 0 },
  );
  return (
    <section className="desk-appointments-month" aria-labelledby="desk-appointments-month">
      <h2 id="desk-appointments-month">{tr('desk.appointments.stats.heading', { month: monthLabel })}</h2>
      {counts === undefined && <p className="loading-indicator">{tr('desk.appointments.loading')}</p>}
      {counts === 'failed' && <p>{tr('desk.appointments.stats.failed')}</p>}
      {counts && counts !== 'failed' && !rows.length && <p>{tr('desk.appointments.stats.none')}</p>}
      {rows.length > 0 && (
        // A table of figures keeps its columns (WCAG 1.4.10 lets a data table scroll in two dimensions): on a phone
        // it scrolls sideways in its own frame, which the keyboard can reach, and no heading breaks inside a word.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll with the keyboard
        <section className="desk-table-wrap" aria-labelledby="desk-appointments-month" tabIndex={0}>
          <table className="desk-appointments-counts" aria-labelledby="desk-appointments-month">
            <thead>
              <tr>
                <th scope="col">{tr('desk.appointments.service')}</th>
                {STAT_COLUMNS.map((c) => (
                  <th key={c} scope="col" className="number desk-count-heading">
                    {tr(`desk.appointments.stats.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([title, row]) => (
                <tr key={title}>
                  <th scope="row" className="desk-count-service">
                    {title}
                  </th>
                  {STAT_COLUMNS.map((c) => (
                    <td key={c} className="number">
                      {row[c]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {rows.length > 1 && (
              <tfoot>
                <tr>
                  <th scope="row">{tr('desk.appointments.stats.sum')}</th>
                  {STAT_COLUMNS.map((c) => (
                    <td key={c} className="number">
                      {total[c]}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </section>
      )}
      {waits.length > 0 && (
        <>
          <h3>{tr('desk.appointments.stats.firstFree')}</h3>
          <ul>
            {waits.map((s) => (
              <li key={s.service}>
                {tr('desk.appointments.stats.firstFreeDays', {
                  service: services[s.service] ?? s.service,
                  days: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(s.firstFreeDays!),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
