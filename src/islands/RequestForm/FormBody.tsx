import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { answered, isFailure, refusalOf, type ApiResult } from '../../api/client.ts';
import type { SessionUser } from '../../api/auth.ts';
import type { CreateAnswer } from '../../api/requests.ts';
import { fillFromProfile } from '../../domain/accounts/profile-fill.ts';
import type { WorkSolution } from '../../domain/requests/captcha-work.ts';
import { dayText } from '../../domain/requests/date-range.ts';
import { formatNumber } from '../../domain/requests/number-text.ts';
import {
  buildRequest,
  validateRequest,
  type Contact,
  type FieldValue,
  type FormValues,
  type Labels,
  type RuleError,
} from '../../domain/requests/request-rules.ts';
import { allFields, CONTACT_FIELDS, needsPrivacyAcceptance, type ContactField, type Field, type FieldType, type Mailbox } from '../../schemas/mailbox.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { isCitizen } from '../../browser/account-user.ts';
import { draftOf, saveDraft, type Draft, type DraftPayment } from './draft.ts';
import { useForm } from './context.ts';
import { CategoryField, DatetimeField, KeyField, NumberField, TextField, type FieldProps } from './Fields.tsx';
import { UploadField } from './Uploads.tsx';
import { StreetField } from './Street.tsx';
import { CensusField } from './Census.tsx';
import { CaptchaField } from './Captcha.tsx';
import { MapField } from './MapField.tsx';
import { RoomBlockField } from './RoomBlocks.tsx';
import { nextFreeBlocks, type RoomBlock, type RoomSummary } from '../../api/rooms.ts';
import { booksRoomBlocks, ROOM_FIELD, START_FIELD } from '../../domain/rooms/room-fields.ts';
import { AccountNeeded, ContactBlock, ErrorSummary, HelpPanel, hasCompleteProfile, PrintCopy, printedFields, PrivacyBlock, useAnnouncer } from './Parts.tsx';
import { PaymentBlock } from './Payment.tsx';
import { usePayment, type PaidAndSent } from './usePayment.ts';
import { Modal } from '../widgets/Modal.tsx';

/** What a field's input may need of the form besides its own props. */
interface FormHooks {
  /** Moves the map (and its field) to a place: a photo's position, a found street. */
  setLocation: (place: Coordinates) => void;
  /** The form's street field, which places the map: the map then asks no address of its own. */
  streetField?: Field | undefined;
  /** Changes when the server refused the captcha answer: a new challenge is due. */
  captchaRound: number;
  /** Told the solution to come of each new captcha's proof of work (docs/security.md, "The captcha"). */
  onCaptchaWork: (solution: Promise<WorkSolution | null>) => void;
  /**
   * A room mailbox's rooms (docs/rooms.md "The form"): its start field offers the chosen room's free blocks.
   * Undefined for any other form, and when the rooms could not be read (the server checks the start all the same).
   */
  rooms?: { list: RoomSummary[] | 'loading'; roomSlug: string; suggested: RoomBlock[]; round: number } | undefined;
}

/**
 * The input of each field kind: a kind of `FIELD_TYPES` missing here fails `npm run check`, as it does in the
 * request's rules (`FIELD_RULES`) and the other sides (docs/mailbox-form.md).
 */
export const FIELD_INPUTS = {
  text: (props) => <TextField {...props} />,
  textarea: (props) => <TextField {...props} />,
  number: (props) => <NumberField {...props} />,
  datetime: (props, { rooms }) =>
    rooms && props.field.name === START_FIELD ? (
      <RoomBlockField {...props} rooms={rooms.list} roomSlug={rooms.roomSlug} suggested={rooms.suggested} round={rooms.round} />
    ) : (
      <DatetimeField {...props} />
    ),
  key: (props) => <KeyField {...props} />,
  category: (props) => <CategoryField {...props} />,
  image: (props, { setLocation }) => <UploadField {...props} onLocation={setLocation} />,
  file: (props) => <UploadField {...props} />,
  pdf: (props) => <UploadField {...props} />,
  street: (props, { setLocation }) => <StreetField {...props} onLocate={setLocation} />,
  census: (props) => <CensusField {...props} />,
  captcha: (props, { captchaRound, onCaptchaWork }) => <CaptchaField {...props} round={captchaRound} onWork={onCaptchaWork} />,
  map: (props, { streetField }) => <MapField {...props} streetField={streetField} />,
} satisfies Record<FieldType, (props: FieldProps, hooks: FormHooks) => ReactNode>;

