import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { answered, refusalOf } from '../../api/client.ts';
import { MyRequestsSchema, type MyRequests as Page } from '../../domain/requests/citizen-request.ts';
import { LoadingIndicator } from '../widgets/LoadingIndicator.tsx';
import { Facts } from '../shared/requests/Facts.tsx';
import { StatusBadge } from '../shared/requests/StatusBadge.tsx';
import { useRequestPage, type RequestPageProps } from '../shared/requests/page.ts';
import { MyAppointments } from './MyAppointments.tsx';

export interface MyRequestsProps extends RequestPageProps {
  /** Where things are in the page's language. */
  paths: { list: string; signIn: string; procedures: string };
  /** For a realm with cita previa: the appointment's page and the services' titles, for "Mis citas". */
  appointments?: { page: string; services: Record<string, string> } | undefined;
}

type State =
  /** Before the island runs: nothing is claimed to be loading (the page says what needs JavaScript). */
  { name: 'starting' } | { name: 'loading' } | { name: 'signIn' } | { name: 'failed' } | { name: 'shown'; page: Page };

/** The page asked for in the address (`?pagina=2`), so a reload or a shared link keeps it. */
function pageInAddress(): number {
  const asked = Number.parseInt(new URLSearchParams(window.location.search).get('pagina') ?? '1', 10);
  return Number.isSafeInteger(asked) && asked > 0 ? asked : 1;
}

/**
 * "Mis solicitudes" (docs/requests-api.md "The citizen"): the signed-in citizen's requests, newest first, each with
 * its reference, procedure, date, status and last change, linked to its page; 20 a page. Without a session (or as a
 * device user, whose requests are followed by their private links) it says how to sign in, and how else to follow a
 * request sent without an account.
 */
export default function MyRequests(props: MyRequestsProps) {
  const { paths } = props;
  const { texts, api } = useRequestPage(props);
  const { tr } = texts;
  const [state, setState] = useState<State>({ name: 'starting' });
  const [page, setPage] = useState<number | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => setPage(pageInAddress()), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is a trigger, not a value: Reintentar loads the page again. The API is the page's, fixed for its life
  useEffect(() => {
    if (page === undefined) return;
    let cancelled = false;
    setState({ name: 'loading' });
    void api.mine(page).then((answer) => {
      if (cancelled) return;
      if (refusalOf(answer)?.code === 'not-signed-in') return setState({ name: 'signIn' });
      const parsed = v.safeParse(MyRequestsSchema, answered(answer));
      setState(parsed.success ? { name: 'shown', page: parsed.output } : { name: 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, [page, attempt]);

  const goTo = (next: number) => {
    const url = new URL(window.location.href);
    if (next === 1) url.searchParams.delete('pagina');
    else url.searchParams.set('pagina', String(next));
    window.history.replaceState(window.history.state, '', url);
    setPage(next);
    document.getElementById('main')?.focus();
  };

  switch (state.name) {
    case 'starting':
      return <div className="my-requests" />;
    case 'loading':
      return (
        <div className="my-requests">
          <LoadingIndicator label={tr('mine.loading')} force />
        </div>
      );
    case 'signIn':
      return (
        <div className="my-requests">
          <p>{tr('mine.signIn')}</p>
          <p>
            <a className="button" href={paths.signIn}>
              {tr('mine.signInLink')}
            </a>
          </p>
          <p>{tr('mine.withoutAccount')}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="my-requests notice" role="alert">
          <p>{tr('mine.error')}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {tr('mine.retry')}
          </button>
        </div>
      );
    case 'shown': {
      const { items, page: current, pages, total } = state.page;
      const appointments = props.appointments && (
        <MyAppointments
          realm={props.realm}
          lang={props.lang}
          locale={props.locale}
          endpoints={props.endpoints}
          page={props.appointments.page}
          services={props.appointments.services}
          tr={tr}
        />
      );
      if (total === 0) {
        return (
          <div className="my-requests">
            <p>{tr('mine.empty')}</p>
            <p>
              <a href={paths.procedures}>{tr('mine.toProcedures')}</a>
            </p>
            {appointments}
          </div>
        );
      }
      return (
        <div className="my-requests">
          <ol className="request-list" aria-label={tr('mine.caption')}>
            {items.map((item) => (
              <li key={item.reference} className="request-card">
                <h2>
                  <a href={`${paths.list}/${encodeURIComponent(item.reference)}`}>{item.title || props.mailboxTitles[item.mailbox] || item.reference}</a>
                </h2>
                <Facts
                  facts={[
                    { label: tr('mine.reference'), value: item.reference, className: 'reference' },
                    { label: tr('mine.procedure'), value: props.mailboxTitles[item.mailbox] ?? item.mailbox },
                    { label: tr('mine.sent'), value: texts.day(item.createdAt) },
                    { label: tr('mine.status'), value: <StatusBadge status={item.status} label={texts.status(item.status)} /> },
                    { label: tr('mine.lastChange'), value: texts.day(item.updatedAt) },
                  ]}
                />
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="request-pages" aria-label={tr('mine.page', { page: current, pages })}>
              {current > 1 ? (
                <button type="button" className="button secondary" onClick={() => goTo(current - 1)}>
                  {tr('mine.newer')}
                </button>
              ) : null}
              <p>{tr('mine.page', { page: current, pages })}</p>
              {current < pages ? (
                <button type="button" className="button secondary" onClick={() => goTo(current + 1)}>
                  {tr('mine.older')}
                </button>
              ) : null}
            </nav>
          ) : null}
          {appointments}
        </div>
      );
    }
  }
}
