/**
 * `/cuenta/perfil`: the signed-in citizen's name, surnames, telephone and address — what a mailbox whose contact
 * comes from the profile sends. A new address is used only once its link is opened; until then the page says
 * where the link went and which address is still in use. Changing the address asks for the current password
 * (a field shown only then). From a request form (`?volver=`), a way back to it.
 */
import { answered, refusalOf } from '../api/client.ts';
import type { ProfileAnswer } from '../api/accounts.ts';
import { changesAddress, currentPasswordProblem, profileProblems } from '../domain/accounts/account-rules.ts';
import { safeReturnPath } from '../domain/accounts/return-path.ts';
import { forgetSignIn } from '../stores/account.ts';
import { accountPage, answerProblems, clearProblems, fillTemplate, onSubmit, rulesProblems, showProblems, showState, valuesOf } from './account-forms.ts';

const page = accountPage();
if (page) {
  const { root, api, realm } = page;
  const form = root.querySelector<HTMLFormElement>('[data-form="profile"]')!;
  const summary = root.querySelector<HTMLElement>('#profile-summary')!;
  const saved = root.querySelector<HTMLElement>('[data-saved]')!;
  const pending = root.querySelector<HTMLElement>('[data-pending]')!;
  const passwordField = root.querySelector<HTMLElement>('[data-current-password]')!;
  const emailInput = form.elements.namedItem('email') as HTMLInputElement;
  const passwordInput = form.elements.namedItem('currentPassword') as HTMLInputElement;
  /** The address the account uses now: the current password is asked for only to change it. */
  let savedEmail = '';
  const askPassword = () => {
    passwordField.hidden = !changesAddress(emailInput.value, savedEmail);
  };
  emailInput.addEventListener('input', askPassword);
  const returnTo = safeReturnPath(new URLSearchParams(location.search).get('volver'));
  if (returnTo) {
    const back = root.querySelector<HTMLElement>('[data-back]')!;
    back.querySelector('a')!.href = returnTo;
    back.hidden = false;
    // Back at the sign-in page after signing out, the citizen comes back here, then to the request.
    const signIn = root.querySelector<HTMLAnchorElement>('[data-state="signed-out"] a')!;
    signIn.search = `?volver=${encodeURIComponent(`${location.pathname}?volver=${encodeURIComponent(returnTo)}`)}`;
  }

  const show = (profile: ProfileAnswer) => {
    for (const name of ['firstName', 'lastName', 'telephone', 'email'] as const) {
      const input = form.elements.namedItem(name) as HTMLInputElement;
      input.value = profile[name] ?? '';
    }
    savedEmail = profile.email ?? '';
    passwordInput.value = '';
    askPassword();
    pending.hidden = !profile.pendingEmail;
    fillTemplate(pending.querySelector('[data-template]'), { email: profile.pendingEmail ?? '', current: profile.email ?? '' });
  };

  void api.profile().then((answer) => {
    const profile = answered(answer);
    if (profile) {
      show(profile);
      return void showState(root, 'form', false);
    }
    if (refusalOf(answer)?.code === 'not-signed-in') forgetSignIn(realm);
    showState(root, 'signed-out', false);
  });

  onSubmit(form, async () => {
    saved.hidden = true;
    const values = valuesOf(form);
    const email = (values.email ?? '').trim();
    const currentPassword = changesAddress(email, savedEmail) ? (values.currentPassword ?? '') : '';
    const problems = [...profileProblems(values), currentPasswordProblem(email, savedEmail, currentPassword)].filter((p) => p !== undefined);
    if (problems.length) return showProblems(form, summary, rulesProblems(page, problems));
    const answer = await api.saveProfile({
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      telephone: values.telephone ?? '',
      email,
      ...(currentPassword ? { currentPassword } : {}),
    });
    const profile = answered(answer);
    if (!profile) {
      if (refusalOf(answer)?.code === 'not-signed-in') return void showState(root, 'signed-out');
      return showProblems(form, summary, answerProblems(page, answer, 'firstName'));
    }
    clearProblems(form, summary);
    show(profile);
    saved.hidden = false;
    saved.focus();
  });
}
