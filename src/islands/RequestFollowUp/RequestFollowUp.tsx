import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { answered, isFailure, refusalOf } from '../../api/client.ts';
import { formatEuros } from '../../domain/requests/payment-amount.ts';
import { openStreetMapHref } from '../../domain/maps/map.ts';
import { requestCopy } from '../../domain/requests/request-copy.ts';
import { CitizenRequestSchema, type CitizenRequest } from '../../domain/requests/citizen-request.ts';
import { CONTACT_FIELDS, MailboxSchema, type Mailbox } from '../../schemas/mailbox.ts';
import { LoadingIndicator } from '../widgets/LoadingIndicator.tsx';
import { Facts } from '../shared/requests/Facts.tsx';
import { WithReference } from '../shared/requests/Reference.tsx';
import { StatusBadge } from '../shared/requests/StatusBadge.tsx';
import { useRequestPage, type RequestPageProps } from '../shared/requests/page.ts';
import { requestAddress } from './address.ts';
import { Conversation } from './Conversation.tsx';
import { LinkAgain } from './LinkAgain.tsx';
import { Timeline } from './Timeline.tsx';
import { RoomPanel, type RoomCancelOutcome } from './RoomPanel.tsx';

export interface RequestFollowUpProps extends RequestPageProps {
  paths: { list: string; signIn: string };
  /** The site's host, named on the printed receipt. */
  site: string;
  /** The portal's name ("Portal de Asociaciones de Alcantir"), heading the printed receipt. */
  siteName: string;
  /** The address to read the reference and key from; the page's own when absent (examples give one). */
  address?: string;
}

type State =
  | { name: 'starting' }
  | { name: 'loading' }
  | { name: 'notFound' }
  | { name: 'failed' }
  | { name: 'shown'; request: CitizenRequest; mailbox: Mailbox | undefined };

/**
 * One request's page, `/mis-solicitudes/{reference}` (docs/requests-api.md "The citizen"): its status timeline, what
 * was sent (the form's questions and answers, the attachments by name, the contact, the payment), and the
 * conversation with the town hall, where the citizen can reply while it is open. Opened by the owner's session or by
 * the private link's key; anything else reads as a request that does not exist. Printed, it is the request's receipt.
 */
