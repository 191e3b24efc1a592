import { useId, useMemo, useState, type FormEvent } from 'react';
import { appointmentsApi, type SlotsAnswer } from '../../api/appointments.ts';
import { answered, createApiClient, refusalOf } from '../../api/client.ts';
import { deskAppointmentsApi, type DeskAppointment, type DeskClosure } from '../../api/desk-appointments.ts';
import { deskBookingErrors } from '../../domain/appointments/booking-rules.ts';
import { privateLinkFragment } from '../../domain/appointments/private-link.ts';
import type { RealmConfig } from '../../schemas/realm.ts';
import { useDesk } from './context.ts';
import type { DeskOffice } from './DeskAppointments.tsx';

export interface DeskAppointmentToolsProps {
  realm: string;
  endpoints: RealmConfig['endpoints'];
  office: DeskOffice;
  /** Each service's title in the page's language, by id. */
  services: Record<string, string>;
  /** The day shown: what a walk-in is not for (it is now), and where a booking's and a closure's day start. */
  day: string;
  /** Told when the day's appointments changed here, to read them again. */
  onChanged: () => void;
}

type Slot = SlotsAnswer['items'][number];

/** The services some desk of the office attends, in the order the desks list them. */
const servicesOf = (office: DeskOffice) => [...new Set(office.desks.flatMap((d) => d.services ?? []))];

/**
 * What the counter does besides marking the day's appointments (docs/appointments.md "The desk"): record a walk-in,
 * book a free slot on a person's behalf, and close a desk or the office for a span, then move or cancel what that
 * closure holds (each citizen told by e-mail). Each is a disclosure under the day, closed until opened.
 */
export function DeskAppointmentTools(props: DeskAppointmentToolsProps) {
  const { lang } = useDesk();
  const client = useMemo(() => createApiClient({ language: lang }), [lang]);
  const { realm, endpoints } = props;
  const desk = useMemo(() => deskAppointmentsApi(client, { id: realm, endpoints }), [client, realm, endpoints]);
  const open = useMemo(() => appointmentsApi(client, { id: realm, endpoints }), [client, realm, endpoints]);
  const tools = { ...props, desk, open };
  return (
    <section className="desk-appointments-tools" aria-labelledby="desk-appointments-tools">
      <h2 id="desk-appointments-tools">{useDesk().tr('desk.appointments.tools.heading')}</h2>
      <WalkIn {...tools} />
      <BookForPerson {...tools} />
      <CloseDesk {...tools} />
    </section>
  );
}

type Tools = DeskAppointmentToolsProps & { desk: ReturnType<typeof deskAppointmentsApi>; open: ReturnType<typeof appointmentsApi> };

/** A refusal's words, else the tool's own when the server could not be reached. */
function useRefusal() {
  const { tr, signedOut } = useDesk();
  return (answer: unknown, fallback: string): string | undefined => {
    const refusal = refusalOf(answer);
    if (!refusal) return undefined;
    if (refusal.code === 'not-signed-in') {
      signedOut();
      return '';
    }
    return refusal.offline || !refusal.message ? tr(fallback) : refusal.message;
  };
}

