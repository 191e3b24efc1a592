import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { appointmentsApi, type BookingAnswer, type DaysAnswer, type ServiceAnswer, type SlotPlace, type SlotsAnswer } from '../../api/appointments.ts';
import { authApi } from '../../api/auth.ts';
import { captchaApi } from '../../api/captcha.ts';
import { fillFromProfile } from '../../domain/accounts/profile-fill.ts';
import { answered, createApiClient, refusalOf, type Refusal } from '../../api/client.ts';
import { bookingErrors } from '../../domain/appointments/booking-rules.ts';
import type { WorkSolution } from '../../domain/requests/captcha-work.ts';
import type { RealmConfig } from '../../schemas/realm.ts';
import { Confirmation } from './Confirmation.tsx';
import { NO_PERSON, PersonForm, type Person, type PersonField } from './PersonForm.tsx';
import { bookingTexts } from './texts.ts';
import '../shared/slot-choices.css';
import './appointment-booking.css';

export interface AppointmentBookingProps {
  realm: string;
  /** The page's language: the texts' and the booking's. */
  lang: string;
  endpoints: RealmConfig['endpoints'];
  /** The service's id and the offices that attend it, in the service's order (docs/appointments.md "Pages"). */
  service: string;
  offices: string[];
  /** The appointment's page: the private link is `{appointmentPage}#codigo={code}&clave=…` (`privateLinkFragment`). */
  appointmentPage: string;
  /** The site's host, for the calendar file's UID. */
  host: string;
  /** The island's texts in the page's language (`bookingLabels`). */
  labels: Readonly<Record<string, string>>;
  /** The page's stand-in (the other ways to book), rendered on the server and until the island runs. */
  children?: ReactNode;
}

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error' };
interface Held {
  hold: string;
  expiresAt: string;
  office: string;
  day: string;
  start: string;
  /** One per hold: a send again after no answer books once. */
  idempotencyKey: string;
}
/** What the island says about the last thing that did not go as asked, and the slots it offers instead. */
interface Notice {
  text: string;
  next?: SlotPlace[];
}
type Step = 'office' | 'day' | 'time' | 'form' | 'done';

const randomKey = () =>
  typeof globalThis.crypto?.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The citizen's booking (docs/appointments.md "Booking"): the office (preselected when only one attends the
 * service), a day among those with free places, a time, which is then held for ten minutes while the citizen gives
 * their details; then the confirmation. "Primer hueco libre" jumps to the earliest free slot of any office. Each step
 * has its heading, which takes the focus when the step opens. A refusal never loses what was typed.
 */
