import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { asksCaptcha, formFor } from '../../../../src/domain/requests/verified-sender.ts';
import { allFields, MailboxSchema } from '../../../../src/schemas/mailbox.ts';
import { incidenceMailbox } from '../../../../src/islands/RequestForm/example-mailboxes.ts';

const incidencias = v.parse(MailboxSchema, incidenceMailbox);
const captchas = (mailbox: typeof incidencias) => allFields(mailbox).filter((f) => f.type === 'captcha').length;

describe('who is asked the captcha', () => {
  it('asks it of no account, of an unverified account and of a device user', () => {
    expect(asksCaptcha(undefined)).toBe(true);
    expect(asksCaptcha({})).toBe(true);
    expect(asksCaptcha({ emailVerified: false })).toBe(true);
    // A device user has no confirmed address, whatever its record says.
    expect(asksCaptcha({ emailVerified: true, deviceId: 'web-1' })).toBe(true);
  });

  it('does not ask it of an account whose e-mail address is confirmed', () => {
    expect(asksCaptcha({ emailVerified: true })).toBe(false);
  });
});

describe('the form a sender fills in', () => {
  it('keeps the captcha for anyone not verified, the same mailbox', () => {
    expect(formFor(incidencias, { emailVerified: false })).toBe(incidencias);
    expect(captchas(formFor(incidencias, undefined))).toBe(1);
  });

  it('leaves the captcha out for a verified account, and every other field in its place', () => {
    const form = formFor(incidencias, { emailVerified: true });
    expect(captchas(form)).toBe(0);
    expect(allFields(form).map((f) => f.name)).toEqual(
      allFields(incidencias)
        .filter((f) => f.type !== 'captcha')
        .map((f) => f.name),
    );
    expect(captchas(incidencias)).toBe(1);
  });

  it('drops a page the captcha was alone on, but never the last page', () => {
    const captchaPage = { title: 'Comprobación', fields: incidencias.form.pages[0]!.fields.filter((f) => f.type === 'captcha') };
    const twoPages = {
      ...incidencias,
      form: { ...incidencias.form, pages: [{ title: 'Incidencia', fields: [incidencias.form.pages[0]!.fields[0]!] }, captchaPage] },
    };
    expect(formFor(twoPages, { emailVerified: true }).form.pages).toHaveLength(1);
    const onlyCaptcha = { ...incidencias, form: { ...incidencias.form, pages: [captchaPage] } };
    expect(formFor(onlyCaptcha, { emailVerified: true }).form.pages).toEqual([{ title: 'Comprobación', fields: [] }]);
  });
});
