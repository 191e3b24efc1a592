import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { deskApi } from '../../api/desk.ts';
import { answered, createApiClient, refusalOf } from '../../api/client.ts';
import type { DeskStaff } from '../../domain/desk/desk-answers.ts';
import type { Coordinates } from '../../schemas/common.ts';
import type { RealmConfig } from '../../schemas/realm.ts';
import { fillPlaceholders } from '../../i18n/placeholders.ts';
import { Ctx, type DeskMailbox, type DeskPaths, makeContext } from './context.ts';
import type { DeskOffice } from './DeskAppointments.tsx';
import type { DeskNoticesProps } from './DeskNotices.tsx';
import type { DeskRoom } from './DeskRooms.tsx';
import type { DeskVouchersProps } from './DeskVouchers.tsx';

/**
 * The notices' view, loaded only on its page: it brings luxon (Madrid's wall clock of the form's times), which the
 * queue, a request and the counter's day need not carry.
 */
const DeskNotices = lazy(() => import('./DeskNotices.tsx').then((m) => ({ default: m.DeskNotices })));
/** The room bookings' view (docs/rooms.md "The desk"), loaded only on its page, as the notices' is. */
const DeskRooms = lazy(() => import('./DeskRooms.tsx').then((m) => ({ default: m.DeskRooms })));
/** The vouchers' view (docs/vouchers.md "Pages"), likewise loaded only on its page: the other views need none of it. */
const DeskVouchers = lazy(() => import('./DeskVouchers.tsx').then((m) => ({ default: m.DeskVouchers })));
/**
 * The counter's day of cita previa (`/gestion/citas`) with its tools (on behalf, walk-ins, closing a desk), loaded
 * only on its page: the queue and a request, which most visits are, need none of it (tests/e2e/budgets.spec.ts).
 */
const DeskAppointments = lazy(() =>
  import('./DeskAppointments.tsx').then((m) => ({
    default: ({ mine, ...props }: Omit<Parameters<typeof m.DeskAppointments>[0], 'offices'> & { offices: DeskOffice[]; mine: string[] | null | undefined }) => (
      <m.DeskAppointments {...props} offices={m.attendedOffices(props.offices, mine)} />
    ),
  })),
);
import { Queue } from './Queue.tsx';
import { RequestPage } from './RequestPage.tsx';
import { WithReference } from '../shared/requests/Reference.tsx';
import './desk.css';

export interface DeskProps {
  realm: string;
  lang: string;
  locale: string;
  endpoints: RealmConfig['endpoints'];
  /**
   * The queue (`/gestion`), one request (`/gestion/solicitud?ref=…`), an office's appointments (`/gestion/citas`) or
   * the town hall's notices (`/gestion/avisos`, docs/notices.md), the room bookings (`/gestion/salas`, docs/rooms.md)
   * or the vouchers (`/gestion/bonos`, docs/vouchers.md).
   */
  view: 'queue' | 'request' | 'appointments' | 'notices' | 'rooms' | 'vouchers';
  /** The queue's page in this language: `/gestion`, `/va/gestio`. */
  deskPath: string;
  /** The other pages the desk links to, in this language's words. */
  paths: DeskPaths;
  /** The sign-in page in this language (`/cuenta`), which sends the visitor back to `?volver=`. */
  signInPath: string;
  /**
   * The realm's mailboxes with their titles in this language, as the build knew them, and whether their forms ask
   * for a place and take a payment (a request's page shows those sections only then).
   */
  mailboxes: DeskMailbox[];
  /** Each of the realm's languages by its own name, for the language a request was sent in. */
  languageNames: Record<string, string>;
  center: Coordinates;
  mapStyle: string;
  /** For the appointments' view: the realm's offices with their desks, and its services' titles, as the build knew them. */
  appointments?: { offices: DeskOffice[]; services: Record<string, string> };
  /** For the notices' view: the realm's languages by name and the topics' names, in the page's language. */
  notices?: Pick<DeskNoticesProps, 'languages' | 'topics'>;
  /** For the room bookings' view: the rooms a mailbox books, titled in the page's language. */
  rooms?: { rooms: DeskRoom[] };
  /** For the vouchers' view: the realm's campaigns with their titles in the page's language. */
  vouchers?: Pick<DeskVouchersProps, 'campaigns'>;
  /** The `desk.*` texts and what they use, in the page's language (the island ships no dictionaries). */
  labels: Readonly<Record<string, string>>;
}

type Gate = { name: 'checking' } | { name: 'signedOut' } | { name: 'forbidden' } | { name: 'unreachable' } | { name: 'ready'; staff: DeskStaff };

/**
 * The town hall's desk (docs/requests-api.md "The staff desk"). The page is static and holds no request data: the
 * island asks the API who is signed in, shows a sign-in invitation to anyone who is not staff of the realm, and
 * otherwise the queue or a request. The server refuses every call to anyone else whatever this shows.
 */
