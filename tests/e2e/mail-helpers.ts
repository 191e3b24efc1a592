import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_MAIL_DIR } from '../../playwright.config.ts';
import { readMail, type ReceivedMail } from '../fixtures/smtp-receiver.ts';

/**
 * The message the local server sent to `to` whose subject contains (or matches) `subject`, as the e2e SMTP
 * receiver got it (playwright.config.ts runs it), waiting up to `timeoutMs` for it to arrive.
 */
export async function waitForMail(to: string, subject: string | RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  return (await waitForMails(to, subject, 1, timeoutMs))[0]!;
}

/**
 * The first message to `to` whose subject matches `subject` and whose text contains `text`: for a message that
 * gathers several steps (the desk's notices to staff, where other tests' requests may join the same message).
 */
export async function waitForMailWith(to: string, subject: RegExp, text: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  return (await waitForMails(to, subject, 1, timeoutMs, (mail) => mail.text.includes(text)))[0]!;
}

/** The first `count` messages to `to` whose subject contains (or matches) `subject`, in the order they arrived. */
export async function waitForMails(
  to: string,
  subject: string | RegExp,
  count: number,
  timeoutMs = 15_000,
  also: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  const matches = (mail: ReceivedMail) =>
    mail.recipients.includes(to) && (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject)) && also(mail);
  for (;;) {
    let names: string[] = [];
    try {
      names = readdirSync(E2E_MAIL_DIR).filter((name) => name.endsWith('.eml'));
    } catch {
      // Nothing received yet: the folder comes with the first message.
    }
    const found: ReceivedMail[] = [];
    for (const name of names.sort()) {
      const recipients = readFileSync(join(E2E_MAIL_DIR, name.replace(/\.eml$/, '.rcpt')), 'utf8').split('\n');
      if (!recipients.includes(to)) continue;
      const mail = await readMail(readFileSync(join(E2E_MAIL_DIR, name)), recipients);
      if (matches(mail)) found.push(mail);
    }
    if (found.length >= count) return found.slice(0, count);
    if (Date.now() > deadline)
      throw new Error(`${found.length} of ${count} messages to ${to} with subject ${subject} within ${timeoutMs} ms (${names.length} received)`);
    await new Promise((done) => setTimeout(done, 250));
  }
}
