/**
 * `/cuenta`: sign in or create an account on one page (GOV.UK's pattern). Signing in goes back to the page the
 * citizen came from (`?volver=`, a path of this site only), else staff to the desk and citizens to the profile.
 * Creating an account answers the same whether the address had one: "check your e-mail", with a way to send the
 * message again.
 */
import { answered, refusalOf } from '../api/client.ts';
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import type { SessionUser } from '../api/auth.ts';
import { registrationProblems, type AccountProblem } from '../domain/accounts/account-rules.ts';
import { safeReturnPath } from '../domain/accounts/return-path.ts';
import { signInDestination } from '../domain/accounts/sign-in-destination.ts';
import { rememberSignIn, rememberedSignIn } from '../stores/account.ts';
import {
  accountPage,
  answerProblems,
  clearProblems,
  fillTemplate,
  onSubmit,
  passwordToggles,
  rulesProblems,
  showProblems,
  succeeded,
  valuesOf,
} from './account-forms.ts';
import { accountName, isCitizen } from './account-user.ts';

/**
 * The refusals of a sign-in worded alike, whether the address has an account or not (docs/accounts-api.md):
 * nothing to sign in with, or no account that takes that password.
 */
const SIGN_IN_REFUSALS: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>(['invalid', 'credentials']);

const page = accountPage();
if (page) {
  const { root, api, realm } = page;
  const query = new URLSearchParams(location.search);
  const returnTo = safeReturnPath(query.get('volver'));
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-${name}]`)!;
  passwordToggles(root);
  part('return-note').hidden = !returnTo;
  part('signed-out').hidden = !query.has('salida');

  /** Someone is signed in already: say who, and offer to go on. The forms stay, to sign in as someone else. */
  const showSignedIn = (user: SessionUser) => {
    const box = part('signed-in');
    fillTemplate(box.querySelector('[data-template]'), { name: accountName(user) });
    const next = box.querySelector<HTMLAnchorElement>('[data-continue]')!;
    if (returnTo) {
      next.href = returnTo;
      next.textContent = next.dataset.continueLabel ?? next.textContent;
    }
    box.hidden = false;
  };
  if (rememberedSignIn(realm)) {
    void api.loggedIn().then((answer) => {
      const user = answered(answer);
      if (user && isCitizen(user)) showSignedIn(user);
    });
  }

  const signIn = root.querySelector<HTMLFormElement>('[data-form="sign-in"]')!;
  const signInSummary = root.querySelector<HTMLElement>('#sign-in-summary')!;
  onSubmit(signIn, async () => {
    const { email = '', password = '' } = valuesOf(signIn);
    const problems: AccountProblem[] = [];
    // Staff (and accounts older than e-mail sign-in) may sign in by user name: only an empty field is refused here.
    if (email.trim() === '') problems.push({ field: 'email', key: 'account.error.email' });
    if (password === '') problems.push({ field: 'password', key: 'account.error.password.missing' });
    if (problems.length) return showProblems(signIn, signInSummary, rulesProblems(page, problems));
    const answer = await api.signIn(email.trim(), password);
    const user = answered(answer);
    if (user?._id) {
      clearProblems(signIn, signInSummary);
      rememberSignIn(realm, accountName(user));
      location.assign(signInDestination(user, returnTo, { profile: page.links.profile, desk: root.dataset.desk ?? page.links.profile }));
      return;
    }
    // The same words whether the address has an account or not (docs/accounts-api.md).
    const refused = refusalOf(answer)?.code;
    showProblems(
      signIn,
      signInSummary,
      refused && SIGN_IN_REFUSALS.has(refused) ? [{ field: 'email', message: page.text('account.signIn.failed') }] : answerProblems(page, answer, 'email'),
    );
  });

  const register = root.querySelector<HTMLFormElement>('[data-form="register"]')!;
  const registerSummary = root.querySelector<HTMLElement>('#register-summary')!;
  let sent: ReturnType<typeof valuesOf> | undefined;
  const send = (values: Record<string, string>) =>
    api.register({
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: (values.email ?? '').trim(),
      password: values.password ?? '',
      returnTo,
    });
  onSubmit(register, async () => {
    const values = valuesOf(register);
    const problems = registrationProblems(values);
    if (problems.length) return showProblems(register, registerSummary, rulesProblems(page, problems));
    const answer = await send(values);
    if (!succeeded(answer)) return showProblems(register, registerSummary, answerProblems(page, answer, 'email'));
    sent = values;
    clearProblems(register, registerSummary);
    register.reset();
    part('register-form').hidden = true;
    const done = part('register-sent');
    fillTemplate(done.querySelector('[data-template]'), { email: (values.email ?? '').trim() });
    done.hidden = false;
    done.focus();
  });

  const resend = part('resend') as HTMLButtonElement;
  const resent = part('resent');
  resend.addEventListener('click', async () => {
    if (!sent || resend.getAttribute('aria-disabled')) return;
    resend.setAttribute('aria-disabled', 'true');
    const answer = await send(sent);
    resend.removeAttribute('aria-disabled');
    resent.textContent = succeeded(answer) ? (resent.dataset.text ?? '') : (answerProblems(page, answer, 'email')[0]?.message ?? '');
  });
}