function WalkIn({ office, services, desk, onChanged }: Tools) {
  const { tr } = useDesk();
  const refused = useRefusal();
  const [deskId, setDeskId] = useState(office.desks[0]?.id ?? '');
  const offered = office.desks.find((d) => d.id === deskId)?.services ?? [];
  const [service, setService] = useState('');
  const chosen = offered.includes(service) ? service : (offered[0] ?? '');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !chosen) return;
    setBusy(true);
    const answer = await desk.walkIn({ service: chosen, office: office._id, desk: deskId });
    setBusy(false);
    const made = answered(answer);
    if (made) {
      setSaid(tr('desk.appointments.walkIn.done', { desk: office.desks.find((d) => d.id === deskId)?.title ?? deskId, time: made.start }));
      onChanged();
    } else setSaid(refused(answer, 'desk.appointments.tools.failed') ?? '');
  };
  return (
    <details className="desk-appointments-tool">
      <summary>{tr('desk.appointments.walkIn.title')}</summary>
      <form onSubmit={submit}>
        <p>{tr('desk.appointments.walkIn.text')}</p>
        <label>
          {tr('desk.appointments.desk')}
          <select value={deskId} onChange={(e) => setDeskId(e.currentTarget.value)}>
            {office.desks.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr('desk.appointments.service')}
          <select value={chosen} onChange={(e) => setService(e.currentTarget.value)}>
            {offered.map((s) => (
              <option key={s} value={s}>
                {services[s] ?? s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" aria-disabled={busy || !chosen}>
          {tr('desk.appointments.walkIn.submit')}
        </button>
        <p aria-live="polite">{said}</p>
      </form>
    </details>
  );
}

/** The free times of a service at the office on a day (the citizens' own call), chosen with radio buttons. */
function SlotChoice({ slots, chosen, onChoose, name }: { slots: Slot[] | 'none' | undefined; chosen: string; onChoose: (s: string) => void; name: string }) {
  const { tr } = useDesk();
  if (slots === undefined) return null;
  if (slots === 'none' || !slots.length) return <p>{tr('desk.appointments.tools.noSlots')}</p>;
  return (
    <fieldset className="desk-appointments-slots">
      <legend>{tr('desk.appointments.tools.time')}</legend>
      {slots.map((s) => (
        <label key={s.startsAt}>
          <input type="radio" name={name} value={s.startsAt} checked={chosen === s.startsAt} onChange={() => onChoose(s.startsAt)} />
          {s.start}
        </label>
      ))}
    </fieldset>
  );
}

/** Reads the free times of `service` at the office on `day`. */
function useSlots(open: Tools['open'], office: string) {
  const [slots, setSlots] = useState<Slot[] | 'none'>();
  const [chosen, setChosen] = useState('');
  const read = async (service: string, day: string) => {
    setChosen('');
    const answer = answered(await open.slots(service, office, day));
    setSlots(answer?.items ?? 'none');
  };
  return { slots, chosen, setChosen, read, clear: () => setSlots(undefined) };
}

const EMPTY_PERSON = { name: '', surnames: '', identity: '', phone: '', email: '' };

function BookForPerson({ office, services, day, desk, open, onChanged }: Tools) {
  const { tr, lang, paths } = useDesk();
  const refused = useRefusal();
  const id = useId();
  const offered = servicesOf(office);
  const [service, setService] = useState(offered[0] ?? '');
  const [bookDay, setBookDay] = useState(day);
  const times = useSlots(open, office._id);
  const [person, setPerson] = useState(EMPTY_PERSON);
  const [errors, setErrors] = useState<Array<{ field: string; key: string }>>([]);
  const [said, setSaid] = useState('');
  const [made, setMade] = useState<{ code: string; link: string }>();
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof EMPTY_PERSON, label: string, type = 'text') => {
    const problem = errors.find((e) => e.field === key);
    return (
      <label>
        {label}
        <input
          className="rf-input"
          type={type}
          value={person[key]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${key}` : undefined}
          onChange={(e) => setPerson({ ...person, [key]: e.currentTarget.value })}
        />
        {problem && (
          <span className="field-error" id={`${id}-${key}`}>
            {tr(problem.key)}
          </span>
        )}
      </label>
    );
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSaid('');
    const typed = { ...person, email: person.email.trim() || undefined, phone: person.phone.trim() || undefined };
    const problems = deskBookingErrors(typed);
    setErrors(problems);
    if (problems.length) return;
    if (!times.chosen) return setSaid(tr('desk.appointments.tools.chooseTime'));
    setBusy(true);
    const answer = await desk.book({ service, office: office._id, startsAt: times.chosen }, { ...typed, language: lang });
    setBusy(false);
    const booked = answered(answer);
    if (booked) {
      const page = `${location.origin}${paths.appointment}${privateLinkFragment(booked.code, booked.key)}`;
      setMade({ code: booked.code, link: page });
      setPerson(EMPTY_PERSON);
      times.clear();
      onChanged();
      return;
    }
    const body = answer as { errors?: Array<{ field: string; key: string }> };
    if (body.errors?.length) setErrors(body.errors);
    setSaid(refused(answer, 'desk.appointments.tools.failed') ?? '');
    if (refusalOf(answer)?.code === 'taken') void times.read(service, bookDay);
  };
  return (
    <details className="desk-appointments-tool">
      <summary>{tr('desk.appointments.book.title')}</summary>
      <form onSubmit={submit} noValidate>
        <p>{tr('desk.appointments.book.text')}</p>
        <label>
          {tr('desk.appointments.service')}
          <select
            value={service}
            onChange={(e) => {
              setService(e.currentTarget.value);
              times.clear();
            }}
          >
            {offered.map((s) => (
              <option key={s} value={s}>
                {services[s] ?? s}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr('desk.appointments.book.day')}
          <input type="date" value={bookDay} onChange={(e) => setBookDay(e.currentTarget.value)} />
        </label>
        <button type="button" className="button secondary" onClick={() => void times.read(service, bookDay)}>
          {tr('desk.appointments.tools.showTimes')}
        </button>
        <SlotChoice slots={times.slots} chosen={times.chosen} onChoose={times.setChosen} name={`${id}-time`} />
        {field('name', tr('desk.appointments.book.name'))}
        {field('surnames', tr('desk.appointments.book.surnames'))}
        {field('identity', tr('desk.appointments.book.identity'))}
        {field('phone', tr('desk.appointments.book.phone'), 'tel')}
        {field('email', tr('desk.appointments.book.email'), 'email')}
        <button type="submit" className="button" aria-disabled={busy}>
          {tr('desk.appointments.book.submit')}
        </button>
        <p aria-live="polite">{said}</p>
        {made && (
          <div className="notice">
            <p>{tr('desk.appointments.book.done', { code: made.code })}</p>
            <p>
              <a href={made.link}>{tr('desk.appointments.book.link')}</a>
            </p>
          </div>
        )}
      </form>
    </details>
  );
}

function CloseDesk({ office, day, desk, open, onChanged }: Tools) {
  const { tr } = useDesk();
  const refused = useRefusal();
  const [deskId, setDeskId] = useState('');
  const [closeDay, setCloseDay] = useState(day);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [closure, setClosure] = useState<DeskClosure>();
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!start !== !end) return setSaid(tr('desk.appointments.close.bothTimes'));
    setBusy(true);
    const answer = await desk.close({ office: office._id, day: closeDay, ...(deskId ? { desk: deskId } : {}), ...(start && end ? { start, end } : {}) });
    setBusy(false);
    const closed = answered(answer);
    if (closed) {
      setClosure(closed);
      setSaid(tr(closed.appointments.length ? 'desk.appointments.close.held' : 'desk.appointments.close.done', { count: closed.appointments.length }));
      onChanged();
    } else setSaid(refused(answer, 'desk.appointments.tools.failed') ?? '');
  };
  const settled = (code: string, now?: DeskAppointment) => {
    setClosure((c) => c && { ...c, appointments: c.appointments.filter((a) => a.code !== code) });
    if (now) onChanged();
  };
  return (
    <details className="desk-appointments-tool">
      <summary>{tr('desk.appointments.close.title')}</summary>
      <form onSubmit={submit}>
        <p>{tr('desk.appointments.close.text')}</p>
        <label>
          {tr('desk.appointments.close.what')}
          <select value={deskId} onChange={(e) => setDeskId(e.currentTarget.value)}>
            <option value="">{tr('desk.appointments.close.wholeOffice')}</option>
            {office.desks.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr('desk.appointments.close.day')}
          <input type="date" value={closeDay} onChange={(e) => setCloseDay(e.currentTarget.value)} />
        </label>
        <label>
          {tr('desk.appointments.close.from')}
          <input type="time" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
        </label>
        <label>
          {tr('desk.appointments.close.to')}
          <input type="time" value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        </label>
        <button type="submit" className="button" aria-disabled={busy}>
          {tr('desk.appointments.close.submit')}
        </button>
        <p aria-live="polite">{said}</p>
      </form>
      {closure && closure.appointments.length > 0 && (
        <ul className="desk-cards">
          {closure.appointments.map((a) => (
            <HeldAppointment key={a.code} item={a} office={office} desk={desk} open={open} onSettled={settled} />
          ))}
        </ul>
      )}
    </details>
  );
}

/** One appointment a closure holds: moved to a free time chosen here, or cancelled; the citizen told either way. */
function HeldAppointment({
  item,
  office,
  desk,
  open,
  onSettled,
}: {
  item: DeskAppointment;
  office: DeskOffice;
  desk: Tools['desk'];
  open: Tools['open'];
  onSettled: (code: string, now?: DeskAppointment) => void;
}) {
  const { tr } = useDesk();
  const refused = useRefusal();
  const id = useId();
  const [moveDay, setMoveDay] = useState(item.day);
  const times = useSlots(open, office._id);
  const [said, setSaid] = useState('');
  const act = async (answer: Promise<unknown>) => {
    const result = await answer;
    const now = answered(result as Parameters<typeof answered>[0]) as DeskAppointment | undefined;
    if (now) onSettled(item.code, now);
    else setSaid(refused(result, 'desk.appointments.tools.failed') ?? '');
  };
  return (
    <li className="desk-card" data-code={item.code}>
      <p className="desk-card-head">
        {item.start}–{item.end} <span className="desk-reference">{item.code}</span>
      </p>
      <p className="desk-card-title">{`${item.name} ${item.surnames}`.trim() || tr('desk.appointments.walkIn.name')}</p>
      <label>
        {tr('desk.appointments.close.moveDay')}
        <input type="date" value={moveDay} onChange={(e) => setMoveDay(e.currentTarget.value)} />
      </label>
      <button type="button" className="button secondary" onClick={() => void times.read(item.service, moveDay)}>
        {tr('desk.appointments.tools.showTimes')}
      </button>
      <SlotChoice slots={times.slots} chosen={times.chosen} onChoose={times.setChosen} name={`${id}-time`} />
      <p className="desk-appointment-marks">
        <button type="button" className="button" aria-disabled={!times.chosen} onClick={() => times.chosen && void act(desk.move(item.code, times.chosen))}>
          {tr('desk.appointments.close.move')}
        </button>
        <button type="button" className="button secondary" onClick={() => void act(desk.cancel(item.code))}>
          {tr('desk.appointments.close.cancel')}
        </button>
      </p>
      <p aria-live="polite">{said}</p>
    </li>
  );
}