export default function RequestFollowUp(props: RequestFollowUpProps) {
  const { locale, lang } = props;
  const { texts, api } = useRequestPage(props);
  const { tr } = texts;
  const [state, setState] = useState<State>({ name: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const [where, setWhere] = useState<{ reference?: string; key?: string }>({});
  // Read once: the key is then taken off the address, and Reintentar must still have it.
  const address = useRef<{ reference?: string; key?: string }>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is a trigger, not a value: Reintentar loads the request again. The address and the API are the page's, fixed for its life
  useEffect(() => {
    let found = address.current;
    if (!found) {
      found = address.current = requestAddress(props.address ?? window.location.href, props.paths.list);
      if (found.reference && props.address === undefined) keepInOtherLanguages(found.reference);
      if (found.key && props.address === undefined) takeKeyOffAddress();
    }
    setWhere(found);
    if (!found.reference) return setState({ name: 'notFound' });
    const { reference, key } = found;
    let cancelled = false;
    setState({ name: 'loading' });
    void (async () => {
      const answer = await api.followUp(reference, key);
      if (cancelled) return;
      // Whatever the reason (no such request, a wrong or expired key, another's), the API answers one `not-found`.
      if (refusalOf(answer)?.code === 'not-found') return setState({ name: 'notFound' });
      const parsed = v.safeParse(CitizenRequestSchema, answered(answer));
      if (!parsed.success) return setState({ name: 'failed' });
      const definition = await api.mailbox(parsed.output.mailbox);
      if (cancelled) return;
      const mailbox = v.safeParse(MailboxSchema, definition);
      setState({ name: 'shown', request: parsed.output, mailbox: mailbox.success ? mailbox.output : undefined });
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reply = async (message: string): Promise<'sent' | 'closed' | 'failed'> => {
    if (state.name !== 'shown' || !where.reference) return 'failed';
    const answer = await api.reply(state.request.reference, message, where.key);
    const refusal = refusalOf(answer);
    if (refusal?.code === 'closed') {
      setState({ ...state, request: { ...state.request, canReply: false } });
      return 'closed';
    }
    const parsed = v.safeParse(CitizenRequestSchema, answer);
    if (refusal || isFailure(answer) || !parsed.success) return 'failed';
    setState({ ...state, request: parsed.output });
    return 'sent';
  };

  /** Cancels the request's room booking (docs/rooms.md "The citizen"): the request as it now is, or why not. */
  const cancelRoom = async (): Promise<RoomCancelOutcome> => {
    if (state.name !== 'shown' || !state.request.room) return 'failed';
    const answer = await api.cancelRoom(state.request.reference, where.key);
    const refusal = refusalOf(answer);
    if (refusal?.code === 'not-active') {
      setState({ ...state, request: { ...state.request, room: { ...state.request.room, canCancel: false } } });
      return 'too-late';
    }
    const parsed = v.safeParse(CitizenRequestSchema, answered(answer));
    if (refusal || !parsed.success) return 'failed';
    setState({ ...state, request: parsed.output });
    return 'cancelled';
  };

  if (state.name !== 'shown') {
    return (
      <div className="follow-up">
        <h1>{tr('followUp.pageTitle')}</h1>
        {state.name === 'loading' ? <LoadingIndicator label={tr('followUp.loading')} force /> : null}
        {state.name === 'notFound' ? (
          <div className="notice" role="alert">
            <p>{tr('followUp.notFound')}</p>
            {where.key ? null : (
              <p>
                {/* Back to this very request once signed in (its path only: a private key never travels in a link). */}
                {tr('followUp.notFoundSignIn')} <a href={`${props.paths.signIn}?volver=${encodeURIComponent(location.pathname)}`}>{tr('mine.signInLink')}</a>
              </p>
            )}
          </div>
        ) : null}
        {state.name === 'notFound' ? <LinkAgain texts={texts} reference={where.reference} send={api.resendLink} /> : null}
        {state.name === 'failed' ? (
          <div className="notice" role="alert">
            <p>{tr('followUp.error')}</p>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {tr('mine.retry')}
            </button>
          </div>
        ) : null}
      </div>
    );
  }

  const { request, mailbox } = state;
  const copy: CopyRow[] = mailbox ? requestCopy(mailbox, request, lang, locale) : [{ label: tr('followUp.copy'), value: request.body }];
  // The point marked on the map, as a link to see it on a map: coordinates mean nothing to a person reading them.
  if (request.coordinates) copy.push({ label: tr('mail.receipt.location'), value: tr('map.placeElsewhere'), href: openStreetMapHref(request.coordinates) });
  const contact = CONTACT_FIELDS.filter((f) => request.contact?.[f]).map((f) => ({ label: tr(`request.contact.${f}`), value: request.contact![f]! }));
  const procedure = props.mailboxTitles[request.mailbox] ?? request.mailbox;

  return (
    <div className="follow-up">
      <p className="print-only">{props.siteName}</p>
      <h1>
        <WithReference text={tr('followUp.title', { reference: request.reference })} reference={request.reference} />
      </h1>
      {where.key ? <p className="notice no-print">{tr('followUp.private')}</p> : null}
      <p className="actions no-print">
        <button type="button" className="button secondary" onClick={() => window.print()}>
          {tr('followUp.print')}
        </button>
        {where.key ? null : (
          <a className="button secondary" href={props.paths.list}>
            {tr('followUp.back')}
          </a>
        )}
      </p>
      <Facts
        facts={[
          { label: tr('followUp.mailbox'), value: procedure },
          { label: tr('followUp.sentOn'), value: texts.moment(request.createdAt) },
          { label: tr('followUp.status'), value: <StatusBadge status={request.status} label={texts.status(request.status)} /> },
        ]}
      />
      {request.room ? <RoomPanel room={request.room} texts={texts} locale={locale} paid={request.payment?.status === 'pay'} onCancel={cancelRoom} /> : null}
      <Timeline request={request} texts={texts} />
      <Rows title={tr('followUp.copy')} rows={copy} />
      {request.attachments.length ? (
        <section aria-labelledby="follow-up-attachments">
          <h2 id="follow-up-attachments">{tr('followUp.attachments')}</h2>
          <ul>
            {request.attachments.map((file, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: attachments have no id here and never change order; two may share a name
              <li key={`${file.name}-${i}`}>{file.name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Rows title={tr('followUp.contact')} rows={contact} />
      {request.payment ? (
        <section aria-labelledby="follow-up-payment">
          <h2 id="follow-up-payment">{tr('followUp.payment')}</h2>
          <p>
            {[formatEuros(Math.round(request.payment.amount * 100), locale), request.payment.concept, tr(`mail.payment.${request.payment.status}`)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </section>
      ) : null}
      <Conversation request={request} texts={texts} onReply={reply} />
      <p className="print-only">{tr('followUp.printed', { date: texts.moment(new Date().toISOString()), site: props.site })}</p>
    </div>
  );
}

/**
 * The frame's language links point at this page's static address (`/va/les-meues-sollicituds/sollicitud`, each
 * language in its words): they are made to keep the reference and the private key, so changing language stays on
 * the same request.
 */
function keepInOtherLanguages(reference: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language]')) {
    const url = new URL(link.href);
    url.pathname = url.pathname.replace(/\/[^/]+\/?$/, `/${encodeURIComponent(reference)}`);
    url.hash = window.location.hash;
    link.href = url.toString();
  }
}

/**
 * The private key (`#clave=`) taken off the address bar, as the account links' `#codigo=` is
 * (`src/browser/account-forms.ts`): it stays in no history entry, bookmark or screen share. The page keeps it for
 * its calls; the language links already carry it (`keepInOtherLanguages`).
 */
function takeKeyOffAddress(): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

/** A row of what was sent: a label and its value, which may be a link. */
interface CopyRow {
  label: string;
  value: string;
  href?: string;
}

/** A heading and label–value rows (what was sent, the contact); nothing when there are none. */
function Rows({ title, rows }: { title: string; rows: ReadonlyArray<CopyRow> }) {
  const id = useId();
  if (!rows.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="copy-rows">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the form's questions in their order, which never changes; two may share a label
          <div key={`${row.label}-${i}`}>
            <dt>{row.label}</dt>
            <dd>
              {row.href ? (
                <a href={row.href} rel="noopener noreferrer">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
