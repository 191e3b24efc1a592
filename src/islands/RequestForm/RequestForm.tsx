import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { answered, createApiClient, refusalOf } from '../../api/client.ts';
import { contentApi } from '../../api/content.ts';
import type { SessionUser } from '../../api/auth.ts';
import { requestFormApi } from '../../api/request-form.ts';
import type { CreateAnswer } from '../../api/requests.ts';
import { pick } from '../../i18n/pick.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { MailboxSchema, type Mailbox } from '../../schemas/mailbox.ts';
import type { RealmConfig } from '../../schemas/realm.ts';
import { clearDraft, loadDraft } from './draft.ts';
import { takeGatewayReturn } from './payment-return.ts';
import { hasCompleteProfile } from './Parts.tsx';
import { ensureUser } from './session.ts';
import { formFor } from '../../domain/requests/verified-sender.ts';
import { Ctx, type FormContext } from './context.ts';
import { FollowUpLink } from './FollowUpLink.tsx';
import { FormBody } from './FormBody.tsx';
import { Modal } from '../widgets/Modal.tsx';
import { LoadingIndicator } from '../widgets/LoadingIndicator.tsx';
import './request-form.css';
import { fillPlaceholders } from '../../i18n/placeholders.ts';

export interface RequestFormProps {
  realm: string;
  mailbox: string;
  lang: string;
  locale: string;
  endpoints: RealmConfig['endpoints'];
  center: Coordinates;
  mapStyle: string;
  /**
   * The mailbox's description as the build knew it, shown (server-rendered) while the live definition loads:
   * the page's main text is there at first paint, where the form's description then takes its place.
   */
  description?: string;
  /**
   * The sign-in and profile pages in the page's language, each with the way back here (`?volver=`): a mailbox
   * whose contact comes from the profile sends the citizen there first (docs/accounts-api.md).
   */
  accountLinks: { signIn: string; profile: string };
  /** The `request.*` and `common.*` texts in the page's language (the island ships no dictionaries). */
  labels: Readonly<Record<string, string>>;
  /** Where a request is followed in the page's language, `/mis-solicitudes` or `/va/les-meues-sollicituds`. */
  followUpPath?: string;
  /** Where else to go when the mailbox is closed: the procedures online and the town hall's contact page. */
  elsewhere?: { procedures: string; contact: string };
  /** Called with the result when the citizen closes the success modal (embedding pages may pass it from React). */
  onDone?: (result: RequestResult) => void;
  /**
   * What the page says until the form runs, and for good when its script does not: what the request asks for
   * and who to call or write to instead. Rendered on the server, never with a spinner.
   */
  children?: ReactNode;
}

export interface RequestResult {
  /** The request's id, when the call that sent it answered one (a paid request is sent by the server: none). */
  _id?: string;
  iid?: number;
  /** The reference the citizen is shown; an API that answers none (the provider's) leaves the `_id`. */
  reference?: string;
  /** The private link's key of a request sent without an account. */
  followUpKey?: string;
  mailbox: string;
}

type Phase =
  | { name: 'loading' }
  | { name: 'noUser' }
  | { name: 'misconfigured' }
  | { name: 'unreachable' }
  | { name: 'closed' }
  | { name: 'form'; mailbox: Mailbox; user: SessionUser }
  | { name: 'sent'; mailbox: Mailbox; result: RequestResult }
  /** This window is the payment gateway's, forwarded back: it reports to the form and closes. */
  | { name: 'paymentReturned'; status?: string };

/** "El camp {field}": fills placeholders of a label. */
const fill = fillPlaceholders;

/**
 * The request (mailbox) form of docs/product-spec.md §2 and §4: loads the user (or registers an anonymous device) and
 * the mailbox definition, then shows the closed message, the form, or what went wrong. The form itself is
 * FormBody; this part owns the states around it. On success, a DOM event `request:done` bubbles from the
 * island with the result, for pages that embed the form without React.
 */
