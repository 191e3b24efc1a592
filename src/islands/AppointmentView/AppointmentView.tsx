import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { type AppointmentAnswer, appointmentsApi, type ServiceAnswer } from '../../api/appointments.ts';
import { answered, createApiClient, refusalOf } from '../../api/client.ts';
import { readPrivateLink } from '../../domain/appointments/private-link.ts';
import type { RealmConfig } from '../../schemas/realm.ts';
import { bookingTexts } from '../AppointmentBooking/texts.ts';
import { ChangeSlot } from './ChangeSlot.tsx';
import '../shared/slot-choices.css';
import './appointment-view.css';

export interface AppointmentViewProps {
  realm: string;
  /** The page's language: the texts' and the dates'. */
  lang: string;
  endpoints: RealmConfig['endpoints'];
  /** The services' list, `/cita-previa` in the page's language; a service's page is `{appointmentsPage}/{service}`. */
  appointmentsPage: string;
  /** The island's texts in the page's language (`viewLabels`). */
  labels: Readonly<Record<string, string>>;
  /** The page's stand-in (what needs script, and the offices' telephones), until the island runs. */
  children?: ReactNode;
}

/** The language links carry the fragment, so that the same appointment opens in another language. */
function keepInOtherLanguages(hash: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language]')) {
    const url = new URL(link.href, window.location.href);
    url.hash = hash;
    link.href = url.toString();
  }
}

/**
 * The code and key taken off the address bar once read, as a request's page takes its `#clave=`
 * (docs/write-side.md): they stay in no history entry, bookmark or screen share. The island keeps them for its calls.
 */
function takeKeyOffAddress(): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

type View =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error' }
  | { state: 'ready'; appointment: AppointmentAnswer; service: ServiceAnswer | undefined };
/** The cancel button's course: asked in the page, sending, or refused with the words to show. */
type Cancelling = { state: 'idle' } | { state: 'asking' } | { state: 'sending' } | { state: 'refused'; text: string } | { state: 'changing' };

/**
 * An appointment's private page (docs/appointments.md "The private link"): it reads the code and the key from the
 * fragment, asks for the appointment with the key in its header (never in the address), and shows the service, the
 * office and its address, the day and time in Madrid, what to bring and the status. An appointment still to come can
 * be cancelled, after a question asked in the page, by a POST: opening the page never cancels anything. A code without
 * a key (a link of "Mis citas") is asked for with the session alone, which opens it for the citizen who booked it. A
 * wrong or missing code, a wrong key, or a code alone for anyone else, is "not found", the same for all, with the way
 * to the services.
 */
