import { useEffect, useRef, useState } from 'react';
import type { AppointmentAnswer, AppointmentsApi, DaysAnswer, SlotsAnswer } from '../../api/appointments.ts';
import { answered, refusalOf } from '../../api/client.ts';
import type { BookingTexts } from '../AppointmentBooking/texts.ts';

interface Props {
  texts: BookingTexts;
  calls: AppointmentsApi;
  appointment: AppointmentAnswer;
  link: { code: string; key: string };
  /** The appointment at its new place. */
  onChanged: (appointment: AppointmentAnswer) => void;
  /** The change given up, or refused because the appointment is no longer active (`notActive`). */
  onClose: (notActive?: boolean) => void;
}

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error' };
interface Held {
  hold: string;
  day: string;
  start: string;
}

/**
 * Moving an appointment to another slot of the same office (docs/appointments.md "The appointment's page"): a day
 * with free places, a time, which is held (`POST holds`), then a question in the page before `POST …/change`. The
 * appointment's own time is not offered. A refusal says why and shows the times again.
 */
export function ChangeSlot({ texts, calls, appointment, link, onChanged, onClose }: Props) {
  const { tr } = texts;
  const [days, setDays] = useState<Load<DaysAnswer['items']>>({ state: 'loading' });
  const [day, setDay] = useState<string | null>(null);
  const [slots, setSlots] = useState<Load<SlotsAnswer['items']> | null>(null);
  const [held, setHeld] = useState<Held | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const dayHeading = useRef<HTMLHeadingElement | null>(null);
  const timeHeading = useRef<HTMLHeadingElement | null>(null);
  const question = useRef<HTMLParagraphElement | null>(null);

  const loadDays = async () => {
    setDays({ state: 'loading' });
    const answer = answered(await calls.days(appointment.service, appointment.office));
    setDays(answer?.items ? { state: 'ready', value: answer.items.filter((d) => d.office === appointment.office && d.free > 0) } : { state: 'error' });
  };
  const loadSlots = async (on: string) => {
    setSlots({ state: 'loading' });
    const answer = answered(await calls.slots(appointment.service, appointment.office, on));
    setSlots(answer?.items ? { state: 'ready', value: answer.items.filter((s) => s.startsAt !== appointment.startsAt) } : { state: 'error' });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the change opens
  useEffect(() => {
    void loadDays().then(() => dayHeading.current?.focus());
  }, []);
  useEffect(() => {
    if (held) question.current?.focus();
  }, [held]);

  const chooseDay = (on: string) => {
    setDay(on);
    setHeld(null);
    setNotice(null);
    void loadSlots(on).then(() => timeHeading.current?.focus());
  };

  const hold = async (slot: SlotsAnswer['items'][number]) => {
    if (!day) return;
    setNotice(null);
    const answer = await calls.hold({ service: appointment.service, office: appointment.office, startsAt: slot.startsAt });
    const refusal = refusalOf(answer);
    if (!refusal) return setHeld({ hold: (answer as { hold: string }).hold, day, start: slot.start });
    setNotice(
      refusal.offline
        ? tr('appointments.view.changeFailed')
        : (refusal.message ?? tr(refusal.code === 'taken' ? 'appointments.booking.taken' : 'appointments.booking.holdFailed')),
    );
    if (!refusal.offline) void loadSlots(day);
    timeHeading.current?.focus();
  };

  const change = async () => {
    if (!held || sending) return;
    setSending(true);
    const answer = await calls.change(link.code, link.key, held.hold);
    setSending(false);
    const moved = answered(answer);
    if (moved?.code) return onChanged(moved);
    const refusal = refusalOf(answer);
    if (refusal?.code === 'not-active' || refusal?.code === 'not-found') return onClose(true);
    if (refusal?.code === 'hold-expired') {
      setHeld(null);
      setNotice(refusal.message ?? tr('appointments.booking.holdExpired'));
      // The question goes, and the focus with it: to the times of the day, once they are read again.
      if (day) void loadSlots(day).then(() => timeHeading.current?.focus());
      return;
    }
    setNotice(refusal?.offline || !refusal?.message ? tr('appointments.view.changeFailed') : refusal.message);
  };

  return (
    <section className="av-change" aria-labelledby="av-change-title">
      <h3 id="av-change-title">{tr('appointments.view.change')}</h3>
      {notice ? (
        <p className="notice" role="alert">
          {notice}
        </p>
      ) : null}
      {held ? (
        <div className="av-ask">
          <p tabIndex={-1} ref={question}>
            {tr('appointments.view.changeAsk', { day: texts.longDay(held.day), time: held.start })}
          </p>
          <p className="av-actions">
            {/* aria-disabled rather than disabled while sending: a disabled button drops the focus to the page. */}
            <button type="button" className="button" aria-disabled={sending} onClick={() => void change()}>
              {sending ? tr('appointments.view.changing') : tr('appointments.view.changeConfirm')}
            </button>
            <button type="button" className="button secondary" aria-disabled={sending} onClick={() => !sending && onClose()}>
              {tr('appointments.view.changeKeep')}
            </button>
          </p>
        </div>
      ) : (
        <>
          <h4 className="av-step" tabIndex={-1} ref={dayHeading}>
            {tr('appointments.booking.dayStep')}
          </h4>
          {days.state === 'loading' ? <p>{tr('appointments.view.loading')}</p> : null}
          {days.state === 'error' ? (
            <p>
              {tr('appointments.view.changeFailed')}{' '}
              <button type="button" className="button secondary" onClick={() => void loadDays()}>
                {tr('appointments.booking.retry')}
              </button>
            </p>
          ) : null}
          {days.state === 'ready' && days.value.length === 0 ? <p>{tr('appointments.booking.noDays')}</p> : null}
          {days.state === 'ready' && days.value.length > 0 ? (
            <ul className="slot-choices">
              {days.value.map((d) => (
                <li key={d.day}>
                  <button type="button" className="slot-choice" aria-pressed={d.day === day} onClick={() => chooseDay(d.day)}>
                    {tr(d.free === 1 ? 'appointments.booking.dayFreeOne' : 'appointments.booking.dayFree', { day: texts.day(d.day), count: d.free })}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {day && slots ? (
            <>
              <h4 className="av-step" tabIndex={-1} ref={timeHeading}>
                {tr('appointments.booking.timeStep', { day: texts.day(day) })}
              </h4>
              {slots.state === 'error' ? <p>{tr('appointments.booking.slotsFailed')}</p> : null}
              {slots.state === 'ready' && slots.value.length === 0 ? <p>{tr('appointments.booking.noTimes')}</p> : null}
              {slots.state === 'ready' && slots.value.length > 0 ? (
                <ul className="slot-choices slot-times">
                  {slots.value.map((slot) => (
                    <li key={slot.startsAt}>
                      <button type="button" className="slot-choice" onClick={() => void hold(slot)}>
                        {slot.start}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
          <p>
            <button type="button" className="button secondary" onClick={() => onClose()}>
              {tr('appointments.view.changeKeep')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