export default function RequestForm(props: RequestFormProps) {
  const { realm, mailbox: mailboxId, lang, labels } = props;
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [live, setLive] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [showOk, setShowOk] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const draftId = `${realm}/${mailboxId}`;
  const returnRead = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the context is the form's identity (realm, mailbox, language): a new one reloads the mailbox and drops what was typed. The other props (texts, endpoints, locale, centre, map style) are the page's constants for it, which an embedding React page may pass as new objects on every render
  const ctx = useMemo<FormContext>(() => {
    const client = createApiClient({ language: lang });
    const realmRef = { id: realm, endpoints: props.endpoints };
    const bytes = new Intl.NumberFormat(props.locale, { maximumFractionDigits: 1 });
    return {
      lang,
      locale: props.locale,
      tr: (key, params) => fill(labels[key] ?? key, params),
      text: (value) => pick(value, lang),
      api: requestFormApi(client, realmRef),
      content: contentApi(client, realmRef),
      mailboxId,
      center: props.center,
      mapStyle: props.mapStyle,
      size: (n) => (n >= 1024 * 1024 ? `${bytes.format(n / 1024 / 1024)} MB` : `${bytes.format(Math.max(1, n / 1024))} KB`),
    };
  }, [realm, mailboxId, lang]);

  useEffect(() => setLive(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is a trigger, not a value: Reintentar and Enviar otra solicitud each load the form again
  useEffect(() => {
    let cancelled = false;
    const back = returnRead.current ? undefined : takeGatewayReturn(draftId);
    returnRead.current = true;
    if (back?.where === 'popup') {
      void ctx.api.payment(back.paymentId).then((answer) => {
        setPhase({ name: 'paymentReturned', status: answered(answer)?.status });
        window.close();
      });
      return;
    }
    setPhase({ name: 'loading' });
    void (async () => {
      const [user, answer] = await Promise.all([ensureUser(ctx.api), ctx.api.mailbox(mailboxId)]);
      if (cancelled) return;
      const refusal = refusalOf(answer);
      if (refusal?.offline) return setPhase({ name: 'unreachable' });
      const parsed = v.safeParse(MailboxSchema, answer);
      if (!parsed.success || refusal) {
        if (parsed.issues) console.warn(`Mailbox "${mailboxId}" is not valid:`, v.flatten(parsed.issues).nested ?? parsed.issues);
        return setPhase({ name: 'misconfigured' });
      }
      const mailbox = parsed.output;
      if (mailbox.disabled && !user?.admin) return setPhase({ name: 'closed' });
      if (!user) return setPhase({ name: 'noUser' });
      // Without the captcha for an account whose address is confirmed, as the server decides it too.
      setPhase({ name: 'form', mailbox: formFor(mailbox, user), user });
    })();
    return () => {
      cancelled = true;
    };
  }, [ctx, attempt, draftId, mailboxId]);

  // A citizen sent away to sign in or complete their profile may do it in another tab (the link in the message
  // opens one): back on this one, the form asks again who is signed in, and takes the profile when it is there.
  const waitingForProfile = phase.name === 'form' && phase.mailbox.contactRequest.mode === 'auto' && !hasCompleteProfile(phase.user);
  useEffect(() => {
    if (!waitingForProfile) return;
    const recheck = async () => {
      if (document.visibilityState !== 'visible') return;
      const user = answered(await ctx.api.loggedIn());
      if (!user || !hasCompleteProfile(user)) return;
      setPhase((now) => (now.name === 'form' ? { ...now, user } : now));
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, [waitingForProfile, ctx]);

  const onSent = (mailbox: Mailbox, answer: CreateAnswer) => {
    clearDraft(draftId);
    const result: RequestResult = {
      mailbox: mailboxId,
      ...(answer._id ? { _id: answer._id } : {}),
      ...(answer.iid !== undefined ? { iid: answer.iid } : {}),
      ...(answer.reference ? { reference: answer.reference } : {}),
      ...(answer.followUpKey ? { followUpKey: answer.followUpKey } : {}),
    };
    setPhase({ name: 'sent', mailbox, result });
    setShowOk(true);
  };

  // The long form gives way to the short confirmation: the page, left scrolled to where Enviar was, would show the
  // footer behind the dialog and after it. The confirmation is brought to the top of the view instead.
  useEffect(() => {
    if (phase.name === 'sent') root.current?.querySelector<HTMLElement>('.rf-sent')?.scrollIntoView?.({ block: 'start' });
  }, [phase.name]);

  const finish = (result: RequestResult) => {
    setShowOk(false);
    // The private link's key stays in this island: whoever listens to the page's events has no use for it.
    const { followUpKey: _key, ...told } = result;
    props.onDone?.(told);
    root.current?.dispatchEvent(new CustomEvent('request:done', { detail: told, bubbles: true }));
    root.current?.querySelector<HTMLElement>('.rf-sent')?.focus();
  };

  const { tr, text } = ctx;
  let body: ReactNode;
  switch (phase.name) {
    case 'loading':
      body = (
        <div className="rf-layout">
          <div className="rf-main">
            {props.description ? <p className="rf-description">{props.description}</p> : null}
            {live ? <LoadingIndicator label={tr('request.loading')} force /> : props.children}
          </div>
        </div>
      );
      break;
    case 'closed':
      // The spec's notice, and what the citizen can do instead: a closed mailbox is no dead end.
      body = (
        <div className="rf-notice rf-closed">
          <p>{tr('request.closed')}</p>
          <p>{tr('request.closedNext')}</p>
          {props.elsewhere ? (
            <ul>
              <li>
                <a href={props.elsewhere.procedures}>{tr('request.closedProcedures')}</a>
              </li>
              <li>
                <a href={props.elsewhere.contact}>{tr('request.closedContact')}</a>
              </li>
            </ul>
          ) : null}
        </div>
      );
      break;
    case 'noUser':
      body = (
        <p className="rf-notice rf-failed" role="alert">
          {tr('request.noUser')}
        </p>
      );
      break;
    case 'misconfigured':
      body = (
        <p className="rf-notice rf-failed" role="alert">
          {tr('request.misconfigured')}
        </p>
      );
      break;
    case 'unreachable':
      body = (
        <div className="rf-notice rf-failed" role="alert">
          <p>{tr('common.error')}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {tr('request.retry')}
          </button>
        </div>
      );
      break;
    case 'form':
      body = (
        <>
          {phase.mailbox.disabled ? <p className="rf-notice rf-admin">{tr('request.closedAdmin')}</p> : null}
          <FormBody
            mailbox={phase.mailbox}
            user={phase.user}
            accountLinks={props.accountLinks}
            draftId={draftId}
            initialDraft={loadDraft(draftId)}
            onSent={(answer) => onSent(phase.mailbox, answer)}
          />
        </>
      );
      break;
    case 'paymentReturned':
      body = (
        <div className="rf-notice" role="status">
          {phase.status === 'pay' ? <p className="rf-ok">{tr('request.payment.done')}</p> : null}
          {phase.status === 'cancel' || phase.status === 'failed' ? <p className="rf-error">{tr('request.payment.failed')}</p> : null}
          <p>{tr('request.payment.returned')}</p>
          <button type="button" className="button" onClick={() => window.close()}>
            {tr('request.payment.close')}
          </button>
        </div>
      );
      break;
    case 'sent': {
      const ok = phase.mailbox.okText ? text(phase.mailbox.okText) : tr('request.ok');
      // The internal number (iid) is never shown: anyone could guess the next one.
      const reference = phase.result.reference ?? phase.result._id ?? '';
      const follow = <FollowUpLink result={phase.result} path={props.followUpPath} />;
      body = (
        <>
          <div className="rf-sent" tabIndex={-1}>
            <p className="rf-sent-title">{ok}</p>
            <p>{tr('request.okReference', { reference })}</p>
            {follow}
            <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>
              {tr('request.new')}
            </button>
          </div>
          {showOk ? (
            <Modal
              kind="success"
              title={ok}
              onClose={() => finish(phase.result)}
              actions={[{ label: tr('common.close'), primary: true, onClick: () => finish(phase.result) }]}
            >
              <p>{tr('request.okReference', { reference })}</p>
              <FollowUpLink result={phase.result} path={props.followUpPath} guarded />
            </Modal>
          ) : null}
        </>
      );
      break;
    }
  }

  return (
    <Ctx.Provider value={ctx}>
      <div className="request-form" ref={root} data-state={phase.name}>
        {body}
      </div>
    </Ctx.Provider>
  );
}
