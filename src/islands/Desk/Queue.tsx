import { lazy, Suspense, useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { answered, refusalOf } from '../../api/client.ts';
import type { QueuePage } from '../../domain/desk/desk-answers.ts';
import { deskQueryString, parseDeskQuery, type DeskQuery } from '../../domain/desk/desk-query.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../domain/requests/request-status.ts';
import { LAST_QUEUE_KEY, useDesk } from './context.ts';
import { useNarrow } from './narrow.ts';
import { QueueCards } from './QueueCards.tsx';
import { QueueFilters } from './QueueFilters.tsx';
import { QueueInbox } from './QueueInbox.tsx';
import { QueueSort } from './QueueSort.tsx';
import { QueueTable } from './QueueTable.tsx';
import { Unreachable } from './Unreachable.tsx';

/** The actions on a selection, loaded once something is selected: most visits select nothing. */
const QueueBulk = lazy(() => import('./QueueBulk.tsx'));

type Loaded = { name: 'loading'; page?: QueuePage | undefined } | { name: 'ready'; page: QueuePage } | { name: 'failed'; page?: QueuePage | undefined };

const fromAddress = () => parseDeskQuery(new URLSearchParams(location.search)).query;

/** A link that changes the queue's query in place, and is still a real address (a new tab, a bookmark). */
function QueryLink({ to, children, current, onGo }: { to: DeskQuery; children: ReactNode; current?: boolean; onGo: (q: DeskQuery) => void }) {
  const { deskPath } = useDesk();
  const go = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGo(to);
  };
  return (
    <a href={`${deskPath}${deskQueryString(to)}`} onClick={go} aria-current={current ? 'true' : undefined}>
      {children}
    </a>
  );
}

/**
 * The queue: filters, counts per status, the table (on a phone, cards) and its pages. What is shown follows the
 * address, so a view can be shared and Back returns to the one before.
 */
export function Queue({ mailboxes }: { mailboxes: Array<{ _id: string; title: string }> }) {
  const { api, tr, deskPath, lang, signedOut, statusLabel, staff } = useDesk();
  const [query, setQuery] = useState<DeskQuery>(fromAddress);
  const [loaded, setLoaded] = useState<Loaded>({ name: 'loading' });
  const narrow = useNarrow();
  // The references selected on the page shown; another page or query starts with none.
  const [selected, setSelected] = useState<string[]>([]);
  const selection = {
    selected,
    toggle: (reference: string, on: boolean) =>
      setSelected((before) => (on ? (before.includes(reference) ? before : [...before, reference]) : before.filter((r) => r !== reference))),
  };

  const go = useCallback(
    (next: DeskQuery) => {
      history.pushState(null, '', `${deskPath}${deskQueryString(next)}`);
      setQuery(next);
      setSelected([]);
    },
    [deskPath],
  );

  useEffect(() => {
    const back = () => {
      setQuery(fromAddress());
      setSelected([]);
    };
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);

  /** Asks for the query's page; what was shown stays (dimmed) until the answer comes. */
  const load = useCallback(
    (wanted: DeskQuery, signal: AbortSignal) => {
      setLoaded((before) => ({ name: 'loading', page: 'page' in before ? before.page : undefined }));
      void api.queue(wanted, signal).then((answer) => {
        if (signal.aborted) return;
        const page = answered(answer);
        if (refusalOf(answer)?.code === 'not-signed-in') signedOut();
        else if (!page) setLoaded((before) => ({ name: 'failed', page: 'page' in before ? before.page : undefined }));
        else setLoaded({ name: 'ready', page });
      });
    },
    [api, signedOut],
  );
  useEffect(() => {
    sessionStorage.setItem(LAST_QUEUE_KEY, deskQueryString(query));
    const leaving = new AbortController();
    load(query, leaving.signal);
    return () => leaving.abort();
  }, [load, query]);

  // The mailboxes this member handles, named as the build knew them (an unknown id by itself).
  const handled = staff.me.mailboxes ? staff.me.mailboxes.map((id) => mailboxes.find((m) => m._id === id) ?? { _id: id, title: id }) : mailboxes;
  const page = loaded.page;
  const counted = page ? Object.values(page.counts).reduce((a, b) => a + b, 0) : 0;
  const withStatus = (status: RequestStatus | undefined): DeskQuery => ({ ...query, status, page: 1 });
  const results = page ? (page.total === 1 ? tr('desk.resultsOne') : tr('desk.results', { count: page.total })) : '';

  return (
    <div className="desk-queue">
      <QueueInbox />
      <QueueFilters query={query} mailboxes={handled} onApply={(next) => go({ ...next, page: 1 })} folded={narrow} />

      <nav className="desk-counts" aria-label={tr('desk.statusCounts')}>
        <ul>
          <li>
            <QueryLink to={withStatus(undefined)} current={!query.status} onGo={go}>
              {tr('desk.filter.allStatuses')} <span className="desk-count">{page ? counted : '…'}</span>
            </QueryLink>
          </li>
          {REQUEST_STATUSES.map((status) => (
            <li key={status}>
              <QueryLink to={withStatus(status)} current={query.status === status} onGo={go}>
                {statusLabel(status)} <span className="desk-count">{page ? page.counts[status] : '…'}</span>
              </QueryLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="desk-queue-head">
        <p className="desk-results" role="status">
          {!page
            ? loaded.name === 'loading'
              ? tr('desk.loadingQueue')
              : ''
            : page.total > 0
              ? `${results} · ${tr('desk.page', { page: page.page, pages: page.pages })}`
              : results}
        </p>
        <p className="desk-exports">
          {tr('desk.export')}: <a href={api.exportUrl('xlsx', query, lang)}>{tr('desk.export.xlsx')}</a> ·{' '}
          <a href={api.exportUrl('csv', query, lang)}>{tr('desk.export.csv')}</a>
        </p>
      </div>

      {loaded.name === 'failed' ? <Unreachable className="desk-problem" onRetry={() => load(query, new AbortController().signal)} /> : null}

      {page && page.total === 0 ? <p className="desk-empty">{tr('desk.resultsNone')}</p> : null}
      {page && page.items.length > 0 ? (
        narrow ? (
          <>
            <QueueSort sort={query.sort} onSort={(sort) => go({ ...query, sort, page: 1 })} />
            <QueueCards items={page.items} busy={loaded.name === 'loading'} selection={selection} />
          </>
        ) : (
          <QueueTable
            items={page.items}
            query={query}
            busy={loaded.name === 'loading'}
            onSort={(sort) => go({ ...query, sort, page: 1 })}
            selection={selection}
          />
        )
      ) : null}

      {selected.length > 0 ? (
        <Suspense fallback={null}>
          <QueueBulk
            selected={(page?.items ?? []).map((item) => item.reference).filter((reference) => selected.includes(reference))}
            query={query}
            onDone={() => load(query, new AbortController().signal)}
            onClear={() => setSelected([])}
          />
        </Suspense>
      ) : null}

      {page && page.pages > 1 ? (
        <nav className="desk-pages" aria-label={tr('desk.pagination')}>
          {page.page > 1 ? (
            <QueryLink to={{ ...query, page: page.page - 1 }} onGo={go}>
              {tr('desk.previous')}
            </QueryLink>
          ) : null}
          <span>{tr('desk.page', { page: page.page, pages: page.pages })}</span>
          {page.page < page.pages ? (
            <QueryLink to={{ ...query, page: page.page + 1 }} onGo={go}>
              {tr('desk.next')}
            </QueryLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
