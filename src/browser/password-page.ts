/**
 * `/cuenta/contrasena`: without a token, the form that asks for a link to choose a new password (answered the
 * same whether the address has an account); with the token of that link (`#codigo=`), the new password.
 */
import { refusalOf } from '../api/client.ts';
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import { emailProblem, newPasswordProblem } from '../domain/accounts/account-rules.ts';
import {
  accountPage,
  answerProblems,
  fillTemplate,
  onSubmit,
  passwordToggles,
  rulesProblems,
  showProblems,
  showState,
  succeeded,
  takeLinkToken,
  valuesOf,
} from './account-forms.ts';

/** The refusals of a reset link (`API_ERRORS`), each worded by the page as `account.link.<code>`. */
const LINK_REFUSALS: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>(['used', 'expired', 'unknown']);

const page = accountPage();
let token = takeLinkToken();

if (page) {
  const { root, api } = page;
  passwordToggles(root);
  showState(root, token ? 'choose' : 'forgot', false);
  // The link pasted into this very tab changes only the fragment: no new page, so take it here.
  window.addEventListener('hashchange', () => {
    const pasted = takeLinkToken();
    if (!pasted) return;
    token = pasted;
    showState(root, 'choose');
  });

  const forgot = root.querySelector<HTMLFormElement>('[data-form="forgot"]')!;
  const forgotSummary = root.querySelector<HTMLElement>('#forgot-summary')!;
  onSubmit(forgot, async () => {
    const email = (valuesOf(forgot).email ?? '').trim();
    const problem = emailProblem(email);
    if (problem) return showProblems(forgot, forgotSummary, rulesProblems(page, [problem]));
    const answer = await api.forgotPassword(email);
    if (!succeeded(answer)) return showProblems(forgot, forgotSummary, answerProblems(page, answer, 'email'));
    fillTemplate(root.querySelector('[data-state="forgot-sent"] [data-template]'), { email });
    showState(root, 'forgot-sent');
  });

  const reset = root.querySelector<HTMLFormElement>('[data-form="reset"]')!;
  const resetSummary = root.querySelector<HTMLElement>('#reset-summary')!;
  onSubmit(reset, async () => {
    const password = valuesOf(reset).password ?? '';
    const problem = newPasswordProblem(password);
    if (problem) return showProblems(reset, resetSummary, rulesProblems(page, [problem]));
    const answer = await api.resetPassword(token ?? '', password);
    if (succeeded(answer)) return void showState(root, 'changed');
    const refusal = refusalOf(answer);
    if (refusal?.code && LINK_REFUSALS.has(refusal.code)) {
      root.querySelector<HTMLElement>('[data-refusal]')!.textContent = page.text(`account.link.${refusal.code}`);
      return void showState(root, 'refused');
    }
    showProblems(reset, resetSummary, answerProblems(page, answer, 'password'));
  });
}
