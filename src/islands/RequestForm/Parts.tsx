import { useEffect, useRef, useState, type RefObject } from 'react';
import DOMPurify from 'dompurify';
import type { SessionUser } from '../../api/auth.ts';
import { CONTACT_FIELDS, allFields, type ContactField, type Mailbox } from '../../schemas/mailbox.ts';
import { NOT_PRINTED } from '../../domain/requests/request-copy.ts';
import type { Contact, FormValues } from '../../domain/requests/request-rules.ts';
import { isCitizen } from '../../browser/account-user.ts';
import { trapFocus } from '../../browser/focus-trap.ts';
import { optionLabel } from './Fields.tsx';
import { useForm } from './context.ts';
import { ErrorSummary as SharedErrorSummary } from '../widgets/ErrorSummary.tsx';

/** Whether the session's profile lets it send where the contact comes from the profile (src/domain/accounts/account-rules.ts). */
export { hasCompleteProfile } from '../../domain/accounts/account-rules.ts';

/** Mailbox HTML (privacy policy, help) comes from the API at run time: sanitised before it reaches the page. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the mailbox's HTML has just been through DOMPurify (HTML profile, no style, form or input); rendering it as HTML is the point
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const AUTOCOMPLETE: Record<ContactField, string> = { firstName: 'given-name', lastName: 'family-name', telephone: 'tel', email: 'email' };
const TYPES: Record<ContactField, string> = { firstName: 'text', lastName: 'text', telephone: 'tel', email: 'email' };

/**
 * Who is writing (docs/product-spec.md §5): mode `yes` asks for the listed fields (a signed-in
 * citizen finds them filled from the profile, and may change them); mode `auto` shows the profile's details, or asks
 * for them when the profile has none (a device user has no profile).
 */
export function ContactBlock({
  mailbox,
  contact,
  onChange,
  errors,
  user,
  filledFromProfile = false,
}: {
  mailbox: Mailbox;
  contact: Contact;
  onChange: (c: Contact) => void;
  errors: Record<string, string>;
  user?: SessionUser;
  /** Whether some of the fields were filled from the signed-in citizen's profile: the block says so. */
  filledFromProfile?: boolean;
}) {
  const { tr } = useForm();
  const { mode, fields } = mailbox.contactRequest;
  if (mode === 'no') return null;
  const listed = CONTACT_FIELDS.filter((f) => fields.includes(f));
  const fromProfile = mode === 'auto' && listed.some((f) => (user?.[f] ?? '').trim() !== '');
  return (
    <fieldset className="rf-contact">
      <legend className="rf-section-title">{tr('request.contact.title')}</legend>
      {fromProfile ? (
        <>
          <p>{tr('request.contact.auto')}</p>
          <dl className="rf-profile">
            {listed
              .filter((f) => user?.[f])
              .map((f) => (
                <div key={f}>
                  <dt>{tr(`request.contact.${f}`)}</dt>
                  <dd>{user?.[f]}</dd>
                </div>
              ))}
          </dl>
        </>
      ) : mode === 'auto' ? (
        <p className="rf-notice rf-failed">{tr('request.error.profile')}</p>
      ) : (
        <>
          {filledFromProfile ? <p className="rf-hint">{tr('request.contact.fromProfile')}</p> : null}
          <div className="rf-contact-grid">
            {listed.map((f) => {
              const id = `rf-contact-${f}`;
              const error = errors[`contact.${f}`];
              const required = mode === 'yes';
              return (
                <div key={f} className={`rf-field${error ? ' rf-invalid' : ''}`} id={`${id}-field`}>
                  <label className="rf-label" htmlFor={id}>
                    {tr(`request.contact.${f}`)}
                    {required ? (
                      <span className="rf-required" aria-hidden="true">
                        {' '}
                        *
                      </span>
                    ) : null}
                  </label>
                  {error ? (
                    <p className="rf-error" id={`${id}-error`}>
                      <span className="visually-hidden">Error: </span>
                      {error}
                    </p>
                  ) : null}
                  <input
                    id={id}
                    className="rf-input"
                    type={TYPES[f]}
                    autoComplete={AUTOCOMPLETE[f]}
                    aria-required={required || undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    value={contact[f] ?? ''}
                    onChange={(event) => onChange({ ...contact, [f]: event.target.value })}
                  />
                </div>
              );
            })}
          </div>
        </>
      )}
    </fieldset>
  );
}

/**
 * Instead of docs/product-spec.md §5's dead end, the way in (docs/accounts-api.md): a citizen without an account is
 * offered to sign in or register, and one whose profile lacks what the mailbox sends, to complete it. Either page
 * brings them back here, where what they typed is waiting (the draft). Shown above the form on every page, so that it
 * is seen first.
 */
export function AccountNeeded({ user, links }: { user: SessionUser; links: { signIn: string; profile: string } }) {
  const { tr } = useForm();
  const citizen = isCitizen(user);
  return (
    <section className="rf-notice rf-account" id="rf-account" tabIndex={-1} aria-labelledby="rf-account-title">
      <h2 className="rf-section-title" id="rf-account-title">
        {tr(citizen ? 'request.account.profile' : 'request.account.needed')}
      </h2>
      <p>{tr(citizen ? 'request.error.profile' : 'request.account.why')}</p>
      <p>
        <a className="button" href={citizen ? links.profile : links.signIn}>
          {tr(citizen ? 'request.account.profileLink' : 'request.account.signIn')}
        </a>
      </p>
    </section>
  );
}

/** The privacy acceptance (docs/product-spec.md §5); the policy opens in a dialog (docs/product-spec.md §2). */
export function PrivacyBlock({ mailbox, accepted, onChange, error }: { mailbox: Mailbox; accepted: boolean; onChange: (a: boolean) => void; error?: string }) {
  const { tr, text } = useForm();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current) trapFocus(dialog.current);
  }, []);
  return (
    <div className={`rf-field rf-privacy${error ? ' rf-invalid' : ''}`} id="rf-privacy-field">
      {error ? (
        <p className="rf-error" id="rf-privacy-error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {mailbox.privacyPolicyInfo ? <p className="rf-hint">{text(mailbox.privacyPolicyInfo)}</p> : null}
      <div className="rf-check">
        <input
          id="rf-privacy"
          type="checkbox"
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rf-privacy-error' : undefined}
          // The whole sentence, its link included: "He leído y acepto las Condiciones y Política de privacidad".
          aria-labelledby="rf-privacy-label rf-privacy-link"
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor="rf-privacy" id="rf-privacy-label">
          {tr('request.privacy.accept')}{' '}
        </label>
        <button type="button" id="rf-privacy-link" className="rf-link-button" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
          {tr('request.privacy.link')}
        </button>
      </div>
      <dialog ref={dialog} className="modal rf-policy" aria-labelledby="rf-policy-title">
        <div className="modal-body">
          <h2 id="rf-policy-title" className="modal-title">
            {tr('request.privacy.link')}
          </h2>
          <SafeHtml html={text(mailbox.privacyPolicy)} className="rf-policy-text" />
          <div className="modal-actions">
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              {tr('common.close')}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}

/**
 * The help side panel (docs/product-spec.md §2): an accordion, shown when the mailbox has `ayuda` and `ayudavisible`.
 */
export function HelpPanel({ mailbox }: { mailbox: Mailbox }) {
  const { tr, text } = useForm();
  if (!mailbox.ayudavisible || !mailbox.ayuda?.length) return null;
  return (
    <aside className="rf-help" aria-labelledby="rf-help-title">
      <h2 id="rf-help-title" className="rf-section-title">
        {tr('request.help')}
      </h2>
      {mailbox.ayuda.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the mailbox's help items never change on the page and have no id; their order is what the town hall wrote
        <details key={i} open={i === 0}>
          <summary>{text(item.title)}</summary>
          <SafeHtml html={text(item.body)} />
        </details>
      ))}
    </aside>
  );
}

