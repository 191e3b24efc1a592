/**
 * `/cuenta/verificar`: the link of the message that confirms an address lands here, its token in the fragment
 * (`#codigo=`, never sent to a server). Opening it confirms the address at once; the browser that registered is
 * then signed in and offered its way back, any other is offered the sign-in page.
 */
import { answered, refusalOf } from '../api/client.ts';
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import { safeReturnPath } from '../domain/accounts/return-path.ts';
import { rememberSignIn } from '../stores/account.ts';
import { accountPage, showState, takeLinkToken } from './account-forms.ts';
import { accountName } from './account-user.ts';

/** The refusals of a link (`API_ERRORS`), each shown as the page's state of that name. */
const REFUSALS: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>(['used', 'expired', 'unknown', 'taken']);

const page = accountPage();
const token = takeLinkToken();
if (page) {
  const { root, api, realm } = page;
  const confirm = async (code: string) => {
    showState(root, 'checking', false);
    const answer = await api.confirm(code);
    const confirmed = answered(answer);
    if (confirmed?.ok) {
      // The server kept only a path of the site; checked again here, as any address a page is sent to.
      const returnTo = safeReturnPath(confirmed.returnTo);
      if (confirmed.signedIn) {
        const user = answered(await api.loggedIn());
        rememberSignIn(realm, user ? accountName(user) : '');
        const next = root.querySelector<HTMLAnchorElement>('[data-state="signed-in"] [data-continue]')!;
        if (returnTo) {
          next.href = returnTo;
          next.textContent = next.dataset.continueLabel ?? next.textContent;
        }
        showState(root, 'signed-in');
      } else {
        if (returnTo) root.querySelector<HTMLAnchorElement>('[data-sign-in-link]')!.search = `?volver=${encodeURIComponent(returnTo)}`;
        showState(root, 'confirmed');
      }
      return;
    }
    const refusal = refusalOf(answer);
    if (refusal?.code && REFUSALS.has(refusal.code)) return void showState(root, refusal.code);
    const failure = root.querySelector<HTMLElement>('[data-failure]')!;
    failure.textContent = page.text(refusal?.offline ? 'account.error.offline' : 'account.error.failed');
    showState(root, 'failed');
  };
  let current = token;
  root.querySelector('[data-retry]')!.addEventListener('click', () => current && void confirm(current));
  // The link pasted into this very tab changes only the fragment: no new page, so take it here.
  window.addEventListener('hashchange', () => {
    const pasted = takeLinkToken();
    if (!pasted) return;
    current = pasted;
    void confirm(pasted);
  });
  if (token) void confirm(token);
  else showState(root, 'no-code', false);
}