export default function Desk(props: DeskProps) {
  const { realm, lang, view, deskPath, signInPath, labels } = props;
  const [gate, setGate] = useState<Gate>({ name: 'checking' });
  // Until the island runs, the way back is the queue; then it is the very page (filters, request) the visitor is on.
  const [comeBack, setComeBack] = useState(deskPath);
  const api = useMemo(() => deskApi(createApiClient({ language: lang }), { id: realm, endpoints: props.endpoints }), [realm, lang, props.endpoints]);
  const tr = (key: string) => labels[key] ?? key;

  /** Asks who is signed in; the answer decides what the desk shows. */
  const check = useCallback(
    (signal: AbortSignal) => {
      setGate({ name: 'checking' });
      void api.staff(signal).then((answer) => {
        if (signal.aborted) return;
        const staff = answered(answer);
        const code = refusalOf(answer)?.code;
        if (code === 'not-signed-in') setGate({ name: 'signedOut' });
        else if (code === 'not-staff') setGate({ name: 'forbidden' });
        else if (!staff) setGate({ name: 'unreachable' });
        else setGate({ name: 'ready', staff });
      });
    },
    [api],
  );
  useEffect(() => {
    setComeBack(`${location.pathname}${location.search}`);
    const leaving = new AbortController();
    check(leaving.signal);
    return () => leaving.abort();
  }, [check]);

  const signedOut = useCallback(() => setGate({ name: 'signedOut' }), []);
  // A request's page is headed by the request, once it is read (DeskPage.astro leaves the heading to the island).
  const [shown, setShown] = useState<{ reference: string; title: string }>();
  const heading =
    view === 'request' ? (
      <div className="page-head">
        <h1 className="desk-request-heading">
          {shown ? (
            <>
              <span className="desk-heading-reference">
                <WithReference text={fillPlaceholders(tr('desk.requestHeading'), { reference: shown.reference })} reference={shown.reference} />
              </span>{' '}
              <span className="desk-heading-title">{shown.title || tr('desk.untitled')}</span>
            </>
          ) : (
            tr('desk.requestTitle')
          )}
        </h1>
      </div>
    ) : null;
  const ctx = useMemo(() => (gate.name === 'ready' ? makeContext({ ...props, api, staff: gate.staff, signedOut }) : undefined), [gate, api, props, signedOut]);

  const signIn = `${signInPath}?volver=${encodeURIComponent(comeBack)}`;
  if (gate.name === 'checking') {
    return (
      <>
        {heading}
        <div className="desk" data-state="checking">
          <p className="loading-indicator" role="status">
            {tr('desk.checking')}
          </p>
        </div>
      </>
    );
  }
  if (gate.name === 'signedOut' || gate.name === 'forbidden') {
    const key = gate.name === 'signedOut' ? 'signIn' : 'forbidden';
    return (
      <>
        {heading}
        <section className="desk desk-gate" data-state={gate.name} aria-labelledby="desk-gate-title">
          <h2 id="desk-gate-title">{tr(`desk.${key}.heading`)}</h2>
          <p>{tr(`desk.${key}.text`)}</p>
          <p>
            <a className="button" href={signIn}>
              {tr(`desk.${key}.button`)}
            </a>
          </p>
        </section>
      </>
    );
  }
  if (gate.name === 'unreachable' || !ctx) {
    return (
      <>
        {heading}
        <div className="desk" data-state="unreachable" role="alert">
          <p>{tr('desk.unreachable')}</p>
          <button type="button" className="button" onClick={() => check(new AbortController().signal)}>
            {tr('desk.retry')}
          </button>
        </div>
      </>
    );
  }
  const signOut = async () => {
    await api.logout();
    setGate({ name: 'signedOut' });
  };
  return (
    <Ctx.Provider value={ctx}>
      {heading}
      <div className="desk" data-state="ready">
        <div className="desk-bar">
          <p>{ctx.tr('desk.signedInAs', { name: gate.staff.me.name })}</p>
          <button type="button" className="button secondary" onClick={signOut}>
            {tr('desk.signOut')}
          </button>
        </div>
        {view === 'queue' ? (
          <Queue mailboxes={props.mailboxes} />
        ) : view === 'notices' ? (
          <Suspense fallback={<p className="loading-indicator">{tr('desk.checking')}</p>}>
            <DeskNotices realm={realm} endpoints={props.endpoints} languages={props.notices?.languages ?? []} topics={props.notices?.topics ?? {}} />
          </Suspense>
        ) : view === 'rooms' ? (
          <Suspense fallback={<p className="loading-indicator">{tr('desk.checking')}</p>}>
            <DeskRooms realm={realm} endpoints={props.endpoints} rooms={props.rooms?.rooms ?? []} />
          </Suspense>
        ) : view === 'vouchers' ? (
          <Suspense fallback={<p className="loading-indicator">{tr('desk.checking')}</p>}>
            <DeskVouchers realm={realm} endpoints={props.endpoints} campaigns={props.vouchers?.campaigns ?? []} />
          </Suspense>
        ) : view === 'appointments' ? (
          <Suspense fallback={<p className="loading-indicator">{tr('desk.checking')}</p>}>
            <DeskAppointments
              realm={realm}
              endpoints={props.endpoints}
              offices={props.appointments?.offices ?? []}
              mine={gate.staff.me.offices}
              services={props.appointments?.services ?? {}}
            />
          </Suspense>
        ) : (
          <RequestPage center={props.center} mapStyle={props.mapStyle} onShown={setShown} />
        )}
      </div>
    </Ctx.Provider>
  );
}
