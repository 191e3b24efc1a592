import { useEffect, useRef, useState } from 'react';
import { answered } from '../../api/client.ts';
import type { RoomBlock, RoomSummary } from '../../api/rooms.ts';
import { dateFormat } from '../../i18n/dates.ts';
import { dayText } from '../../domain/requests/date-range.ts';
import { describedBy, FieldShell, type FieldProps } from './Fields.tsx';
import { fieldIds, useForm } from './context.ts';
import '../shared/slot-choices.css';

/** The Madrid day of an instant the form holds (`2026-12-18T18:00:00+01:00` → `2026-12-18`), or ''. */
const madridDay = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(ms) : '';
};

/** What the form knows of the chosen room's day: nothing asked yet, being asked, its free blocks, or no answer. */
type DayBlocks = { state: 'idle' } | { state: 'loading' } | { state: 'outside' } | { state: 'failed' } | { state: 'ready'; items: RoomBlock[] };

export interface RoomBlockProps extends FieldProps {
  /** The mailbox's rooms (docs/rooms.md "Calls"), or `loading` while they are asked for. */
  rooms: RoomSummary[] | 'loading';
  /** The room chosen in the form's `sala` field. */
  roomSlug: string;
  /** The next free blocks the server offered when it refused the block sent (docs/rooms.md "The form"). */
  suggested: RoomBlock[];
  /** Changes when the day's blocks must be asked again (a block was refused). */
  round: number;
}

/**
 * A room's block, chosen instead of typed (docs/rooms.md "The form"): after the room, a day within the room's
 * window; then that day's free blocks as buttons ("18:00–22:00, libre"), their count said to screen readers. Only
 * free blocks are offered, so a taken or closed one cannot be chosen; the chosen block's start is the field's value
 * (`inicio`), which the server checks again before anything is paid.
 */
export function RoomBlockField({ field, value, onChange, error, rooms, roomSlug, suggested, round }: RoomBlockProps) {
  const { tr, locale, api, mailboxId } = useForm();
  const chosen = typeof value === 'string' ? value : '';
  const [day, setDay] = useState(() => madridDay(chosen));
  const [blocks, setBlocks] = useState<DayBlocks>({ state: 'idle' });
  const [retry, setRetry] = useState(0);
  const room = rooms === 'loading' ? undefined : rooms.find((r) => r.slug === roomSlug);
  const ids = fieldIds(field.name);
  const dayHint = `${ids.input}-day-hint`;
  const weekday = (isoDay: string) =>
    dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

  // Another room: the block chosen was one of the other room's.
  const lastRoom = useRef(roomSlug);
  useEffect(() => {
    if (lastRoom.current !== roomSlug && lastRoom.current && chosen) onChange('');
    lastRoom.current = roomSlug;
  }, [roomSlug, chosen, onChange]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` (a block refused) and `retry` (the citizen asked again) ask the same day's blocks again
  useEffect(() => {
    if (!room || !day) return setBlocks({ state: 'idle' });
    if (day < room.window.first || day > room.window.last) return setBlocks({ state: 'outside' });
    let live = true;
    setBlocks({ state: 'loading' });
    void api.roomBlocks(mailboxId, room.slug, day, day).then((answer) => {
      if (!live) return;
      const found = answered(answer);
      setBlocks(found && Array.isArray(found.items) ? { state: 'ready', items: found.items.filter((b) => b.day === day) } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [api, mailboxId, room, day, round, retry]);

  const choose = (block: RoomBlock) => {
    setDay(block.day);
    onChange(block.startsAt);
  };
  const blockButton = (block: RoomBlock, withDay: boolean) => {
    const pressed = Date.parse(block.startsAt) === Date.parse(chosen);
    return (
      <li key={block.startsAt}>
        {/* The name in one string: a visually hidden part of the content is read with a space before it in
            Chromium ("18:00–22:00 , libre"); the visible words start the name, as WCAG 2.5.3 asks. */}
        <button
          type="button"
          className="slot-choice"
          aria-pressed={pressed}
          aria-label={`${withDay ? `${weekday(block.day)}, ` : ''}${block.start}–${block.end}, ${tr('request.rooms.free')}`}
          onClick={() => choose(block)}
        >
          {withDay ? `${weekday(block.day)}, ` : ''}
          {block.start}–{block.end}
        </button>
      </li>
    );
  };

  const status = (() => {
    if (rooms === 'loading') return tr('request.rooms.loading');
    if (!room) return tr('request.rooms.chooseRoom');
    if (!day) return tr('request.rooms.chooseDay');
    if (blocks.state === 'loading' || blocks.state === 'idle') return tr('request.rooms.loading');
    if (blocks.state === 'outside') return tr('request.rooms.outside', { day: weekday(day) });
    if (blocks.state === 'failed') return tr('request.rooms.failed');
    if (blocks.state === 'ready' && blocks.items.length === 0) return tr('request.rooms.none', { day: weekday(day) });
    return tr(blocks.items.length === 1 ? 'request.rooms.countOne' : 'request.rooms.count', { count: blocks.items.length, day: weekday(day) });
  })();

  // A start kept from before (a draft, a block this citizen is paying for, so no longer free) that no button shows.
  const shown = [...(blocks.state === 'ready' ? blocks.items : []), ...suggested].some((b) => Date.parse(b.startsAt) === Date.parse(chosen));
  const kept =
    chosen && !shown && Number.isFinite(Date.parse(chosen))
      ? dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(
          Date.parse(chosen),
        )
      : '';

  return (
    <FieldShell field={field} error={error} asGroup>
      <div className="rf-room-day">
        <label className="rf-label rf-sublabel" htmlFor={ids.input}>
          {tr('request.rooms.day')}
        </label>
        {room ? (
          <p className="rf-hint" id={dayHint}>
            {tr('request.dates.range', { from: dayText(locale, room.window.first), to: dayText(locale, room.window.last) })}
          </p>
        ) : null}
        <input
          {...describedBy(field, error, !!field.hint)}
          aria-describedby={[field.hint ? ids.hint : '', room ? dayHint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined}
          className="rf-input rf-input-short"
          name={`${field.name}-day`}
          type="date"
          value={day}
          min={room?.window.first}
          max={room?.window.last}
          onChange={(event) => {
            setDay(event.target.value);
            if (chosen && madridDay(chosen) !== event.target.value) onChange('');
          }}
        />
      </div>
      {kept ? <p className="rf-room-status">{tr('request.rooms.chosen', { when: kept })}</p> : null}
      <p className="rf-room-status" role="status" aria-live="polite">
        {status}
      </p>
      {blocks.state === 'failed' ? (
        <button type="button" className="button secondary" onClick={() => setRetry((n) => n + 1)}>
          {tr('request.retry')}
        </button>
      ) : null}
      {blocks.state === 'ready' && blocks.items.length > 0 ? (
        <ul className="slot-choices slot-times rf-room-blocks" aria-label={tr('request.rooms.list', { day: weekday(day) })}>
          {blocks.items.map((b) => blockButton(b, false))}
        </ul>
      ) : null}
      {suggested.length > 0 ? (
        <>
          <p className="rf-label rf-sublabel" id={`${ids.input}-next`}>
            {tr('request.rooms.next')}
          </p>
          <ul className="slot-choices rf-room-blocks" aria-labelledby={`${ids.input}-next`}>
            {suggested.map((b) => blockButton(b, true))}
          </ul>
        </>
      ) : null}
    </FieldShell>
  );
}