/**
 * Errors summarised at the top, each a link to its field (src/islands/widgets/ErrorSummary.tsx); the form moves
 * the focus to it when a check or the server finds errors.
 */
export function ErrorSummary({ errors, focusRef }: { errors: Array<{ field: string; message: string }>; focusRef: RefObject<HTMLDivElement | null> }) {
  const { tr } = useForm();
  const target = (field: string) => (field.startsWith('contact.') ? `rf-contact-${field.slice(8)}` : `rf-${field}`);
  return (
    <SharedErrorSummary
      className="rf-summary"
      title={tr('request.summaryTitle')}
      titleId="rf-summary-title"
      titleClassName="rf-section-title"
      errors={errors.map((e) => ({ target: target(e.field), message: e.message }))}
      focusRef={focusRef}
    />
  );
}

/** The fields the printable copy shows: those of a printed kind with an answer (a number as typed too). */
export function printedFields(mailbox: Mailbox, values: FormValues) {
  return allFields(mailbox).filter((f) => {
    const value = values[f.name];
    return !NOT_PRINTED.includes(f.type) && ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number');
  });
}

/**
 * The printable copy (docs/product-spec.md §2): what was typed, without images, files, map, captcha, census, pdf or
 * contact.
 */
export function PrintCopy({ mailbox, values }: { mailbox: Mailbox; values: FormValues }) {
  const { tr, text } = useForm();
  const rows = printedFields(mailbox, values);
  return (
    <section className="rf-print-copy" aria-hidden="true">
      <h2>
        {tr('request.printTitle')}: {text(mailbox.title)}
      </h2>
      <dl>
        {rows.map((f) => {
          const raw = String(values[f.name]);
          const option = f.options?.find((o) => (typeof o === 'string' ? o : o.value) === raw);
          return (
            <div key={f.name} className="rf-print-row">
              <dt>{text(f.label)}</dt>
              <dd>{option ? optionLabel(option, text) : f.type === 'datetime' ? new Date(raw).toLocaleString() : raw}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

export function useAnnouncer(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  return [
    message,
    (next: string) => {
      setMessage('');
      window.setTimeout(() => setMessage(next), 50);
    },
  ];
}