export default function AppointmentView({ realm, lang, endpoints, appointmentsPage, labels, children }: AppointmentViewProps) {
  const [live, setLive] = useState(false);
  const texts = useMemo(() => bookingTexts(labels, lang), [labels, lang]);
  const { tr } = texts;
  const calls = useMemo(() => appointmentsApi(createApiClient({ language: lang }), { id: realm, endpoints }), [realm, endpoints, lang]);
  const [view, setView] = useState<View>({ state: 'loading' });
  const [cancelling, setCancelling] = useState<Cancelling>({ state: 'idle' });
  const [justCancelled, setJustCancelled] = useState(false);
  const [justChanged, setJustChanged] = useState(false);
  const [link, setLink] = useState<{ code: string; key: string } | null>(null);
  const outcome = useRef<HTMLHeadingElement | null>(null);
  const question = useRef<HTMLParagraphElement | null>(null);
  // "Cancelar la cita", where the focus goes back when the citizen decides to keep the appointment.
  const cancelButton = useRef<HTMLButtonElement | null>(null);
  const backToCancel = useRef(false);

  const load = async (code: string, key: string) => {
    setView({ state: 'loading' });
    const [answer, services] = await Promise.all([calls.appointment(code, key), calls.services()]);
    const refusal = refusalOf(answer);
    if (refusal?.code === 'not-found') return setView({ state: 'not-found' });
    const appointment = answered(answer);
    if (!appointment?.code) return setView({ state: 'error' });
    const service = answered(services)?.items?.find((s) => s._id === appointment.service);
    setView({ state: 'ready', appointment, service });
  };

  const start = () => {
    const { code, key } = readPrivateLink(window.location.hash);
    setCancelling({ state: 'idle' });
    setJustCancelled(false);
    setJustChanged(false);
    if (!code) {
      setLink(null);
      return setView({ state: 'not-found' });
    }
    // A code alone comes from "Mis citas": the server opens it for the citizen who booked it (their session), for
    // nobody else; it stays in the address, where it opens nothing on its own.
    setLink({ code, key: key ?? '' });
    keepInOtherLanguages(window.location.hash);
    if (key) takeKeyOffAddress();
    void load(code, key ?? '');
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island starts; again if the fragment changes
  useEffect(() => {
    setLive(true);
    start();
    window.addEventListener('hashchange', start);
    return () => window.removeEventListener('hashchange', start);
  }, []);

  useEffect(() => {
    if (cancelling.state === 'asking') question.current?.focus();
    if (cancelling.state === 'idle' && backToCancel.current) {
      backToCancel.current = false;
      cancelButton.current?.focus();
    }
  }, [cancelling.state]);
  useEffect(() => {
    if (justCancelled || justChanged) outcome.current?.focus();
  }, [justCancelled, justChanged]);

  const cancel = async () => {
    if (!link || view.state !== 'ready' || cancelling.state === 'sending') return;
    setCancelling({ state: 'sending' });
    setJustChanged(false);
    const answer = await calls.cancel(link.code, link.key);
    const cancelled = answered(answer);
    if (cancelled?.code) {
      setView({ ...view, appointment: cancelled });
      setCancelling({ state: 'idle' });
      return setJustCancelled(true);
    }
    const refusal = refusalOf(answer);
    if (refusal?.code === 'not-active') {
      setCancelling({ state: 'refused', text: tr('appointments.view.cancelNotActive') });
      // What the appointment is now (cancelled elsewhere, or over), said by the page.
      return void load(link.code, link.key);
    }
    if (refusal?.code === 'not-found') return setView({ state: 'not-found' });
    setCancelling({ state: 'refused', text: refusal?.offline || !refusal?.message ? tr('appointments.view.cancelFailed') : refusal.message });
  };

  if (!live) return <>{children}</>;

  if (view.state === 'loading')
    return (
      <p className="av-loading" role="status">
        {tr('appointments.view.loading')}
      </p>
    );
  if (view.state === 'not-found')
    return (
      <section className="av" aria-labelledby="av-title">
        <h2 id="av-title">{tr('appointments.view.notFoundTitle')}</h2>
        <p>{tr('appointments.view.notFound')}</p>
        <p>
          <a href={appointmentsPage}>{tr('appointments.view.toServices')}</a>
        </p>
      </section>
    );
  if (view.state === 'error')
    return (
      <section className="av">
        <p role="alert">{tr('appointments.view.loadFailed')}</p>
        <p>
          <button type="button" className="button secondary" onClick={() => link && void load(link.code, link.key)}>
            {tr('appointments.booking.retry')}
          </button>
        </p>
      </section>
    );

  const { appointment, service } = view;
  const office = service?.offices.find((o) => o._id === appointment.office);
  const servicePage = `${appointmentsPage}/${encodeURIComponent(appointment.service)}`;
  const active = appointment.status === 'booked' && appointment.canCancel;
  const when = tr('appointments.booking.whenValue', { day: texts.longDay(appointment.day), time: appointment.start });

  return (
    <section className="av" aria-labelledby="av-title">
      {justCancelled ? (
        <div className="notice av-outcome" role="status">
          <h2 id="av-title" tabIndex={-1} ref={outcome}>
            {tr('appointments.view.cancelDoneTitle')}
          </h2>
          <p>{tr('appointments.view.cancelDone')}</p>
          <p>
            <a className="button" href={servicePage}>
              {tr('appointments.view.bookAgain')}
            </a>
          </p>
        </div>
      ) : justChanged ? (
        <div className="notice av-outcome" role="status">
          <h2 id="av-title" tabIndex={-1} ref={outcome}>
            {tr('appointments.view.changeDoneTitle')}
          </h2>
          <p>{tr('appointments.view.changeDone')}</p>
        </div>
      ) : (
        <h2 id="av-title">{service?.title ?? tr('appointments.view.title')}</h2>
      )}
      <dl className="av-facts">
        <dt>{tr('appointments.view.status')}</dt>
        <dd className={`av-status av-status-${appointment.status}`}>{tr(`appointments.view.status.${appointment.status}`)}</dd>
        <dt>{tr('appointments.booking.code')}</dt>
        <dd className="av-code">{appointment.code}</dd>
        {service ? (
          <>
            <dt>{tr('appointments.booking.service')}</dt>
            <dd>{service.title}</dd>
          </>
        ) : null}
        <dt>{tr('appointments.booking.when')}</dt>
        <dd>{when}</dd>
        {office ? (
          <>
            <dt>{tr('appointments.booking.office')}</dt>
            <dd>
              {office.title}
              <br />
              {texts.address(office.address)}
            </dd>
          </>
        ) : null}
        <dt>{tr('appointments.view.person')}</dt>
        <dd>{`${appointment.name} ${appointment.surnames}`.trim()}</dd>
      </dl>
      {service && appointment.status === 'booked' ? (
        <>
          <h3>{tr('appointments.documents')}</h3>
          {service.documents.length > 0 ? (
            <ul>
              {service.documents.map((document) => (
                <li key={document}>{document}</li>
              ))}
            </ul>
          ) : (
            <p>{tr('appointments.documentsNone')}</p>
          )}
        </>
      ) : null}
      {appointment.status === 'cancelled' && !justCancelled ? (
        <>
          <p className="notice">{tr('appointments.view.cancelled')}</p>
          <p>
            <a href={servicePage}>{tr('appointments.view.bookAgain')}</a>
          </p>
        </>
      ) : null}
      {appointment.status !== 'cancelled' && !active ? <p className="notice">{tr('appointments.view.past')}</p> : null}
      {cancelling.state === 'refused' ? (
        <p className="notice av-problem" role="alert">
          {cancelling.text}
        </p>
      ) : null}
      {active && link && cancelling.state === 'changing' ? (
        <ChangeSlot
          texts={texts}
          calls={calls}
          appointment={appointment}
          link={link}
          onChanged={(moved) => {
            setView({ ...view, appointment: moved });
            setCancelling({ state: 'idle' });
            setJustChanged(true);
          }}
          onClose={(notActive) => {
            if (!notActive) return setCancelling({ state: 'idle' });
            setCancelling({ state: 'refused', text: tr('appointments.view.changeNotActive') });
            void load(link.code, link.key);
          }}
        />
      ) : null}
      {active && cancelling.state !== 'changing' ? (
        cancelling.state === 'asking' || cancelling.state === 'sending' ? (
          <div className="av-ask">
            <p tabIndex={-1} ref={question}>
              {tr('appointments.view.cancelAsk')}
            </p>
            <p className="av-actions">
              {/* aria-disabled rather than disabled while sending: a disabled button drops the focus to the page. */}
              <button type="button" className="button" aria-disabled={cancelling.state === 'sending'} onClick={() => void cancel()}>
                {cancelling.state === 'sending' ? tr('appointments.view.cancelling') : tr('appointments.view.cancelConfirm')}
              </button>
              <button
                type="button"
                className="button secondary"
                aria-disabled={cancelling.state === 'sending'}
                onClick={() => {
                  if (cancelling.state === 'sending') return;
                  backToCancel.current = true;
                  setCancelling({ state: 'idle' });
                }}
              >
                {tr('appointments.view.cancelKeep')}
              </button>
            </p>
          </div>
        ) : (
          <p className="av-actions">
            {appointment.canChange ? (
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  setJustChanged(false);
                  setCancelling({ state: 'changing' });
                }}
              >
                {tr('appointments.view.change')}
              </button>
            ) : null}
            <button type="button" className="button secondary" ref={cancelButton} onClick={() => setCancelling({ state: 'asking' })}>
              {tr('appointments.view.cancel')}
            </button>
          </p>
        )
      ) : null}
    </section>
  );
}
