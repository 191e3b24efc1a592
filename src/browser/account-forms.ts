/**
 * What the account pages' scripts share (`/cuenta…`, components/account/): the page's settings and texts, the
 * API, and GOV.UK's way with a form's problems — each field's message above it, all of them in a summary at the
 * top that takes focus and links to each field. The pages are HTML already; these only fill, show and hide.
 */
import { accountsApi, type AccountAnswer } from '../api/accounts.ts';
import { createApiClient, isFailure, refusalOf, type ApiResult } from '../api/client.ts';
import type { AccountProblem } from '../domain/accounts/account-rules.ts';
import type { RealmConfig } from '../schemas/realm.ts';
import { fillPlaceholders } from '../i18n/placeholders.ts';

export interface AccountPage {
  root: HTMLElement;
  realm: string;
  lang: string;
  api: ReturnType<typeof accountsApi>;
  /** Links of the site in the page's language. */
  links: { home: string; signIn: string; profile: string; password: string };
  /** A text of the page's language by key, placeholders filled. */
  text: (key: string, params?: Record<string, string>) => string;
}

/** The live part of an account page, shown now that its script runs. */
export function accountPage(): AccountPage | undefined {
  const root = document.querySelector<HTMLElement>('[data-account-page]');
  if (!root) return undefined;
  const data = root.dataset;
  const messages = JSON.parse(data.messages ?? '{}') as Record<string, string>;
  const realm = data.realm!;
  const lang = data.lang!;
  const endpoints = { auth: data.authApi } as RealmConfig['endpoints'];
  root.hidden = false;
  return {
    root,
    realm,
    lang,
    api: accountsApi(createApiClient({ language: lang }), { id: realm, endpoints }, lang),
    links: { home: data.home!, signIn: data.signIn!, profile: data.profile!, password: data.password! },
    text: (key, params = {}) => fill(messages[key] ?? key, params),
  };
}

/** `{name}` placeholders of a text filled (the texts are the page's; values go in as text, never as HTML). */
export function fill(template: string, params: Record<string, string>): string {
  return fillPlaceholders(template, params);
}

/** Fills an element's `data-template` with values. */
export function fillTemplate(element: HTMLElement | null, params: Record<string, string>): void {
  if (element?.dataset.template) element.textContent = fill(element.dataset.template, params);
}

/** Shows one of a page's `[data-state]` parts and hides the others; a part shown after the first takes focus. */
export function showState(root: HTMLElement, state: string, focus = true): HTMLElement | undefined {
  let shown: HTMLElement | undefined;
  for (const part of root.querySelectorAll<HTMLElement>('[data-state]')) {
    part.hidden = part.dataset.state !== state;
    if (!part.hidden) shown = part;
  }
  if (focus && shown?.tabIndex === -1) shown.focus();
  return shown;
}

/** The form's values by field name, as typed (the server trims). */
export function valuesOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
}

/** A problem as the page shows it: which field, and what to do. */
export interface ShownProblem {
  field: string;
  message: string;
}

/** Clears a form's messages: the summary, and each field's. */
export function clearProblems(form: HTMLFormElement, summary: HTMLElement): void {
  summary.hidden = true;
  summary.querySelector('ul')!.replaceChildren();
  for (const field of form.querySelectorAll<HTMLElement>('[data-field]')) setFieldError(field, undefined);
}

function setFieldError(field: HTMLElement, message: string | undefined): void {
  const error = field.querySelector<HTMLElement>('.account-error')!;
  const input = field.querySelector<HTMLInputElement>('input')!;
  const hint = field.querySelector<HTMLElement>('.account-hint');
  field.classList.toggle('account-invalid', !!message);
  error.hidden = !message;
  error.replaceChildren();
  if (message) {
    const prefix = document.createElement('span');
    prefix.className = 'visually-hidden';
    prefix.textContent = 'Error: ';
    error.append(prefix, message);
    input.setAttribute('aria-invalid', 'true');
  } else input.removeAttribute('aria-invalid');
  input.setAttribute('aria-describedby', [hint?.id, message ? error.id : undefined].filter(Boolean).join(' '));
  if (!input.getAttribute('aria-describedby')) input.removeAttribute('aria-describedby');
}

