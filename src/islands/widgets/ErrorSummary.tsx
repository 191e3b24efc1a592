import { useEffect, useRef, type RefObject } from 'react';

/** One line of the summary: the message, and the id of the field it links to. */
export interface SummaryError {
  target: string;
  message: string;
}

interface Props {
  title: string;
  /** The title's id, which names the summary. */
  titleId: string;
  errors: readonly SummaryError[];
  /** The form's own look: `rf-summary`, `sv-summary`, `account-summary`. */
  className: string;
  titleLevel?: 'h2' | 'h3';
  titleClassName?: string | undefined;
  id?: string | undefined;
  /** The form moves the focus itself; without it, the summary takes the focus whenever a new list shows. */
  focusRef?: RefObject<HTMLDivElement | null> | undefined;
  /**
   * A page without islands (the account pages) renders it empty and hidden, and its script fills the list and
   * shows it (src/browser/account-forms.ts); otherwise an empty summary is not rendered at all.
   */
  filledByScript?: boolean;
}

/** The field an error links to, or its group's first control (`rf-x` or its wrapper `rf-x-field`). */
function focusField(target: string): boolean {
  const found = document.getElementById(target) ?? document.getElementById(`${target}-field`);
  if (!found) return false;
  found.scrollIntoView({ block: 'center' });
  (found.matches('input,select,textarea,button') ? found : (found.querySelector<HTMLElement>('input,select,textarea,button') ?? found)).focus();
  return true;
}

/**
 * What stops a form's sending, listed at the top with a link to each field (GOV.UK's error summary), for the
 * request form, the survey forms and the account pages alike: it takes the focus when it appears, so keyboard
 * and screen-reader users land on it, and a link moves the focus to its field.
 */
export function ErrorSummary({ title, titleId, errors, className, titleLevel = 'h2', titleClassName, id, focusRef, filledByScript = false }: Props) {
  const own = useRef<HTMLDivElement>(null);
  const box = focusRef ?? own;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new list (a second failed send) takes the focus again
  useEffect(() => {
    if (!focusRef && errors.length > 0) own.current?.focus();
  }, [errors]);
  if (errors.length === 0 && !filledByScript) return null;
  const Title = titleLevel;
  return (
    <div
      className={className}
      id={id}
      tabIndex={-1}
      role="alert"
      ref={box}
      aria-labelledby={titleId}
      hidden={filledByScript && errors.length === 0 ? true : undefined}
      data-error-summary={filledByScript ? '' : undefined}
    >
      <Title id={titleId} className={titleClassName}>
        {title}
      </Title>
      <ul>
        {errors.map((error, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one field may have several errors, so the index keeps keys unique; an item holds no state, so a shifted key costs only a re-render
          <li key={`${error.target}-${i}`}>
            <a
              href={`#${error.target}`}
              onClick={(event) => {
                if (focusField(error.target)) event.preventDefault();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
