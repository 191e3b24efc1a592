/**
 * `/cuenta/perfil`: the signed-in citizen's name, surnames, telephone and address — what a mailbox whose contact
 * comes from the profile sends. A new address is used only once its link is opened; until then the page says
 * where the link went and which address is still in use. Changing the address asks for the current password
 * (a field shown only then). From a request form (`?volver=`), a way back to it. Then the citizen's rights over
 * the account (docs/accounts-api.md "Your data"): "Descargar mis datos", a JSON file, and "Eliminar mi cuenta",
 * confirmed with the password.
 */
import { answered, createApiClient, refusalOf } from '../api/client.ts';
import { deskPreferencesApi } from '../api/desk-preferences.ts';
import type { ProfileAnswer } from '../api/accounts.ts';
import { changesAddress, currentPasswordProblem, profileProblems } from '../domain/accounts/account-rules.ts';
import { safeReturnPath } from '../domain/accounts/return-path.ts';
import { forgetSignIn } from '../stores/account.ts';
import { dataFile } from '../domain/accounts/data-file.ts';
import {
  accountPage,
  answerProblems,
  clearProblems,
  fillTemplate,
  onSubmit,
  rulesProblems,
  showProblems,
  showState,
  succeeded,
  valuesOf,
} from './account-forms.ts';

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

  // Staff of the realm choose here whether the desk e-mails them (docs/requests-api.md "The staff desk"); the
  // section stays hidden for a citizen, whom the desk refuses.
  const deskMail = root.querySelector<HTMLElement>('[data-desk-mail]');
  if (deskMail) {
    const desk = deskPreferencesApi(createApiClient({ language: page.lang }), {
      id: realm,
      endpoints: { requests: root.dataset.requestsApi } as Parameters<typeof deskPreferencesApi>[1]['endpoints'],
    });
    const mailForm = deskMail.querySelector<HTMLFormElement>('[data-form="desk-mail"]')!;
    const box = mailForm.elements.namedItem('deskMail') as HTMLInputElement;
    const status = deskMail.querySelector<HTMLElement>('[data-desk-mail-status]')!;
    void desk.mail().then((on) => {
      if (on === undefined) return;
      box.checked = on;
      deskMail.hidden = false;
    });
    mailForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      status.textContent = '';
      const kept = await desk.setMail(box.checked);
      if (kept !== undefined) box.checked = kept;
      status.textContent = (kept === undefined ? status.dataset.error : status.dataset.saved) ?? '';
    });
  }

  const exportButton = root.querySelector<HTMLButtonElement>('[data-export]')!;
  const exportStatus = root.querySelector<HTMLElement>('[data-export-status]')!;
  exportButton.addEventListener('click', async () => {
    if (exportButton.getAttribute('aria-disabled') === 'true') return;
    exportButton.setAttribute('aria-disabled', 'true');
    exportStatus.textContent = '';
    const answer = await api.exportData();
    exportButton.removeAttribute('aria-disabled');
    const copy = answered(answer);
    if (!copy) {
      if (refusalOf(answer)?.code === 'not-signed-in') return void showState(root, 'signed-out');
      exportStatus.textContent = page.text('account.data.error');
      return;
    }
    const { name, text } = dataFile(realm, copy);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  });

  const deleteForm = root.querySelector<HTMLFormElement>('[data-form="delete"]')!;
  const deleteSummary = root.querySelector<HTMLElement>('#delete-summary')!;
  onSubmit(deleteForm, async () => {
    const password = valuesOf(deleteForm).password ?? '';
    if (!password) return showProblems(deleteForm, deleteSummary, [{ field: 'password', message: page.text('account.delete.passwordMissing') }]);
    const answer = await api.deleteAccount(password);
    if (!succeeded(answer)) {
      const refusal = refusalOf(answer);
      if (refusal?.code === 'not-signed-in') return void showState(root, 'signed-out');
      if (refusal?.code === 'staff-account')
        return showProblems(deleteForm, deleteSummary, [{ field: 'password', message: page.text('account.delete.staff') }]);
      return showProblems(deleteForm, deleteSummary, answerProblems(page, answer, 'password'));
    }
    forgetSignIn(realm);
    showState(root, 'deleted');
  });
}
