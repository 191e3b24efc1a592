/**
 * The header's account entry once someone has signed in on this realm (`stores/account.ts` remembers that):
 * the citizen's name as a disclosure button (WAI-ARIA's disclosure pattern: a button with aria-expanded that
 * shows a list of links) with Mis solicitudes, Mi perfil and Salir. Escape, a click elsewhere or focus leaving
 * it closes the list. "Acceder", the plain link the page has without JavaScript, comes back when the session
 * has ended. Loaded only where a sign-in is remembered, so other visitors' pages make no call.
 */
import { accountsApi } from '../api/accounts.ts';
import { loggedOut } from '../api/auth.ts';
import { answered, createApiClient, refusalOf } from '../api/client.ts';
import type { RealmConfig } from '../schemas/realm.ts';
import { $account, forgetSignIn, rememberSignIn } from '../stores/account.ts';
import { forgetDrafts } from '../stores/form-drafts.ts';
import { accountName, isCitizen } from './account-user.ts';

export function startAccountMenu(root: HTMLElement): void {
  const { realm = '', lang = 'es', authApi, signIn = '/cuenta' } = root.dataset;
  const api = accountsApi(createApiClient({ language: lang }), { id: realm, endpoints: { auth: authApi } as RealmConfig['endpoints'] }, lang);
  const link = root.querySelector<HTMLElement>('[data-account-sign-in]')!;
  const menu = root.querySelector<HTMLElement>('[data-account-menu]')!;
  const button = menu.querySelector<HTMLButtonElement>('button')!;
  const list = menu.querySelector<HTMLElement>('ul')!;
  const name = menu.querySelector<HTMLElement>('[data-account-name]')!;
  const desk = menu.querySelector<HTMLElement>('[data-account-desk]');

  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
  };
  const signedOut = () => {
    setOpen(false);
    menu.hidden = true;
    link.hidden = false;
  };

  // Shown at once, with the name a page of this visit signed in with or else "Mi cuenta", so the header does not
  // flicker from "Acceder" to a name on every page.
  link.hidden = true;
  menu.hidden = false;
  const known = $account.get();
  if (known.state === 'signedIn' && known.name) name.textContent = known.name;
  void api.loggedIn().then((answer) => {
    const user = answered(answer);
    if (user && isCitizen(user)) {
      name.textContent = accountName(user);
      if (desk) desk.hidden = !user.staff;
      rememberSignIn(realm, accountName(user));
      return;
    }
    // The session ended (it expired, a new password ended it, only the form's device user is left): forget it
    // here too. An API that cannot say now (offline, a 500) forgets nothing; "Acceder" works whatever the state.
    if (user || loggedOut(refusalOf(answer))) forgetSignIn(realm);
    signedOut();
  });

  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || list.hidden) return;
    setOpen(false);
    button.focus();
  });
  menu.addEventListener('focusout', (event) => {
    if (!menu.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (!menu.contains(event.target as Node)) setOpen(false);
  });

  menu.querySelector('[data-account-sign-out]')!.addEventListener('click', async () => {
    const answer = await api.signOut();
    // Signed out only when the API says so: the sign-in page then shows who is still signed in, if anyone.
    if (refusalOf(answer)) return location.assign(signIn);
    forgetSignIn(realm);
    forgetDrafts(realm);
    location.assign(`${signIn}?salida=1`);
  });
}
