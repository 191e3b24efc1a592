import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { answered, refusalOf } from '../../api/client.ts';
import type { ShopAnswer, ShopVoucher, Validation } from '../../api/vouchers.ts';
import { parseTicketAmount, splitTicket, toCents } from '../../domain/vouchers/amount.ts';
import { formatVoucherCode, parseVoucherCode } from '../../domain/vouchers/codes.ts';
import { OfflineNotice, useVoucherPage, VoucherFacts, type VoucherIslandProps } from '../shared/vouchers/page.tsx';
import '../shared/vouchers/vouchers.css';

export interface ShopTillProps extends VoucherIslandProps {
  /** The sign-in page in the page's language, coming back to the till. */
  signIn: string;
}

/** The largest ticket photo the server takes (docs/vouchers.md "Shops"). */
const MAX_TICKET_BYTES = 5 * 1024 * 1024;

/** `starting`: before the island runs (the page says the till needs script), nothing is claimed to be checked. */
type Gate = { name: 'starting' | 'checking' | 'signedOut' | 'notShop' | 'failed' } | { name: 'ready'; shop: ShopAnswer };
type Looked = { name: 'none' } | { name: 'looking' } | { name: 'shown'; voucher: ShopVoucher };

/**
 * The shop's till (`/comercio`, docs/vouchers.md "Shops"): a voucher's code scanned with the camera or typed (a
 * mistyped code refused by its check character before any call), its figures (never whose it is), the ticket's
 * amount with a dot for the cents and its photo, what the voucher covers and what the citizen pays, then the
 * validation; today's validations, each undone within its 10 minutes. Anyone but a shop's session gets the spec's
 * 'Debes autentificarte como comercio autorizado.'. Without the network it says so and gives the town hall's telephone.
 */
