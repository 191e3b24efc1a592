/**
 * What a request form asks of whoever sends it (docs/product-spec.md §5, docs/accounts-api.md): a citizen whose
 * account's e-mail address is confirmed has already shown there is a person behind it, so the form asks them no
 * captcha; anyone else (no account, the anonymous device user, an account whose address waits for its link) still
 * answers it. The form and the server decide it with the same function, the server from the account its session
 * holds — never from what the client says about itself.
 */
import type { Mailbox } from '../../schemas/mailbox.ts';

/** Who is sending, as far as this decision goes: the account's confirmed address, and whether it is a device's. */
export interface Sender {
  emailVerified?: boolean | undefined;
  deviceId?: string | undefined;
}

/** Whether the captcha is asked of `sender`: of everyone but an account with a confirmed e-mail address. */
export function asksCaptcha(sender: Sender | undefined): boolean {
  return !(sender?.emailVerified === true && !sender.deviceId);
}

/**
 * The mailbox's form as `sender` fills it in: without its captcha for a verified account (a page the captcha
 * was alone on goes too, unless it was the only one), unchanged for anyone else.
 */
export function formFor<M extends Pick<Mailbox, 'form'>>(mailbox: M, sender: Sender | undefined): M {
  if (asksCaptcha(sender)) return mailbox;
  const pages = mailbox.form.pages.map((page) => ({ ...page, fields: page.fields.filter((field) => field.type !== 'captcha') }));
  const kept = pages.filter((page) => page.fields.length > 0);
  return { ...mailbox, form: { ...mailbox.form, pages: kept.length > 0 ? kept : pages.slice(0, 1) } };
}