function FieldOfKind({ props, ...hooks }: { props: FieldProps } & FormHooks) {
  return FIELD_INPUTS[props.field.type](props, hooks);
}

interface Props {
  mailbox: Mailbox;
  user: SessionUser;
  /** The sign-in and profile pages, each with the way back to this form. */
  accountLinks: { signIn: string; profile: string };
  draftId: string;
  initialDraft?: Draft;
  onSent: (answer: CreateAnswer) => void;
}

const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * The form: pages (tabs) of fields, the contact block, privacy acceptance, help, print, and the submission.
 * Every change is saved as a draft; a submission is sent once (busy state), with an idempotency key that a
 * retry of the same body reuses, so a doubled or retried submission creates one request.
 */
export function FormBody({ mailbox, user, accountLinks, draftId, initialDraft, onSent }: Props) {
  const { tr, text, api, mailboxId, locale } = useForm();
  const pages = mailbox.form.pages;
  const paged = pages.length > 1;
  const [values, setValues] = useState<FormValues>(initialDraft?.values ?? {});
  // A signed-in citizen's details in the contact's empty fields (mode `yes`), from their profile and editable, as the
  // cita previa booking fills its own (src/domain/accounts/profile-fill.ts); the contact block says where they came from.
  const [fromProfile] = useState(() =>
    mailbox.contactRequest.mode === 'yes' && isCitizen(user)
      ? fillFromProfile(
          initialDraft?.contact ?? {},
          user,
          Object.fromEntries(mailbox.contactRequest.fields.map((f) => [f, f])) as Record<ContactField, ContactField>,
        )
      : { filled: initialDraft?.contact ?? {}, from: [] },
  );
  const [contact, setContact] = useState<Contact>(fromProfile.filled);
  const [privacyAccepted, setPrivacyAccepted] = useState(initialDraft?.privacyAccepted ?? false);
  const [page, setPage] = useState(Math.min(initialDraft?.page ?? 0, pages.length - 1));
  const [restored, setRestored] = useState(!!initialDraft && Object.keys(initialDraft.values).length > 0);
  /** The form's rules' errors, and the server's, which carry its words (`said`) for a key the form has no text for. */
  const [errors, setErrors] = useState<Array<RuleError & { said?: string }>>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const booksRooms = booksRoomBlocks(allFields(mailbox));
  /** The mailbox's rooms: asked for once (`loading` until then); `none` when it books none or they could not be read. */
  const [rooms, setRooms] = useState<RoomSummary[] | 'loading' | 'none'>(booksRooms ? 'loading' : 'none');
  /** The free blocks the server offered instead of a refused one, and a count that asks the day's blocks again. */
  const [roomNext, setRoomNext] = useState<{ suggested: RoomBlock[]; round: number }>({ suggested: [], round: 0 });
  useEffect(() => {
    if (!booksRooms) return;
    let live = true;
    void api.rooms(mailboxId).then((answer) => {
      const found = answered(answer);
      if (live) setRooms(found && Array.isArray(found.items) && found.items.length > 0 ? found.items : 'none');
    });
    return () => {
      live = false;
    };
  }, [api, mailboxId, booksRooms]);
  const captchaField = allFields(mailbox).find((f) => f.type === 'captcha');
  /** The shown captcha's proof of work: the solution to come, and once it came, the solution (null: none). */
  const captchaWork = useRef<{ pending: Promise<WorkSolution | null>; solution?: WorkSolution | null } | null>(null);
  const onCaptchaWork = (pending: Promise<WorkSolution | null>) => {
    const entry: { pending: Promise<WorkSolution | null>; solution?: WorkSolution | null } = { pending };
    captchaWork.current = entry;
    void pending.then((solution) => {
      entry.solution = solution;
    });
  };
  const [announcement, announce] = useAnnouncer();
  const attempt = useRef(initialDraft?.attempt);
  const sending = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const pageHeading = useRef<HTMLHeadingElement>(null);
  /** The page goTo moved to: its heading takes focus once shown, which a move to errors' page must not do. */
  const movedTo = useRef<number | null>(null);
  /** Set when a check or the server finds errors: only then does the summary take focus, not while they are corrected. */
  const summaryDue = useRef(false);

  const labels: Labels = {
    field: (f) => text(f.label),
    group: (g) => text(g.label),
    contact: (f) => tr(`request.contact.${f}`),
    day: (isoDay) => dayText(locale, isoDay),
    number: (n, step) => formatNumber(n, locale, step),
  };
  const message = (e: RuleError & { said?: string }) => {
    const own = tr(e.key, e.params);
    return own === e.key && e.said ? e.said : own;
  };
  const byField = Object.fromEntries(errors.map((e) => [e.field, message(e)]));

  const draftNow = (paymentNow: DraftPayment | undefined): Draft => draftOf(mailbox, { values, contact, privacyAccepted, page }, attempt.current, paymentNow);
  // A payment is saved at once: the gateway may take this very tab away the next moment.
  // Once sent, nothing writes the draft again: a save still waiting (the 300 ms after the last keystroke) would
  // otherwise put back, after the island cleared it, what was just sent, to be «recovered» on the next visit.
  const done = useRef(false);
  const payment = usePayment(
    mailbox,
    initialDraft?.payment,
    (next) => {
      if (!done.current) saveDraft(draftId, draftNow(next));
    },
    (sent: PaidAndSent) => {
      done.current = true;
      onSent({ reference: sent.reference, ...(sent.followUpKey ? { followUpKey: sent.followUpKey } : {}) });
    },
  );
  /** While a payment is under way the request is on the server as it was: what the form shows cannot change. */
  const locked = payment.phase === 'starting' || payment.phase === 'pending' || payment.phase === 'sending' || payment.phase === 'sent';
  // Anything else a moment after it changes, and at once when the page goes (the citizen follows the link to sign
  // in right after typing: what they typed must be there when they come back).
  useEffect(() => {
    const form = { values, contact, privacyAccepted, page };
    const timer = window.setTimeout(() => {
      if (!done.current) saveDraft(draftId, draftOf(mailbox, form, attempt.current, payment.payment));
    }, 300);
    return () => window.clearTimeout(timer);
  }, [draftId, mailbox, values, contact, privacyAccepted, page, payment.payment]);
  const saveNow = useRef(() => {});
  saveNow.current = () => {
    if (!done.current) saveDraft(draftId, draftOf(mailbox, { values, contact, privacyAccepted, page }, attempt.current, payment.payment));
  };
  useEffect(() => {
    const flush = () => saveNow.current();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);

  useEffect(() => {
    if (summaryDue.current && errors.length) summary.current?.focus();
    summaryDue.current = false;
  }, [errors]);
  useEffect(() => {
    if (movedTo.current === page) pageHeading.current?.focus();
    movedTo.current = null;
  }, [page]);

  const showErrors = (found: Array<RuleError & { said?: string }>) => {
    summaryDue.current = true;
    setErrors(found);
  };

  /** A corrected answer is no longer marked wrong nor listed in the summary (which keeps the focus where it is). */
  const forget = (...fields: string[]) => {
    if (errors.some((e) => fields.includes(e.field))) setErrors((list) => list.filter((e) => !fields.includes(e.field)));
  };
  const set = (name: string) => (value: FieldValue) => {
    setValues((all) => ({ ...all, [name]: value }));
    const group = allFields(mailbox).find((f) => f.name === name)?.group;
    forget(name, ...(group ? [`group.${group}`] : []));
  };
  const changeContact = (next: Contact) => {
    setContact(next);
    forget(...CONTACT_FIELDS.filter((f) => next[f] !== contact[f]).map((f) => `contact.${f}`));
  };
  const acceptPrivacy = (accepted: boolean) => {
    setPrivacyAccepted(accepted);
    if (accepted) forget('privacy');
  };
  const mapField = allFields(mailbox).find((f) => f.type === 'map');
  const setLocation = (place: Coordinates) => mapField && set(mapField.name)(place);
  const streetField = allFields(mailbox).find((f) => f.type === 'street');

  const contactNow = (): Contact =>
    mailbox.contactRequest.mode === 'auto' &&
    ['firstName', 'lastName', 'telephone', 'email'].some((f) => (user[f as keyof SessionUser] as string | undefined)?.trim())
      ? { firstName: user.firstName, lastName: user.lastName, telephone: user.telephone, email: user.email }
      : contact;

  const check = (onPages?: number[]) => validateRequest(mailbox, { values, contact: contactNow(), privacyAccepted, pages: onPages }, labels);
  /**
   * Mode `auto` sends the profile's contact: without a complete one, nothing can be sent yet
   * (docs/product-spec.md §5).
   */
  const needsAccount = mailbox.contactRequest.mode === 'auto' && !hasCompleteProfile(user);
  /** Everything that stops the request being sent: the account it needs first, then the form's own rules. */
  const checkAll = (): RuleError[] => [
    ...(needsAccount ? [{ field: 'account', key: isCitizen(user) ? 'request.account.profile' : 'request.account.needed' }] : []),
    ...check(),
  ];

  const goTo = (target: number) => {
    if (target > page) {
      for (let p = page; p < target; p++) {
        const found = check([p]);
        if (found.length) {
          setPage(p);
          showErrors(found);
          return;
        }
      }
    }
    setErrors([]);
    movedTo.current = target;
    setPage(target);
  };

  /** Shows what is wrong, on the first page that has it; answers whether anything was. */
  const refuse = (found: RuleError[]): boolean => {
    if (!found.length) return false;
    const firstPage = pages.findIndex((p) => p.fields.some((f) => found.some((e) => e.field === f.name || e.field === `group.${f.group}`)));
    if (paged && firstPage >= 0 && firstPage !== page) setPage(firstPage);
    showErrors(found);
    return true;
  };

  /**
   * "Pagar y enviar": nothing starts until the whole form is right; then the request and its payment go to the
   * server together and the gateway opens (within this click: the window opens before anything is awaited).
   */
  const payAndSend = async () => {
    if (refuse(checkAll())) return;
    // The gateway's window must open within this click, so the work cannot be waited for here.
    const work = captchaWork.current?.solution;
    if (captchaField && !work) {
      refuse([{ field: captchaField.name, key: work === undefined ? 'request.captcha.wait' : 'request.captcha.failed' }]);
      return;
    }
    setErrors([]);
    const body = { ...buildRequest(mailbox, values, contactNow(), undefined, privacyAccepted), ...(work ? { captchaWork: work } : {}) };
    saveDraft(draftId, { ...draftNow(payment.payment), values });
    const outcome = await payment.start(body);
    if (outcome.started) return;
    if (outcome.answer) setFailure(failureMessages(outcome.answer));
    else if (outcome.message && outcome.message !== payment.amountProblem()) setFailure([outcome.message]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (mailbox.payments) return payAndSend();
    if (refuse(checkAll())) return;
    setErrors([]);
    sending.current = true;
    setBusy(true);
    announce(tr('request.sending'));
    // The captcha's work, solved in the background while the citizen typed; waited for when it is not done yet.
    const solved = captchaWork.current?.solution;
    const work = !captchaField ? undefined : solved !== undefined ? solved : await captchaWork.current?.pending;
    if (captchaField && !work) {
      sending.current = false;
      setBusy(false);
      refuse([{ field: captchaField.name, key: 'request.captcha.failed' }]);
      return;
    }
    const body = { ...buildRequest(mailbox, values, contactNow(), undefined, privacyAccepted), ...(work ? { captchaWork: work } : {}) };
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { key: newKey(), body: serialized };
    saveDraft(draftId, { ...draftNow(payment.payment), values });
    const answer = await api.create(mailboxId, body, attempt.current!.key);
    sending.current = false;
    setBusy(false);
    const sent = answered(answer);
    if (typeof sent?._id === 'string') {
      done.current = true;
      return onSent(sent);
    }
    setFailure(failureMessages(answer));
  };

  const failureMessages = (answer: ApiResult<Pick<CreateAnswer, 'errCode' | 'errors'>>): string[] => {
    const refusal = refusalOf(answer);
    if (!refusal || isFailure(answer)) return [refusal?.offline ? tr('request.error.offline') : tr('request.error.send')];
    if (refusal.code === 'captcha') {
      setCaptchaRound((n) => n + 1);
      return [tr('request.error.captcha')];
    }
    if (refusal.code === 'room-taken' || refusal.code === 'room-slot') {
      // The block sent cannot be had: the choice is emptied (its error stays) and the server's next free blocks offered.
      setValues((all) => ({ ...all, [START_FIELD]: '' }));
      setRoomNext((was) => ({ suggested: nextFreeBlocks(answer), round: was.round + 1 }));
    }
    if (answer.errors?.length) {
      showErrors(answer.errors.map((e) => ({ field: e.field, key: e.key, params: e.params, ...(e.message ? { said: e.message } : {}) })));
      return answer.errors.map((e) => (tr(e.key, e.params) !== e.key ? tr(e.key, e.params) : (e.message ?? tr('request.error.send'))));
    }
    const code = refusal.code;
    if (code && tr(`request.error.${code}`) !== `request.error.${code}`) return [tr(`request.error.${code}`)];
    return [tr('request.error.send')];
  };

  const renderField = (field: Field): ReactNode => (
    <FieldOfKind
      key={field.name}
      props={{ field, value: values[field.name], onChange: set(field.name), error: byField[field.name] }}
      setLocation={setLocation}
      streetField={streetField}
      captchaRound={captchaRound}
      onCaptchaWork={onCaptchaWork}
      rooms={rooms === 'none' ? undefined : { list: rooms, roomSlug: typeof values[ROOM_FIELD] === 'string' ? values[ROOM_FIELD] : '', ...roomNext }}
    />
  );

  /** Fields of one group sit in a fieldset with the group's name and its 'Grupo requerido' message. */
  const renderFields = (fields: Field[]): ReactNode[] => {
    const out: ReactNode[] = [];
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      const group = field.group ? mailbox.form.groups.find((g) => g.id === field.group) : undefined;
      if (!group) {
        out.push(renderField(field));
        continue;
      }
      const members: Field[] = [];
      while (i < fields.length && fields[i]!.group === group.id) members.push(fields[i++]!);
      i--;
      const error = byField[`group.${group.id}`];
      out.push(
        <fieldset key={`group-${group.id}`} id={`rf-group.${group.id}`} className={`rf-group${error ? ' rf-invalid' : ''}`} tabIndex={-1}>
          <legend className="rf-label">{text(group.label)}</legend>
          {error ? (
            <p className="rf-error">
              <span className="visually-hidden">Error: </span>
              {error}
            </p>
          ) : null}
          {members.map(renderField)}
        </fieldset>,
      );
    }
    return out;
  };

  const contactBlock = (
    <ContactBlock mailbox={mailbox} contact={contact} onChange={changeContact} errors={byField} user={user} filledFromProfile={fromProfile.from.length > 0} />
  );
  /** What "Pagar y enviar" still waits for, in the form's words. */
  const missing = mailbox.payments && (payment.phase === 'idle' || payment.phase === 'failed') ? missingBeforePaying() : [];
  function missingBeforePaying(): string[] {
    const names = checkAll().map((e) => {
      if (e.field === 'account') return tr(isCitizen(user) ? 'request.payment.missingProfile' : 'request.payment.missingAccount');
      if (e.field === 'privacy') return tr('request.payment.missingPrivacy');
      if (e.field.startsWith('contact.')) return tr(`request.contact.${e.field.slice(8)}`);
      if (e.field.startsWith('group.')) return text(mailbox.form.groups.find((g) => `group.${g.id}` === e.field)?.label);
      return text(allFields(mailbox).find((f) => f.name === e.field)?.label);
    });
    if (payment.amountProblem()) names.push(tr('request.payment.missingAmount'));
    return [...new Set(names.filter(Boolean))];
  }
  const last = page === pages.length - 1;
  const current = pages[page]!;
  const contactAbove = mailbox.contactRequest.position === 'above';

  return (
    <div className={`rf-layout${mailbox.ayudavisible && mailbox.ayuda?.length ? ' rf-with-help' : ''}`}>
      <div className="rf-main">
        {mailbox.description ? <p className="rf-description">{text(mailbox.description)}</p> : null}
        {restored && !locked ? (
          <div className="rf-notice rf-restored">
            <p>{tr('request.draftRestored')}</p>
            <button
              type="button"
              className="rf-link-button"
              onClick={() => {
                setValues({});
                setContact({});
                setPrivacyAccepted(false);
                setPage(0);
                setErrors([]);
                setRestored(false);
                attempt.current = undefined;
              }}
            >
              {tr('request.draftDiscard')}
            </button>
          </div>
        ) : null}
        <ErrorSummary errors={errors.map((e) => ({ field: e.field, message: message(e) }))} focusRef={summary} />
        {needsAccount ? <AccountNeeded user={user} links={accountLinks} /> : null}
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} className="rf-form">
          {/* Always rendered, only disabled while paying: the fields keep their state across the payment. */}
          <fieldset className="rf-lockable" disabled={locked}>
            <p className="rf-hint">{tr('request.requiredNote')}</p>
            {paged ? (
              <nav aria-label={text(mailbox.title)} className="rf-steps">
                <ol>
                  {pages.map((p, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a form's pages never change while it is open and have no id; the index is the page (goTo(i), its step number)
                    <li key={i}>
                      <button type="button" aria-current={i === page ? 'step' : undefined} onClick={() => goTo(i)}>
                        <span className="rf-step-number" aria-hidden="true">
                          {i + 1}
                        </span>{' '}
                        {text(p.title)}
                      </button>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            {contactAbove && page === 0 ? contactBlock : null}
            <section className="rf-page" aria-labelledby="rf-page-title">
              <h2 id="rf-page-title" className="rf-section-title" tabIndex={-1} ref={pageHeading}>
                {paged ? tr('request.step', { current: page + 1, total: pages.length, title: text(current.title) }) : text(current.title)}
              </h2>
              {renderFields(current.fields)}
            </section>
            {!contactAbove && last ? contactBlock : null}
            {last && needsPrivacyAcceptance(mailbox) ? (
              <PrivacyBlock mailbox={mailbox} accepted={privacyAccepted} onChange={acceptPrivacy} error={byField.privacy} />
            ) : null}
          </fieldset>
          {last ? (
            <PaymentBlock
              control={payment}
              error={byField.payment}
              missing={missing}
              onRetry={() => {
                payment.reset();
                void payAndSend();
              }}
            />
          ) : null}
          <div className="rf-actions">
            {paged && page > 0 ? (
              <button type="button" className="button secondary" disabled={locked} onClick={() => goTo(page - 1)}>
                {tr('request.previous')}
              </button>
            ) : null}
            {last && mailbox.payments ? null : last ? (
              // Distinct keys: React must not turn the clicked "Next" into this submit button mid-click (the click would submit).
              <button key="submit" type="submit" className="button" aria-disabled={busy || undefined}>
                {busy ? tr('request.sending') : mailbox.submitText ? text(mailbox.submitText) : tr('request.submit')}
              </button>
            ) : (
              <button key="next" type="button" className="button" onClick={() => goTo(page + 1)}>
                {tr('request.next')}
              </button>
            )}
          </div>
          {/* The printable copy holds what was typed: before anything is, there is nothing to print, so no button,
              and it stands apart from the buttons that move the form on, never beside «Enviar». */}
          {printedFields(mailbox, values).length ? (
            <p className="rf-print">
              <button type="button" className="rf-link-button" onClick={() => window.print()}>
                {tr('request.print')}
              </button>
            </p>
          ) : null}
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>
        </form>
        <PrintCopy mailbox={mailbox} values={values} />
      </div>
      <HelpPanel mailbox={mailbox} />
      {failure ? (
        <Modal
          kind="error"
          title={tr('request.errorsTitle')}
          onClose={() => setFailure(null)}
          actions={[{ label: tr('common.close'), primary: true, onClick: () => setFailure(null) }]}
        >
          <ul>
            {failure.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's messages, replaced whole each time the dialog opens; two may read the same, and an item holds no state
              <li key={i}>{m}</li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </div>
  );
}