export default function AppointmentBooking({ realm, lang, endpoints, service, offices, appointmentPage, host, labels, children }: AppointmentBookingProps) {
  const [live, setLive] = useState(false);
  const texts = useMemo(() => bookingTexts(labels, lang), [labels, lang]);
  const { tr } = texts;
  const calls = useMemo(() => {
    const client = createApiClient({ language: lang });
    const where = { id: realm, endpoints };
    return { ...appointmentsApi(client, where), ...authApi(client, where), captcha: captchaApi(client, where) };
  }, [realm, endpoints, lang]);

  const [about, setAbout] = useState<Load<{ service: ServiceAnswer; days: DaysAnswer }>>({ state: 'loading' });
  const [office, setOffice] = useState<string | null>(offices.length === 1 ? offices[0]! : null);
  const [day, setDay] = useState<string | null>(null);
  const [slots, setSlots] = useState<Load<SlotsAnswer['items']> | null>(null);
  const [held, setHeld] = useState<Held | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [person, setPerson] = useState<Person>(NO_PERSON);
  const [errors, setErrors] = useState<Partial<Record<PersonField, string>>>({});
  const [errorRound, setErrorRound] = useState(0);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookingAnswer | null>(null);
  const captchaWork = useRef<{ pending: Promise<WorkSolution | null>; solution?: WorkSolution | null } | null>(null);
  const headings = useRef<Partial<Record<Step, HTMLHeadingElement | null>>>({});
  const [focusStep, setFocusStep] = useState<Step | null>(null);

  const loadAbout = async () => {
    setAbout({ state: 'loading' });
    const [services, days] = await Promise.all([calls.services(), calls.days(service)]);
    const found = answered(services)?.items?.find((s) => s._id === service);
    const listed = answered(days);
    if (!found || !listed?.items) return setAbout({ state: 'error' });
    setAbout({ state: 'ready', value: { service: found, days: listed } });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island starts
  useEffect(() => {
    setLive(true);
    void loadAbout();
    // A signed-in citizen's name and e-mail address, from the profile; only into fields still empty.
    void calls.loggedIn().then((answer) => {
      const user = answered(answer);
      if (typeof user?._id !== 'string') return;
      setPerson((typed) => fillFromProfile(typed, user, { name: 'firstName', surnames: 'lastName', email: 'email' }).filled);
    });
  }, []);

  useEffect(() => {
    if (!focusStep) return;
    headings.current[focusStep]?.focus();
    setFocusStep(null);
  }, [focusStep]);

  const loadSlots = async (at: string, on: string) => {
    setSlots({ state: 'loading' });
    const answer = answered(await calls.slots(service, at, on));
    setSlots(answer?.items ? { state: 'ready', value: answer.items } : { state: 'error' });
    return answer?.items;
  };

  const chooseOffice = (id: string) => {
    setOffice(id);
    setDay(null);
    setSlots(null);
    setNotice(null);
    setFocusStep('day');
  };

  const chooseDay = (on: string, at = office) => {
    if (!at) return;
    setDay(on);
    setNotice(null);
    setFocusStep('time');
    void loadSlots(at, on);
  };

  /** The words of a refusal: the server's, in the page's language, else the island's own. */
  const wordsOf = (refusal: Refusal, fallback: string) => (refusal.offline ? tr('appointments.booking.offline') : (refusal.message ?? tr(fallback)));

  /** Holds a slot; one of another day or office (a `taken` refusal's next slots) shows that day's times too. */
  const hold = async (place: { office: string; day: string; start: string; startsAt: string }, slotsShown = place.office === office && place.day === day) => {
    setNotice(null);
    setOffice(place.office);
    setDay(place.day);
    if (!slotsShown) void loadSlots(place.office, place.day);
    const answer = await calls.hold({ service, office: place.office, startsAt: place.startsAt });
    const refusal = refusalOf(answer);
    if (!refusal) {
      const { hold: token, expiresAt } = answer as { hold: string; expiresAt: string };
      setHeld({ hold: token, expiresAt, office: place.office, day: place.day, start: place.start, idempotencyKey: randomKey() });
      setProblem(null);
      setFocusStep('form');
      return;
    }
    setHeld(null);
    // The form comes back with a new operation: the answer to the old one would only be refused.
    setPerson((typed) => ({ ...typed, captcha: '' }));
    const next = refusal.code === 'taken' ? ((answer as { next?: SlotPlace[] }).next ?? []) : [];
    setNotice({
      text: refusal.code === 'taken' ? wordsOf(refusal, 'appointments.booking.taken') : wordsOf(refusal, 'appointments.booking.holdFailed'),
      next,
    });
    if (!refusal.offline && slotsShown) void loadSlots(place.office, place.day);
    setFocusStep('time');
  };

  const jumpToFirst = async (first: SlotPlace) => {
    setOffice(first.office);
    setDay(first.day);
    const items = await loadSlots(first.office, first.day);
    const slot = items?.find((s) => s.startsAt === first.startsAt) ?? items?.[0];
    if (slot) await hold({ office: first.office, day: first.day, start: slot.start, startsAt: slot.startsAt }, true);
    else setFocusStep('time');
  };

  const onWork = (pending: Promise<WorkSolution | null>) => {
    const entry: { pending: Promise<WorkSolution | null>; solution?: WorkSolution | null } = { pending };
    captchaWork.current = entry;
    void pending.then((solution) => {
      entry.solution = solution;
    });
  };

  const fail = (found: Partial<Record<PersonField, string>>) => {
    setErrors(found);
    setErrorRound((n) => n + 1);
  };

  const send = async () => {
    if (!held) return;
    setProblem(null);
    const found: Partial<Record<PersonField, string>> = {};
    for (const error of bookingErrors(person)) found[error.field] ??= tr(error.key, error.params);
    if (!person.captcha.trim()) found.captcha = tr('appointments.booking.captchaMissing');
    if (Object.keys(found).length > 0) return fail(found);
    setErrors({});
    setSending(true);
    const work = captchaWork.current?.solution !== undefined ? captchaWork.current.solution : await captchaWork.current?.pending;
    const answer = await calls.book(
      {
        hold: held.hold,
        name: person.name.trim(),
        surnames: person.surnames.trim(),
        identity: person.identity.trim(),
        email: person.email.trim() || undefined,
        phone: person.phone.trim() || undefined,
        language: lang,
        captcha: person.captcha.trim(),
        ...(work ? { captchaWork: work } : {}),
      },
      held.idempotencyKey,
    );
    setSending(false);
    const refusal = refusalOf(answer);
    if (!refusal) {
      setBooked(answer as BookingAnswer);
      setFocusStep('done');
      return;
    }
    switch (refusal.code) {
      case 'form': {
        const listed: Partial<Record<PersonField, string>> = {};
        for (const error of (answer as { errors?: Array<{ field: string; key: string; message?: string }> }).errors ?? []) {
          listed[error.field as PersonField] ??= labels[error.key] ? tr(error.key) : (error.message ?? tr('appointments.booking.failed'));
        }
        return Object.keys(listed).length > 0 ? fail(listed) : setProblem(wordsOf(refusal, 'appointments.booking.failed'));
      }
      case 'captcha':
        setPerson((typed) => ({ ...typed, captcha: '' }));
        setCaptchaRound((n) => n + 1);
        return fail({ captcha: tr('appointments.booking.captchaWrong') });
      case 'hold-expired':
        setHeld(null);
        setPerson((typed) => ({ ...typed, captcha: '' }));
        setNotice({ text: wordsOf(refusal, 'appointments.booking.holdExpired') });
        void loadSlots(held.office, held.day);
        setFocusStep('time');
        return;
      case 'duplicate':
        // The server spent this operation on the refused send (one guess each, docs/security.md "The captcha"):
        // the next send, with another document or address, needs a new one, or it would be told the answer was wrong.
        setPerson((typed) => ({ ...typed, captcha: '' }));
        setCaptchaRound((n) => n + 1);
        return setProblem(wordsOf(refusal, 'appointments.booking.duplicate'));
      default:
        return setProblem(wordsOf(refusal, 'appointments.booking.failed'));
    }
  };

  // A box of its own: the page mounts the island client:visible, and Astro watches the island's children for it; a
  // fragment leaves only <astro-slot>, laid out as display: contents, which is never seen and never wakes the island.
  if (!live) return <div className="ab-fallback">{children}</div>;

  const heading = (step: Step, text: string) => (
    <h3
      className="ab-step-title"
      tabIndex={-1}
      ref={(element) => {
        headings.current[step] = element;
      }}
    >
      {text}
    </h3>
  );

  if (about.state === 'loading') return <p className="ab-status">{tr('common.loading')}</p>;
  if (about.state === 'error')
    return (
      <div className="ab">
        <p role="alert">{tr('appointments.booking.loadFailed')}</p>
        <button type="button" className="button secondary" onClick={() => void loadAbout()}>
          {tr('appointments.booking.retry')}
        </button>
        {children}
      </div>
    );

  const { service: info, days } = about.value;
  const officeOf = (id: string) => info.offices.find((o) => o._id === id);
  const officeTitle = (id: string) => officeOf(id)?.title ?? id;

  if (booked)
    return (
      <Confirmation
        texts={texts}
        booked={booked}
        service={info}
        appointmentPage={appointmentPage}
        host={host}
        heading={heading('done', tr('appointments.booking.done'))}
      />
    );

  const listedOffices = offices.filter((id) => officeOf(id));
  const freeDays = office ? days.items.filter((d) => d.office === office && d.free > 0) : [];
  const first = days.first;

  if (!first && days.items.every((d) => d.free === 0))
    return (
      <div className="ab">
        <p className="notice">{tr('appointments.booking.noFree')}</p>
        {children}
      </div>
    );

  const slotButton = (place: SlotPlace, label: string) => (
    <li key={`${place.office} ${place.startsAt}`}>
      <button type="button" className="slot-choice" onClick={() => void hold(place)}>
        {label}
      </button>
    </li>
  );

  return (
    <div className="ab">
      {first ? (
        <p className="ab-first">
          <button type="button" className="button secondary" onClick={() => void jumpToFirst(first)}>
            {tr('appointments.booking.first')}
          </button>{' '}
          <span>{tr('appointments.booking.firstIs', { day: texts.day(first.day), time: first.start, office: officeTitle(first.office) })}</span>
        </p>
      ) : null}

      {listedOffices.length > 1 ? (
        <section className="ab-step" aria-labelledby="ab-office-title">
          <h3 className="ab-step-title" id="ab-office-title">
            {tr('appointments.booking.officeStep')}
          </h3>
          <ul className="slot-choices">
            {listedOffices.map((id) => (
              <li key={id}>
                <button type="button" className="slot-choice" aria-pressed={office === id} onClick={() => chooseOffice(id)}>
                  <strong>{officeTitle(id)}</strong> <span className="ab-choice-detail">{texts.address(officeOf(id)?.address)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {office ? (
        <section className="ab-step">
          {heading(
            'day',
            listedOffices.length > 1 ? tr('appointments.booking.dayStepAt', { office: officeTitle(office) }) : tr('appointments.booking.dayStep'),
          )}
          {freeDays.length === 0 ? (
            <p>{tr('appointments.booking.noDays')}</p>
          ) : (
            <ul className="slot-choices ab-days">
              {freeDays.map((d) => (
                <li key={d.day}>
                  <button type="button" className="slot-choice" aria-pressed={day === d.day} onClick={() => chooseDay(d.day)}>
                    {tr(d.free === 1 ? 'appointments.booking.dayFreeOne' : 'appointments.booking.dayFree', { day: texts.day(d.day), count: d.free })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {office && day ? (
        <section className="ab-step">
          {heading('time', tr('appointments.booking.timeStep', { day: texts.day(day) }))}
          {notice ? (
            <div className="ab-notice" role="alert">
              <p>{notice.text}</p>
              {notice.next && notice.next.length > 0 ? (
                <ul className="slot-choices">
                  {notice.next.map((place) =>
                    slotButton(place, tr('appointments.booking.nextSlot', { day: texts.day(place.day), time: place.start, office: officeTitle(place.office) })),
                  )}
                </ul>
              ) : null}
            </div>
          ) : null}
          {slots?.state === 'loading' ? <p className="ab-status">{tr('common.loading')}</p> : null}
          {slots?.state === 'error' ? (
            <p>
              {tr('appointments.booking.slotsFailed')}{' '}
              <button type="button" className="ab-link-button" onClick={() => void loadSlots(office, day)}>
                {tr('appointments.booking.retry')}
              </button>
            </p>
          ) : null}
          {slots?.state === 'ready' && slots.value.length === 0 ? <p>{tr('appointments.booking.noTimes')}</p> : null}
          {slots?.state === 'ready' && slots.value.length > 0 ? (
            <ul className="slot-choices slot-times ab-times">
              {slots.value.map((slot) => (
                <li key={slot.startsAt}>
                  <button
                    type="button"
                    className="slot-choice"
                    aria-pressed={held?.day === day && held.start === slot.start && held.office === office}
                    onClick={() => void hold({ office, day, start: slot.start, startsAt: slot.startsAt })}
                  >
                    {slot.start}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {held ? (
        <section className="ab-step">
          {heading('form', tr('appointments.booking.formStep'))}
          <p className="ab-held">
            {tr('appointments.booking.held', {
              day: texts.longDay(held.day),
              time: held.start,
              office: officeTitle(held.office),
              until: texts.clock(held.expiresAt),
            })}
          </p>
          <PersonForm
            texts={texts}
            lang={lang}
            captcha={calls.captcha}
            person={person}
            onChange={(next) => {
              setPerson(next);
              // A corrected field is no longer marked wrong.
              setErrors((shown) => {
                const left = { ...shown };
                for (const field of Object.keys(next) as (keyof Person)[]) if (next[field] !== person[field]) delete left[field];
                if ((next.email !== person.email || next.phone !== person.phone) && left.contact) delete left.contact;
                return left;
              });
            }}
            errors={errors}
            errorRound={errorRound}
            captchaRound={captchaRound}
            onWork={onWork}
            sending={sending}
            onSubmit={() => void send()}
          />
          {problem ? (
            <p className="ab-problem" role="alert">
              {problem}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
