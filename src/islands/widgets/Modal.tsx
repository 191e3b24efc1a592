import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { trapFocus } from '../../browser/focus-trap.ts';
import './widgets.css';

/** docs/product-spec.md §9: a closing modal is removed after a 500 ms animation (none when motion is reduced). */
export const MODAL_REMOVAL_MS = 500;

export type ModalKind = 'success' | 'error' | 'question';

export interface ModalProps {
  kind: ModalKind;
  title: string;
  children?: ReactNode;
  /** The buttons: the first one gets focus. At least one closes the modal through `onClose`. */
  actions: Array<{ label: string; onClick: () => void; primary?: boolean }>;
  /** Escape and the backdrop call this too. */
  onClose: () => void;
}

const ICONS: Record<ModalKind, ReactNode> = {
  success: <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />,
  error: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />,
  question: (
    <path d="M11 18h2v-2h-2v2Zm1-16a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm0-14a4 4 0 0 0-4 4h2a2 2 0 1 1 4 0c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5a4 4 0 0 0-4-4Z" />
  ),
};

/**
 * The modal of docs/product-spec.md §2 with a success, error or question icon: a native modal dialog (the page behind
 * is inert), focus on the first action, Tab kept inside, Escape closes, focus goes back to where it was.
 * On phones it is a bottom sheet (CSS). Closing plays the 500 ms removal animation before `onClose`.
 */
export function Modal({ kind, title, children, actions, onClose }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    returnTo.current = document.activeElement;
    trapFocus(el);
    if (!el.open) el.showModal();
    el.querySelector<HTMLButtonElement>('.modal-actions button')?.focus();
    return () => {
      if (returnTo.current instanceof HTMLElement && returnTo.current.isConnected) returnTo.current.focus();
    };
  }, []);

  const close = (then: () => void) => {
    if (closing) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setClosing(true);
    window.setTimeout(
      () => {
        dialog.current?.close();
        then();
      },
      reduced ? 0 : MODAL_REMOVAL_MS,
    );
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop (the dialog element itself) is the pointer's way to dismiss; the keyboard's is Escape, the cancel event handled here (APG modal dialog)
    <dialog
      ref={dialog}
      className={`modal modal-${kind}${closing ? ' modal-closing' : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close(onClose);
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close(onClose);
      }}
    >
      <div className="modal-body">
        <svg className="modal-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          {ICONS[kind]}
        </svg>
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {children}
        <div className="modal-actions">
          {actions.map((action) => (
            <button key={action.label} type="button" className={action.primary ? 'button' : 'button secondary'} onClick={() => close(action.onClick)}>
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </dialog>
  );
}
