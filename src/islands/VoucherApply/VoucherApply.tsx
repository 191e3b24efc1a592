import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { authApi, loggedOut } from '../../api/auth.ts';
import { censusApi, type CensusDefinition } from '../../api/census.ts';
import { answered, refusalOf } from '../../api/client.ts';
import { paymentsApi } from '../../api/payments.ts';
import type { CampaignStanding, Voucher } from '../../api/vouchers.ts';
import { formatVoucherCode } from '../../domain/vouchers/codes.ts';
import type { Translatable } from '../../schemas/common.ts';
import { OfflineNotice, useVoucherPage, type VoucherIslandProps } from '../shared/vouchers/page.tsx';
import '../shared/vouchers/vouchers.css';

export interface VoucherApplyProps extends VoucherIslandProps {
  campaign: { slug: string; price: number; value: number; perPerson: number; census: string; applyFrom: string };
  /** Where things are in the page's language: the sign-in page (coming back here) and "Mis bonos". */
  paths: { signIn: string; mine: string };
}

/** The payment a paid application opened, kept for the tab (the gateway may take it over and come back here). */
export const pendingKey = (slug: string) => `bonos:pago:${slug}`;
const WINDOW_NAME = 'bonos-pasarela';
const POLL_MS = 3000;

/** `starting`: before the island runs (the page says what needs script), nothing is claimed to be loading. */
type Standing = { name: 'starting' | 'loading' | 'failed' | 'offline' } | { name: 'shown'; standing: CampaignStanding };
type Session = 'checking' | 'signedOut' | 'signedIn' | 'unknown';
type Phase =
  | { name: 'form' }
  | { name: 'sending' }
  | { name: 'issued'; vouchers: Voucher[] }
  | { name: 'paying'; payment: { id: string; redirectUrl: string } }
  | { name: 'paid'; vouchers: Voucher[] }
  | { name: 'payFailed' };
type FieldError = { id: string; message: string };

const ID_INPUT = 'voucher-census-id';
const answerInput = (question: string) => `voucher-census-${question}`;

/**
 * A campaign's live part (docs/vouchers.md "Applying"): how many vouchers are left (or that the budget is spent), and
 * for a signed-in citizen the application: the census ID and the census list's questions, how many, then the
 * vouchers at once (free) or the payment first (paid, the gateway as docs/payments.md opens it). The server decides
 * everything again; nothing here is trusted.
 */
