import { useId, useState, type FormEvent } from 'react';
import { refusalOf } from '../../api/client.ts';
import type { RequestTexts } from '../shared/requests/texts.ts';

interface Props {
  texts: RequestTexts;
  /** The reference of the page's address, if any: the field starts with it. */
  reference: string | undefined;
  /** `requestsApi.resendLink`. */
  send: (reference: string, email: string) => Promise<unknown>;
}

type Said = { kind: 'sent' | 'error'; text: string } | undefined;

/**
 * "¿Ha perdido el enlace?" (docs/requests-api.md "The citizen"): the reference and the e-mail address the request
 * was sent with; the server sends the link to that address when they match, and answers the same when they do not,
 * so the page says the same too. Both fields are asked for before anything is sent.
 */
export function LinkAgain({ texts, reference: given, send }: Props) {
  const { tr } = texts;
  const ids = { title: useId(), reference: useId(), email: useId(), problem: useId() };
  const [reference, setReference] = useState(given ?? '');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reference.trim() || !email.trim()) {
      setSaid(undefined);
      return setMissing(true);
    }
    setMissing(false);
    setBusy(true);
    const answer = await send(reference.trim(), email.trim());
    setBusy(false);
    setSaid(refusalOf(answer) ? { kind: 'error', text: tr('followUp.lost.error') } : { kind: 'sent', text: tr('followUp.lost.sent') });
  };

  const invalid = (value: string) => (missing && !value.trim() ? true : undefined);
  return (
    <section aria-labelledby={ids.title} className="link-again no-print">
      <h2 id={ids.title}>{tr('followUp.lost.heading')}</h2>
      <p>{tr('followUp.lost.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {missing ? (
          <p className="error" id={ids.problem}>
            <span className="visually-hidden">Error: </span>
            {tr('followUp.lost.missing')}
          </p>
        ) : null}
        <p>
          <label htmlFor={ids.reference}>{tr('followUp.lost.reference')}</label>
          <input
            id={ids.reference}
            name="reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={reference}
            aria-invalid={invalid(reference)}
            aria-describedby={invalid(reference) ? ids.problem : undefined}
            onChange={(event) => setReference(event.target.value)}
          />
        </p>
        <p>
          <label htmlFor={ids.email}>{tr('followUp.lost.email')}</label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            aria-invalid={invalid(email)}
            aria-describedby={invalid(email) ? ids.problem : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </p>
        <p>
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {tr('followUp.lost.submit')}
          </button>
        </p>
        <p role="status" className={said?.kind === 'error' ? 'error' : undefined}>
          {said?.text}
        </p>
      </form>
    </section>
  );
}
