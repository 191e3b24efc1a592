import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { createApiClient, isFailure } from '../../api/client.ts';
import { contentApi } from '../../api/content.ts';
import { NewsEventSchema, type NewsEvent } from '../../schemas/event.ts';
import {
  addDays,
  addMonths,
  betweenInterval,
  eventDays,
  eventsByDay,
  madridDay,
  monthGrid,
  monthOf,
  type DayKey,
  type Month,
} from '../../domain/content/calendar.ts';
import { pick } from '../../i18n/pick.ts';
import { dateFormat } from '../../i18n/dates.ts';
import { sessionText } from '../../domain/content/session-time.ts';

export interface AgendaProps {
  realm: string;
  contentBase: string;
  lang: string;
  locale: string;
  /** Base of event links, e.g. "/va/noticies/". */
  linkBase: string;
  labels: {
    title: string;
    previous: string;
    next: string;
    noEvents: string;
    error: string;
    retry: string;
    loading: string;
    eventsOf: string;
    eventsOfMonth: string;
    selected: string;
    hasEvents: string;
    oneEvent: string;
    today: string;
    /** Event categories as the data names them (Spanish) → their label in the page's language. */
    categories: Record<string, string>;
  };
  /** Heading level of the list's title (2 on the agenda page, 3 inside the home page's agenda section). */
  headingLevel?: 2 | 3;
  /**
   * What the page shows until the calendar runs (and for good when its script does not): the upcoming events
   * the build knew, or a word on where they are. Rendered on the server, replaced once the island is live.
   */
  children?: ReactNode;
}

type Status = { state: 'loading' } | { state: 'ready'; events: NewsEvent[] } | { state: 'error' };
const monthKey = (m: Month) => `${m.year}-${m.month}`;
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The agenda: a month calendar (ARIA grid: arrows move by day, PageUp/PageDown by month, Home/End by week,
 * Enter or Space selects) and the events of the selected day, or of the month. Each month's answer is cached,
 * so going back and forth does not ask again; a failed call can be retried. The server renders only the
 * children: a calendar that cannot load its days would be an empty grid.
 */
