/**
 * `/cuenta/verificar`: the link of the message that confirms an address lands here, its token in the fragment
 * (`#codigo=`, never sent to a server). Opening it confirms the address at once; the browser that registered is
 * then signed in and offered its way back, any other is offered the sign-in page.
 */
import { isFailure } from '../api/client.ts';
import { safeReturnPath } from '../domain/accounts/return-path.ts';
import { rememberSignIn } from '../stores/account.ts';
import { accountPage, showState, takeLinkToken } from './account-forms.ts';
import { accountName } from './account-user.ts';

const REFUSALS = new Set(['used', 'expired', 'unknown', 'taken']);

const page = accountPage();
const token = takeLinkToken();
if (page) {
  const { root, api, realm } = page;
  const confirm = async (code: string) => {
    showState(root, 'checking', false);
    const answer = await api.confirm(code);
    if (!isFailure(answer) && answer.httpStatus === undefined && answer.ok) {
      // The server kept only a path of the site; checked again here, as any address a page is sent to.
      const returnTo = safeReturnPath(answer.returnTo);
      if (answer.signedIn) {
        const user = await api.loggedIn();
        rememberSignIn(realm, !isFailure(user) && user.httpStatus === undefined ? accountName(user) : '');
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
    const refusal = isFailure(answer) ? undefined : answer.errCode;
    if (refusal && REFUSALS.has(refusal)) return void showState(root, refusal);
    const failure = root.querySelector<HTMLElement>('[data-failure]')!;
    failure.textContent = page.text(isFailure(answer) && answer.status === 'network-error' ? 'account.error.offline' : 'account.error.failed');
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