export default function ShopTill(props: ShopTillProps) {
  const { phone } = props;
  const { texts, api } = useVoucherPage(props);
  const { tr } = texts;
  const [gate, setGate] = useState<Gate>({ name: 'starting' });
  const [online, setOnline] = useState(true);
  const [typed, setTyped] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [looked, setLooked] = useState<Looked>({ name: 'none' });
  const [amount, setAmount] = useState('');
  const [ticket, setTicket] = useState<File | undefined>();
  const [formErrors, setFormErrors] = useState<{ amount?: string; ticket?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<Validation | undefined>();
  const [validations, setValidations] = useState<Validation[]>([]);
  const [undoProblem, setUndoProblem] = useState<string | undefined>();
  const [scanning, setScanning] = useState<'off' | 'starting' | 'on' | 'no-camera'>('off');
  const [now, setNow] = useState(() => Date.now());
  const video = useRef<HTMLVideoElement>(null);
  const scanStop = useRef<AbortController | undefined>(undefined);
  const ticketInput = useRef<HTMLInputElement>(null);
  /**
   * The key of the validation being confirmed: kept while it has no answer (a lost answer is sent again with it, and
   * the server answers the validation it made), a new one once the voucher is validated or another one is looked up.
   */
  const attempt = useRef<string | undefined>(undefined);

  const check = useCallback(async () => {
    setGate({ name: 'checking' });
    const answer = await api.shop();
    const given = answered(answer);
    const refusal = refusalOf(answer);
    if (given) {
      setGate({ name: 'ready', shop: given });
      setValidations(given.validations);
    } else if (refusal?.offline) {
      setOnline(false);
      setGate({ name: 'failed' });
    } else if (refusal?.code === 'not-signed-in') setGate({ name: 'signedOut' });
    else if ((refusal?.code as string | undefined) === 'not-shop' || refusal?.code === 'not-staff') setGate({ name: 'notShop' });
    else setGate({ name: 'failed' });
  }, [api]);

  useEffect(() => {
    void check();
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    // The clock for "Deshacer": a validation's 10 minutes end while the page is open.
    const ticking = setInterval(() => setNow(Date.now()), 15_000);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      clearInterval(ticking);
      scanStop.current?.abort();
    };
  }, [check]);

  const lookUp = async (input: string) => {
    setCodeError(undefined);
    setDone(undefined);
    const parsed = parseVoucherCode(input);
    if (!parsed.ok) {
      setCodeError(tr(`vouchers.till.code.${parsed.reason}`));
      setLooked({ name: 'none' });
      document.getElementById('till-code')?.focus();
      return;
    }
    setLooked({ name: 'looking' });
    attempt.current = undefined;
    const answer = await api.lookUp(parsed.code);
    const voucher = answered(answer);
    if (voucher) {
      setLooked({ name: 'shown', voucher });
      setAmount('');
      setTicket(undefined);
      setFormErrors({});
      return;
    }
    const refusal = refusalOf(answer);
    setLooked({ name: 'none' });
    if (refusal?.offline) setOnline(false);
    else if (refusal?.code === 'not-signed-in') setGate({ name: 'signedOut' });
    else setCodeError(refusal?.message ?? tr('vouchers.till.lookUpFailed'));
  };

  const startScan = async () => {
    setScanning('starting');
    setCodeError(undefined);
    const stop = new AbortController();
    scanStop.current = stop;
    const { scanInto } = await import('./scan.ts');
    if (!video.current || stop.signal.aborted) return;
    const started = await scanInto(
      video.current,
      (text) => {
        setScanning('off');
        const read = parseVoucherCode(text);
        setTyped(read.ok ? formatVoucherCode(read.code) : text);
        void lookUp(text);
      },
      stop.signal,
    );
    if (!stop.signal.aborted) setScanning(started === 'started' ? 'on' : 'no-camera');
  };
  const stopScan = () => {
    scanStop.current?.abort();
    setScanning('off');
  };

  const voucher = looked.name === 'shown' ? looked.voucher : undefined;
  // A voucher found: the keyboard and the screen reader go on to what comes next, the amount (or why there is none).
  useEffect(() => {
    if (voucher) document.getElementById(voucher.state === 'active' ? 'till-amount' : 'till-voucher-title')?.focus();
  }, [voucher]);
  const parsedAmount = parseTicketAmount(amount);
  const split = voucher && parsedAmount.ok ? splitTicket(parsedAmount.cents, toCents(voucher.remaining)) : undefined;

  const validate = async (event: FormEvent) => {
    event.preventDefault();
    if (!voucher) return;
    const errors: typeof formErrors = {};
    // The comma is refused here, before any call, with the voucher flow's message; the server refuses it too.
    if (!parsedAmount.ok) errors.amount = tr(parsedAmount.reason === 'comma' ? 'vouchers.till.amountComma' : 'vouchers.till.amountInvalid');
    else if (parsedAmount.cents < toCents(voucher.minPurchase)) errors.amount = tr('vouchers.till.belowMinimum', { min: texts.euros(voucher.minPurchase) });
    if (!ticket) errors.ticket = tr('vouchers.till.ticketMissing');
    else if (ticket.size > MAX_TICKET_BYTES) errors.ticket = tr('vouchers.till.ticketTooLarge');
    setFormErrors(errors);
    if (errors.amount || errors.ticket) {
      document.getElementById(errors.amount ? 'till-amount' : 'till-ticket')?.focus();
      return;
    }
    setSending(true);
    attempt.current ??= crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const answer = await api.validate(voucher.code, amount.trim(), ticket!, ticket!.name || 'tique.jpg', attempt.current);
    setSending(false);
    const validation = answered(answer);
    if (validation) {
      attempt.current = undefined;
      setDone(validation);
      setValidations((list) => [validation, ...list]);
      setLooked({ name: 'none' });
      setTyped('');
      setAmount('');
      setTicket(undefined);
      return;
    }
    const refusal = refusalOf(answer);
    const code = refusal?.code as string | undefined;
    if (refusal?.offline) setOnline(false);
    else if (code === 'amount-comma' || code === 'amount' || code === 'below-minimum')
      setFormErrors({ amount: refusal?.message ?? tr('vouchers.till.amountInvalid') });
    else if (code === 'ticket') setFormErrors({ ticket: refusal?.message ?? tr('vouchers.till.ticketMissing') });
    else setFormErrors({ form: refusal?.message ?? tr('vouchers.till.validateFailed') });
  };

  const undo = async (validation: Validation) => {
    setUndoProblem(undefined);
    const answer = await api.undo(validation.id);
    const undone = answered(answer);
    if (undone) {
      setValidations((list) => list.map((v) => (v.id === undone.id ? undone : v)));
      if (done?.id === undone.id) setDone(undefined);
    } else {
      const refusal = refusalOf(answer);
      if (refusal?.offline) setOnline(false);
      else setUndoProblem(refusal?.message ?? tr('vouchers.till.undoFailed'));
    }
  };

  const offlineNotice = !online ? <OfflineNotice texts={texts} phone={phone} /> : null;
  if (gate.name === 'starting') return <div className="shop-till" />;
  if (gate.name === 'checking') {
    return (
      <div className="shop-till">
        <p role="status">{tr('vouchers.till.checking')}</p>
      </div>
    );
  }
  if (gate.name === 'signedOut' || gate.name === 'notShop') {
    return (
      <div className="shop-till">
        <p className={gate.name === 'notShop' ? 'notice' : undefined} role={gate.name === 'notShop' ? 'alert' : undefined}>
          {tr(gate.name === 'notShop' ? 'vouchers.till.notShop' : 'vouchers.till.signIn')}
        </p>
        <p>
          <a className="button" href={props.signIn}>
            {tr('vouchers.till.signInLink')}
          </a>
        </p>
      </div>
    );
  }
  if (gate.name !== 'ready') {
    return (
      <div className="shop-till">
        {offlineNotice ?? (
          <div className="notice" role="alert">
            <p>{tr('vouchers.till.failed')}</p>
          </div>
        )}
        <button type="button" className="button" onClick={() => void check()}>
          {tr('vouchers.retry')}
        </button>
      </div>
    );
  }

  const { shop } = gate.shop;
  const lastGroup = (code: string) => formatVoucherCode(code).split('-').slice(-2).join('-');
  return (
    <div className="shop-till">
      <p className="voucher-shop-name">{tr('vouchers.till.shop', { name: shop.name })}</p>
      {offlineNotice}
      {shop.suspended ? (
        <div className="notice voucher-problem" role="alert">
          <p>{tr('vouchers.till.suspended')}</p>
        </div>
      ) : null}
      {done ? (
        <div className="notice voucher-done" role="status">
          <p>{tr('vouchers.till.validated', { covered: texts.euros(done.covered), pays: texts.euros(done.citizenPays) })}</p>
        </div>
      ) : null}

      <section aria-labelledby="till-code-title">
        <h2 id="till-code-title">{tr('vouchers.till.codeTitle')}</h2>
        <div className="voucher-scan">
          {scanning === 'off' || scanning === 'no-camera' ? (
            <button type="button" className="button secondary" onClick={() => void startScan()} disabled={shop.suspended}>
              {tr('vouchers.till.scan')}
            </button>
          ) : (
            <button type="button" className="button secondary" onClick={stopScan}>
              {tr('vouchers.till.scanStop')}
            </button>
          )}
          {scanning === 'no-camera' ? <p className="voucher-hint">{tr('vouchers.till.noCamera')}</p> : null}
          <video ref={video} className="voucher-video" hidden={scanning === 'off' || scanning === 'no-camera'} muted aria-label={tr('vouchers.till.camera')} />
        </div>
        <form
          className="voucher-code-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void lookUp(typed);
          }}
        >
          <div className={`voucher-field${codeError ? ' voucher-invalid' : ''}`}>
            <label htmlFor="till-code">{tr('vouchers.till.codeLabel')}</label>
            <p className="voucher-hint" id="till-code-hint">
              {tr('vouchers.till.codeHint')}
            </p>
            {codeError ? (
              <p className="voucher-error" id="till-code-error">
                {codeError}
              </p>
            ) : null}
            <input
              id="till-code"
              className="rf-input voucher-code"
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? 'till-code-hint till-code-error' : 'till-code-hint'}
              onChange={(event) => {
                setTyped(event.target.value);
                setCodeError(undefined);
              }}
            />
          </div>
          <button type="submit" className="button" disabled={shop.suspended || looked.name === 'looking'}>
            {tr('vouchers.till.lookUp')}
          </button>
        </form>
      </section>

      {voucher ? (
        <section aria-labelledby="till-voucher-title" className="voucher-till-figures">
          <h2 id="till-voucher-title" tabIndex={-1}>
            {tr('vouchers.till.voucherTitle', { code: formatVoucherCode(voucher.code) })}
          </h2>
          <VoucherFacts voucher={voucher} texts={texts} minPurchase={voucher.minPurchase} />
          {voucher.state !== 'active' ? (
            <div className="notice voucher-problem" role="alert">
              <p>{tr(`vouchers.till.notActive.${voucher.state}`, { date: texts.day(voucher.spendUntil) })}</p>
            </div>
          ) : (
            <form className="voucher-validate-form" noValidate onSubmit={(event) => void validate(event)}>
              <div className={`voucher-field${formErrors.amount ? ' voucher-invalid' : ''}`}>
                <label htmlFor="till-amount">{tr('vouchers.till.amount')}</label>
                <p className="voucher-hint" id="till-amount-hint">
                  {tr('vouchers.till.amountHint', { min: texts.euros(voucher.minPurchase) })}
                </p>
                {formErrors.amount ? (
                  <p className="voucher-error" id="till-amount-error">
                    {formErrors.amount}
                  </p>
                ) : null}
                <input
                  id="till-amount"
                  className="rf-input voucher-input-short"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  aria-invalid={formErrors.amount ? true : undefined}
                  aria-describedby={formErrors.amount ? 'till-amount-hint till-amount-error' : 'till-amount-hint'}
                  onChange={(event) => {
                    setAmount(event.target.value);
                    setFormErrors((e) => ({ ...e, amount: undefined }));
                  }}
                />
              </div>
              <div className={`voucher-field${formErrors.ticket ? ' voucher-invalid' : ''}`}>
                <label htmlFor="till-ticket">{tr('vouchers.till.ticket')}</label>
                {formErrors.ticket ? (
                  <p className="voucher-error" id="till-ticket-error">
                    {formErrors.ticket}
                  </p>
                ) : null}
                <input
                  id="till-ticket"
                  ref={ticketInput}
                  type="file"
                  accept="image/*"
                  capture="environment"
                  aria-invalid={formErrors.ticket ? true : undefined}
                  aria-describedby={formErrors.ticket ? 'till-ticket-error' : undefined}
                  onChange={(event) => {
                    setTicket(event.target.files?.[0]);
                    setFormErrors((e) => ({ ...e, ticket: undefined }));
                  }}
                />
              </div>
              <p className="voucher-split" aria-live="polite">
                {split ? tr('vouchers.till.split', { covered: texts.euros(split.coveredCents / 100), pays: texts.euros(split.citizenPaysCents / 100) }) : null}
              </p>
              {formErrors.form ? (
                <div className="notice voucher-problem" role="alert">
                  <p>{formErrors.form}</p>
                </div>
              ) : null}
              <button type="submit" className="button" disabled={sending || shop.suspended}>
                {sending ? tr('vouchers.till.validating') : tr('vouchers.till.confirm')}
              </button>
            </form>
          )}
        </section>
      ) : null}

      <section aria-labelledby="till-today-title">
        <h2 id="till-today-title">{tr('vouchers.till.today')}</h2>
        {undoProblem ? (
          <div className="notice voucher-problem" role="alert">
            <p>{undoProblem}</p>
          </div>
        ) : null}
        {validations.length === 0 ? (
          <p>{tr('vouchers.till.noneToday')}</p>
        ) : (
          <ul className="voucher-validations">
            {validations.map((v) => {
              const undoable = !v.undoneAt && Date.parse(v.undoUntil) > now;
              return (
                <li key={v.id} className={v.undoneAt ? 'voucher-undone' : undefined}>
                  <span>{texts.time(v.at)}</span>
                  <span className="voucher-code">…{lastGroup(v.code)}</span>
                  <span>{tr('vouchers.till.row', { amount: texts.euros(v.amount), covered: texts.euros(v.covered) })}</span>
                  {v.undoneAt ? <span>{tr('vouchers.till.undone')}</span> : null}
                  {undoable ? (
                    <button
                      type="button"
                      className="button secondary"
                      aria-label={tr('vouchers.till.undoLabel', { code: lastGroup(v.code), time: texts.time(v.at) })}
                      onClick={() => void undo(v)}
                    >
                      {tr('vouchers.till.undo')}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