export default function Agenda({ realm, contentBase, lang, locale, linkBase, labels, headingLevel = 2, children }: AgendaProps) {
  const [live, setLive] = useState(false);
  const today = useMemo(() => madridDay(Date.now()), []);
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const [focused, setFocused] = useState<DayKey>(today);
  const [selected, setSelected] = useState<DayKey | null>(null);
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [announcement, setAnnouncement] = useState('');
  const cache = useRef(new Map<string, NewsEvent[]>());
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const api = useMemo(
    () => contentApi(createApiClient({ language: lang }), { id: realm, endpoints: { content: contentBase } } as never),
    [realm, contentBase, lang],
  );

  const load = useCallback(
    async (shown: Month, signal?: AbortSignal) => {
      const cached = cache.current.get(monthKey(shown));
      if (cached) return setStatus({ state: 'ready', events: cached });
      setStatus({ state: 'loading' });
      const { start, end } = betweenInterval(shown);
      const result = await api.between('asociaciones_eventos', start, end, signal);
      if (signal?.aborted) return;
      if (isFailure(result) || !Array.isArray(result.items)) return setStatus({ state: 'error' });
      const events = result.items.flatMap((item) => {
        const parsed = v.safeParse(NewsEventSchema, item);
        return parsed.success ? [parsed.output] : [];
      });
      cache.current.set(monthKey(shown), events);
      setStatus({ state: 'ready', events });
    },
    [api],
  );

  useEffect(() => setLive(true), []);

  useEffect(() => {
    const controller = new AbortController();
    void load(month, controller.signal);
    return () => controller.abort();
  }, [month, load]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: month is a trigger too: a key that lands on the focused day itself when it belongs to the neighbouring month (Home on a Monday of it) changes the month but not the focused day, and the new month's grid re-renders its rows, so focus must be put back
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const monthName = dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(month.year, month.month - 1, 15));
  const monthTitle = capitalise(monthName);
  const dayLabel = (key: DayKey, options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) =>
    dateFormat(locale, { ...options, timeZone: 'UTC' }).format(Date.parse(`${key}T12:00:00Z`));
  const weekdays = monthGrid({ year: 2026, month: 6 })
    .slice(0, 7)
    .map((cell) => ({
      short: dayLabel(cell.key, { weekday: 'short' }),
      long: dayLabel(cell.key, { weekday: 'long' }),
    }));
  const cells = monthGrid(month);
  const events = status.state === 'ready' ? status.events : [];
  const byDay = useMemo(() => eventsByDay(events), [events]);
  const prefix = `${month.year}-${String(month.month).padStart(2, '0')}-`;
  const shown = selected ? (byDay.get(selected) ?? []) : events.filter((event) => eventDays(event).some((day) => day.startsWith(prefix)));

  const goToMonth = (next: Month, focus?: DayKey) => {
    setMonth(next);
    setSelected(null);
    const label = dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(next.year, next.month - 1, 15));
    setAnnouncement(label);
    setFocused(focus ?? `${next.year}-${String(next.month).padStart(2, '0')}-01`);
  };
  const select = (key: DayKey) => {
    if (!key.startsWith(prefix)) goToMonth(monthOf(key), key);
    const next = selected === key ? null : key;
    setSelected(next);
    setFocused(key);
    setAnnouncement(next ? `${labels.selected}: ${dayLabel(next)}` : monthTitle);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let target: DayKey | undefined;
    if (event.key in steps) target = addDays(focused, steps[event.key]!);
    else if (event.key === 'Home') target = addDays(focused, -((new Date(`${focused}T12:00:00Z`).getUTCDay() + 6) % 7));
    else if (event.key === 'End') target = addDays(focused, 6 - ((new Date(`${focused}T12:00:00Z`).getUTCDay() + 6) % 7));
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const next = addMonths(month, event.key === 'PageUp' ? -1 : 1);
      const day = Math.min(Number(focused.slice(8)), new Date(Date.UTC(next.year, next.month, 0)).getUTCDate());
      event.preventDefault();
      moveFocus.current = true;
      goToMonth(next, `${next.year}-${String(next.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
      return;
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(focused);
      return;
    } else return;
    event.preventDefault();
    moveFocus.current = true;
    if (!target.startsWith(prefix)) goToMonth(monthOf(target), target);
    else setFocused(target);
  };

  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const weeks = Array.from({ length: 6 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  // The shown day's sessions, or every session in the shown month: a course's session today is never left out.
  const sessionsShown = (event: NewsEvent) =>
    (event.period?.dateRanges ?? []).filter((range) => {
      const days = eventDays({ period: { dateRanges: [range] } });
      return selected ? days.includes(selected) : days.some((day) => day.startsWith(prefix));
    });

  // In an element of its own: Astro's slot is display:contents, and client:visible watches boxes.
  if (!live) return <div className="agenda-fallback">{children}</div>;

  return (
    <div className="agenda">
      <div className="agenda-calendar">
        <div className="agenda-head">
          <button type="button" className="icon-button agenda-nav" onClick={() => goToMonth(addMonths(month, -1))}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{labels.previous}</span>
          </button>
          <Heading className="agenda-month" id={`agenda-${realm}-month`} aria-live="polite">
            {monthTitle}
          </Heading>
          <button type="button" className="icon-button agenda-nav" onClick={() => goToMonth(addMonths(month, 1))}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{labels.next}</span>
          </button>
        </div>
        <table
          ref={grid}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: APG date picker: the month is a table with role grid, one day in the tab order (roving tabindex), arrows, Home/End and Page Up/Down handled here
          role="grid"
          aria-labelledby={`agenda-${realm}-month`}
          className="agenda-grid"
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              {weekdays.map((d) => (
                <th key={d.long} scope="col" abbr={d.long}>
                  {d.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.key}>
                {week.map(({ key, inMonth }) => {
                  const count = byDay.get(key)?.length ?? 0;
                  const classes = [
                    'agenda-day',
                    inMonth ? '' : 'is-outside',
                    count ? 'has-events' : '',
                    key === selected ? 'is-selected' : '',
                    key === today ? 'is-today' : '',
                  ]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter and Space select the focused day in the grid's onKeyDown (APG date picker); the click is the pointer's way
                    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td of a table with role grid is a gridcell (ARIA in HTML), which takes aria-selected; writing role="gridcell" on it is invalid HTML
                    <td
                      key={key}
                      aria-selected={key === selected}
                      className={classes}
                      data-day={key}
                      tabIndex={key === focused ? 0 : -1}
                      onClick={() => select(key)}
                      onFocus={() => setFocused(key)}
                      aria-label={`${dayLabel(key)}${count ? `, ${count === 1 ? labels.oneEvent : labels.hasEvents.replace('{count}', String(count))}` : ''}${key === today ? `, ${labels.today}` : ''}`}
                    >
                      <span aria-hidden="true">{Number(key.slice(8))}</span>
                      {count > 0 && <span className="agenda-dot" aria-hidden="true" />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section
        className="agenda-list"
        aria-label={selected ? labels.eventsOf.replace('{day}', dayLabel(selected)) : labels.eventsOfMonth.replace('{month}', monthName)}
      >
        <p className="agenda-list-title">
          {selected ? labels.eventsOf.replace('{day}', dayLabel(selected)) : labels.eventsOfMonth.replace('{month}', monthName)}
        </p>
        {status.state === 'loading' && <p className="muted">{labels.loading}</p>}
        {status.state === 'error' && (
          <div className="notice" role="alert">
            <p>{labels.error}</p>
            <button type="button" className="button secondary" onClick={() => void load(month)}>
              {labels.retry}
            </button>
          </div>
        )}
        {status.state === 'ready' && shown.length === 0 && <p className="agenda-empty">{labels.noEvents}</p>}
        {status.state === 'ready' && shown.length > 0 && (
          <ul className="agenda-events">
            {shown.map((event) => (
              <li key={event._id}>
                <a href={`${linkBase}${event._id}`}>{pick(event.title, lang)}</a>
                {sessionsShown(event).map((range) => (
                  <p key={range.start} className="agenda-time">
                    {sessionText(range, locale, { weekday: 'short', day: 'numeric', month: 'short' })}
                  </p>
                ))}
                {event.categories.length > 0 && (
                  <p className="agenda-categories">{event.categories.map((category) => labels.categories[category] ?? category).join(' · ')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
