import { useRef, useState, type MouseEvent } from 'react';
import { useForm } from './context.ts';
import type { RequestResult } from './RequestForm.tsx';

/**
 * How long after the success dialog opens its link ignores a tap: longer than a double tap takes, shorter than
 * anyone reads the dialog and reaches for the link.
 */
export const FOLLOW_LINK_GUARD_MS = 800;

/**
 * Where the citizen follows what they just sent (docs/requests-api.md "The citizen"): "Mis solicitudes" for a citizen with an account, or,
 * sent without one, the private link (the reference and the key in the fragment, which no server ever receives),
 * named by where it leads and its address shown in full beside it so it can be copied or written down, since this dialog is the only place besides the receipt
 * e-mail that has it.
 */
export function FollowUpLink({ result, path, guarded = false }: { result: RequestResult; path: string | undefined; guarded?: boolean }) {
  const { tr } = useForm();
  const [copied, setCopied] = useState(false);
  const shownAt = useRef(Date.now());
  // In the success dialog (`guarded`), a tap that started before it opened (the second of a double tap on
  // Enviar, landing where the dialog now is) must not take the citizen away before they have read it.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (guarded && Date.now() - shownAt.current < FOLLOW_LINK_GUARD_MS) event.preventDefault();
  };
  if (!result.reference || !path) return null;
  const page = `${path}/${encodeURIComponent(result.reference)}`;
  if (!result.followUpKey) {
    return (
      <p className="rf-follow">
        {tr('request.followUp.account')}{' '}
        <a href={page} onClick={onClick}>
          {tr('request.followUp.open')}
        </a>
      </p>
    );
  }
  const link = new URL(`${page}#clave=${result.followUpKey}`, window.location.origin).toString();
  const canCopy = typeof navigator !== 'undefined' && !!navigator.clipboard;
  return (
    <div className="rf-follow">
      <p>{tr('request.followUp.private')}</p>
      {/* The link says where it leads; the address itself follows as text to copy or write down, so the dialog is
          not led by forty characters of key, nor a screen reader made to spell them as the link's name. */}
      <p>
        <a href={link} onClick={onClick}>
          {tr('request.followUp.open')}
        </a>
      </p>
      <p className="rf-follow-link">
        <code>{link}</code>
      </p>
      {canCopy ? (
        <p>
          <button
            type="button"
            className="button secondary"
            onClick={() =>
              void navigator.clipboard.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {tr('request.followUp.copy')}
          </button>{' '}
          <span role="status">{copied ? tr('request.followUp.copied') : ''}</span>
        </p>
      ) : null}
      <p className="rf-hint">{tr('request.followUp.mailed')}</p>
    </div>
  );
}