/**
 * Shows a form's problems: each under its field's label, and all of them in the summary, which takes focus so a
 * screen reader reads them first; each item links to its field. A problem of no field (the server was
 * unreachable) is listed in the summary alone.
 */
export function showProblems(form: HTMLFormElement, summary: HTMLElement, problems: ShownProblem[]): void {
  clearProblems(form, summary);
  const list = summary.querySelector('ul')!;
  for (const problem of problems) {
    const field = form.querySelector<HTMLElement>(`[data-field="${problem.field}"]`);
    const input = field?.querySelector<HTMLInputElement>('input');
    if (field && input && field.querySelector('.account-error')!.hasChildNodes() === false) setFieldError(field, problem.message);
    const item = document.createElement('li');
    if (input) {
      const link = document.createElement('a');
      link.href = `#${input.id}`;
      link.textContent = problem.message;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        input.focus();
        input.scrollIntoView({ block: 'center' });
      });
      item.append(link);
    } else item.textContent = problem.message;
    list.append(item);
  }
  summary.hidden = problems.length === 0;
  if (problems.length) summary.focus();
}

/** A rule's problems (src/domain/accounts/account-rules.ts) in the page's words. */
export function rulesProblems(page: AccountPage, problems: AccountProblem[]): ShownProblem[] {
  return problems.map((p) => ({ field: p.field, message: page.text(p.key, p.params) }));
}

/** Whether an answer is the call's success (200, or 202 for a call that sends a message): no refusal. */
export function succeeded(answer: ApiResult<AccountAnswer>): boolean {
  return refusalOf(answer) === undefined;
}

/**
 * What went wrong with a call, in the page's words: the form's problems the server found, the rate limit, the
 * server out of reach, or that it did not work. `field` is where a problem of no field of its own is shown.
 */
export function answerProblems(page: AccountPage, answer: ApiResult<AccountAnswer>, field: string): ShownProblem[] {
  const refusal = refusalOf(answer);
  if (isFailure(answer)) return [{ field, message: page.text(refusal?.offline ? 'account.error.offline' : 'account.error.failed') }];
  if (refusal?.code === 'rate') return [{ field, message: page.text('account.error.rate') }];
  if (answer.errors?.length) return answer.errors.map((e) => ({ field: e.field, message: page.text(e.key, e.params) }));
  return [{ field, message: page.text('account.error.failed') }];
}

/**
 * Runs a form's submission once at a time: a second press while the first is on its way does nothing, and the
 * button says so (aria-disabled keeps it in the tab order and readable, unlike disabled).
 */
export function onSubmit(form: HTMLFormElement, handler: () => Promise<void>): void {
  let running = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (running) return;
    running = true;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    button?.setAttribute('aria-disabled', 'true');
    form.setAttribute('aria-busy', 'true');
    void handler().finally(() => {
      running = false;
      button?.removeAttribute('aria-disabled');
      form.removeAttribute('aria-busy');
    });
  });
}

/** The "show the password" buttons: the field becomes text and back, the button saying which it will do. */
export function passwordToggles(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-show-password]')) {
    const input = document.getElementById(button.getAttribute('aria-controls')!) as HTMLInputElement;
    button.addEventListener('click', () => {
      const showing = input.type === 'password';
      input.type = showing ? 'text' : 'password';
      button.textContent = (showing ? button.dataset.hide : button.dataset.show) ?? '';
    });
    // A form that is sent never leaves a password shown (a browser would remember it as text).
    input.form?.addEventListener('submit', () => {
      input.type = 'password';
      button.textContent = button.dataset.show ?? '';
    });
  }
}

/** The token of a link from a message (`#codigo=…`), taken off the address so it stays in no history or bookmark. */
export function takeLinkToken(): string | undefined {
  const token = new URLSearchParams(location.hash.slice(1)).get('codigo') ?? undefined;
  if (location.hash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return token || undefined;
}