export default function VoucherApply(props: VoucherApplyProps) {
  const { campaign, paths, phone } = props;
  const { texts, api, client } = useVoucherPage(props);
  const { tr } = texts;
  const auth = useMemo(() => authApi(client, { id: props.realm, endpoints: props.endpoints }), [client, props.realm, props.endpoints]);
  const census = useMemo(() => censusApi(client, { id: props.realm, endpoints: props.endpoints }), [client, props.realm, props.endpoints]);
  const payments = useMemo(() => paymentsApi(client, { id: props.realm, endpoints: props.endpoints }), [client, props.realm, props.endpoints]);

  const [standing, setStanding] = useState<Standing>({ name: 'starting' });
  const [session, setSession] = useState<Session>('checking');
  const [definition, setDefinition] = useState<CensusDefinition | 'failed' | undefined>();
  const [phase, setPhase] = useState<Phase>({ name: 'form' });
  const [id, setId] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [count, setCount] = useState(1);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [offline, setOffline] = useState(false);
  const gateway = useRef<Window | null>(null);

  const loadStanding = useCallback(async () => {
    setStanding({ name: 'loading' });
    const answer = await api.standing(campaign.slug);
    const given = answered(answer);
    if (given) setStanding({ name: 'shown', standing: given });
    else setStanding({ name: refusalOf(answer)?.offline ? 'offline' : 'failed' });
  }, [api, campaign.slug]);

  const loadCensus = useCallback(async () => {
    setDefinition(undefined);
    const given = answered(await census.census(campaign.census));
    setDefinition(given && Array.isArray(given.questions) ? given : 'failed');
  }, [census, campaign.census]);

  /** The campaign's vouchers the account now holds: what a settled payment issued. */
  const issuedNow = useCallback(async () => {
    const mine = answered(await api.mine());
    return (mine?.items ?? []).filter((v) => v.campaign === campaign.slug);
  }, [api, campaign.slug]);

  useEffect(() => {
    void loadStanding();
    void auth.loggedIn().then((answer) => {
      const refusal = refusalOf(answer);
      setSession(answered(answer) ? 'signedIn' : loggedOut(refusal) ? 'signedOut' : 'unknown');
    });
    // A payment this tab started and has not seen settled: the gateway may have taken the tab over and come back; or
    // the gateway's return to this page in another tab, which names it in the address (`?pago=`, docs/payments.md).
    const kept = sessionStorage.getItem(pendingKey(campaign.slug));
    const returned = new URLSearchParams(window.location.search).get('pago');
    if (!kept && returned && /^[\w-]{1,64}$/.test(returned)) setPhase({ name: 'paying', payment: { id: returned, redirectUrl: '' } });
    if (kept) {
      try {
        const payment = JSON.parse(kept) as { id: string; redirectUrl: string };
        if (typeof payment.id === 'string') setPhase({ name: 'paying', payment });
      } catch {
        sessionStorage.removeItem(pendingKey(campaign.slug));
      }
    }
  }, [loadStanding, auth, campaign.slug]);

  useEffect(() => {
    if (session === 'signedIn' && standing.name === 'shown' && standing.standing.state === 'open' && definition === undefined) void loadCensus();
  }, [session, standing, definition, loadCensus]);

  // While paying: the payment's status every 3 s, until the gateway settles it.
  useEffect(() => {
    if (phase.name !== 'paying') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const status = answered(await payments.payment(phase.payment.id))?.status;
      if (stopped) return;
      if (status === 'pay') {
        sessionStorage.removeItem(pendingKey(campaign.slug));
        const vouchers = await issuedNow();
        if (!stopped) setPhase({ name: 'paid', vouchers });
        void loadStanding();
      } else if (status === 'cancel' || status === 'failed') {
        sessionStorage.removeItem(pendingKey(campaign.slug));
        setPhase({ name: 'payFailed' });
        void loadStanding();
      } else timer = setTimeout(check, POLL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [phase, payments, campaign.slug, issuedNow, loadStanding]);

  const questions = definition && definition !== 'failed' ? definition.questions : [];
  const text = (value: unknown) => {
    if (typeof value === 'string') return value;
    const t = value as Translatable | undefined;
    if (!t || typeof t !== 'object') return '';
    return (
      (t as Record<string, string | null | undefined>)[props.lang] ??
      (t as Record<string, string | null | undefined>).es ??
      Object.values(t).find(Boolean) ??
      ''
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setOffline(false);
    const found: FieldError[] = [];
    if (!id.trim()) found.push({ id: ID_INPUT, message: tr('vouchers.error.censusId') });
    for (const q of questions)
      if (!answers[q.id]?.trim()) found.push({ id: answerInput(q.id), message: tr('vouchers.error.censusAnswer', { question: text(q.label) }) });
    setErrors(found);
    if (found.length > 0) {
      document.getElementById(found[0]!.id)?.focus();
      return;
    }
    const paid = campaign.price > 0;
    // The gateway's window opens within the click, before anything is awaited, so that no popup blocker stops it.
    gateway.current = paid ? window.open('', WINDOW_NAME) : null;
    setPhase({ name: 'sending' });
    const answer = await api.apply(campaign.slug, { census: { id: id.trim(), answers }, count });
    const given = answered(answer);
    if (given?.vouchers) {
      setPhase({ name: 'issued', vouchers: given.vouchers });
      void loadStanding();
      return;
    }
    if (given?.payment) {
      const { payment } = given;
      sessionStorage.setItem(pendingKey(campaign.slug), JSON.stringify(payment));
      setPhase({ name: 'paying', payment });
      if (gateway.current && !gateway.current.closed) gateway.current.location.href = payment.redirectUrl;
      else window.location.assign(payment.redirectUrl);
      return;
    }
    gateway.current?.close();
    setPhase({ name: 'form' });
    const refusal = refusalOf(answer);
    const code = refusal?.code as string | undefined;
    if (refusal?.offline) setOffline(true);
    else if (code === 'not-signed-in') setSession('signedOut');
    else if (code === 'exhausted') setStanding((s) => (s.name === 'shown' ? { name: 'shown', standing: { ...s.standing, state: 'exhausted', left: 0 } } : s));
    else if (code === 'census') setErrors([{ id: ID_INPUT, message: refusal?.message ?? tr('vouchers.apply.censusRefused') }]);
    else setProblem(refusal?.message ?? tr('vouchers.apply.failed'));
  };

  const errorOf = (inputId: string) => errors.find((e) => e.id === inputId)?.message;
  const field = (inputId: string, label: string, value: string, set: (value: string) => void) => {
    const message = errorOf(inputId);
    return (
      <div className={`voucher-field${message ? ' voucher-invalid' : ''}`} key={inputId}>
        <label htmlFor={inputId}>{label}</label>
        {message ? (
          <p className="voucher-error" id={`${inputId}-error`}>
            {message}
          </p>
        ) : null}
        <input
          id={inputId}
          className="rf-input voucher-input-short"
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : undefined}
          onChange={(event) => {
            set(event.target.value);
            setErrors((list) => list.filter((e) => e.id !== inputId));
          }}
        />
      </div>
    );
  };

  const shownStanding = standing.name === 'shown' ? standing.standing : undefined;
  const standingLine =
    standing.name === 'starting' ? null : standing.name === 'loading' ? (
      tr('vouchers.standing.loading')
    ) : standing.name === 'offline' ? null : standing.name === 'failed' ? (
      <>
        {tr('vouchers.standing.failed')}{' '}
        <button type="button" className="button secondary" onClick={() => void loadStanding()}>
          {tr('vouchers.retry')}
        </button>
      </>
    ) : shownStanding?.state === 'open' ? (
      shownStanding.left === 1 ? (
        tr('vouchers.standing.leftOne', { cap: shownStanding.cap })
      ) : (
        tr('vouchers.standing.left', { left: shownStanding.left, cap: shownStanding.cap })
      )
    ) : shownStanding?.state === 'exhausted' ? (
      tr('vouchers.standing.exhausted')
    ) : shownStanding?.state === 'upcoming' ? (
      tr('vouchers.standing.upcoming', { date: texts.day(campaign.applyFrom) })
    ) : (
      tr('vouchers.standing.closed')
    );

  const voucherList = (vouchers: Voucher[]) => (
    <ul className="voucher-codes" aria-label={tr('vouchers.apply.codes')}>
      {vouchers.map((v) => (
        <li key={v.code}>
          <span className="voucher-code">{formatVoucherCode(v.code)}</span> · {texts.euros(v.value)}
        </li>
      ))}
    </ul>
  );

  const body = () => {
    if (phase.name === 'issued' || phase.name === 'paid') {
      return (
        <div className="notice voucher-done" role="status">
          <p>{tr(phase.name === 'paid' ? 'vouchers.apply.paid' : 'vouchers.apply.issued', { count: phase.vouchers.length })}</p>
          {phase.vouchers.length > 0 ? voucherList(phase.vouchers) : null}
          <p>
            <a className="button" href={paths.mine}>
              {tr('vouchers.apply.mine')}
            </a>
          </p>
        </div>
      );
    }
    if (phase.name === 'paying') {
      return (
        <div className="notice voucher-paying" role="status">
          <p>{tr('vouchers.apply.paying')}</p>
          {phase.payment.redirectUrl ? (
            <p>
              <a href={phase.payment.redirectUrl} target={WINDOW_NAME} rel="opener">
                {tr('vouchers.apply.reopen')}
              </a>
            </p>
          ) : null}
        </div>
      );
    }
    if (shownStanding?.state !== 'open') return null;
    if (session === 'checking') return null;
    if (session === 'signedOut') {
      return (
        <div className="voucher-sign-in">
          <p>{tr('vouchers.apply.signIn')}</p>
          <p>
            <a className="button" href={paths.signIn}>
              {tr('vouchers.apply.signInLink')}
            </a>
          </p>
        </div>
      );
    }
    const most = Math.min(campaign.perPerson, Math.max(1, shownStanding.left));
    const paid = campaign.price > 0;
    return (
      <form className="voucher-apply-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="voucher-apply-title">
        <h2 id="voucher-apply-title">{tr('vouchers.apply.heading', { name: props.voucherName })}</h2>
        {phase.name === 'payFailed' ? (
          <div className="notice voucher-problem" role="alert">
            <p>{tr('vouchers.apply.payFailed')}</p>
          </div>
        ) : null}
        <fieldset className="voucher-fieldset">
          <legend>{tr('vouchers.apply.census')}</legend>
          {definition && definition !== 'failed' && definition.info ? <p className="voucher-hint">{text(definition.info)}</p> : null}
          {field(ID_INPUT, tr('vouchers.apply.censusId'), id, (value) => setId(value.toUpperCase()))}
          {questions.map((q) => field(answerInput(q.id), text(q.label), answers[q.id] ?? '', (value) => setAnswers((a) => ({ ...a, [q.id]: value }))))}
          {definition === undefined ? <p className="voucher-hint">{tr('vouchers.apply.censusLoading')}</p> : null}
          {definition === 'failed' ? (
            <p className="voucher-problem">
              {tr('vouchers.apply.censusUnavailable')}{' '}
              <button type="button" className="button secondary" onClick={() => void loadCensus()}>
                {tr('vouchers.retry')}
              </button>
            </p>
          ) : null}
        </fieldset>
        <div className="voucher-field">
          <label htmlFor="voucher-count">{tr('vouchers.apply.count')}</label>
          <p className="voucher-hint" id="voucher-count-hint">
            {tr('vouchers.apply.countHint', { perPerson: campaign.perPerson })}
          </p>
          <select
            id="voucher-count"
            className="rf-input voucher-input-short"
            value={count}
            aria-describedby="voucher-count-hint"
            onChange={(e) => setCount(Number(e.target.value))}
          >
            {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <p className="voucher-price-line">
          {paid
            ? tr('vouchers.apply.priceLine', { total: texts.euros(campaign.price * count), worth: texts.euros(campaign.value * count) })
            : tr('vouchers.apply.freeLine', { worth: texts.euros(campaign.value * count) })}
        </p>
        {problem ? (
          <div className="notice voucher-problem" role="alert">
            <p>{problem}</p>
          </div>
        ) : null}
        {offline ? <OfflineNotice texts={texts} phone={phone} /> : null}
        <button type="submit" className="button" disabled={phase.name === 'sending' || definition === undefined || definition === 'failed'}>
          {phase.name === 'sending' ? tr('vouchers.apply.sending') : tr(paid ? 'vouchers.apply.submitPaid' : 'vouchers.apply.submitFree')}
        </button>
      </form>
    );
  };

  return (
    <div className="voucher-apply">
      <p className={`voucher-standing${shownStanding?.state === 'exhausted' ? ' voucher-exhausted' : ''}`} role="status">
        {standingLine}
      </p>
      {standing.name === 'offline' ? <OfflineNotice texts={texts} phone={phone} /> : null}
      {body()}
    </div>
  );
}
