/**
 * How a queued message leaves: over SMTP with nodemailer (`SMTP_URL`: `smtp://host:2525`,
 * `smtps://user:pass@host:465`), or, on a developer's machine without one, as an `.eml` file in the outbox
 * folder (`LOCAL_API_OUTBOX`, else `outbox/` beside the database) with one line printed per message: its
 * subject and path, never the address or the body.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createTransport } from 'nodemailer';
import { forTerminal } from '../../src/domain/text/terminal-text.ts';
import type { QueuedMail } from '../store/mail-outbox.ts';

export interface MailTransport {
  /** Resolves once the message was handed over; rejects with nodemailer's error (its `responseCode`, `code`). */
  deliver(mail: QueuedMail): Promise<void>;
  close(): void;
}

/** `MAIL_FROM`: the address messages come from (the town hall's name is the display name). */
export function checkMailFrom(from: string | undefined): string {
  const address = from?.trim() || 'no-reply@localhost';
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(address)) throw new Error(`MAIL_FROM must be an e-mail address like "no-reply@ajuntament.example", not "${from}"`);
  return address;
}

/**
 * The message as nodemailer takes it. The Message-ID is the outbox row's, the same at every attempt, so a
 * message delivered twice (a sender that died after the server said yes) is one message to mail software.
 * Auto-Submitted keeps vacation replies away. File and URL access are off: nothing in a message is fetched.
 */
function options(mail: QueuedMail, from: string) {
  const domain = from.split('@')[1];
  return {
    from: { name: mail.fromName, address: from },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<outbox-${mail.id}-${mail.createdAt}@${domain}>`,
    headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
    // Text made by the server (an appointment's calendar file), never a path or a URL: file and URL access are off.
    ...(mail.attachments?.length
      ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })) }
      : {}),
  };
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async deliver(mail) {
      await transporter.sendMail(options(mail, from));
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(dir: string, from: string, print: (line: string) => void = console.log): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix', disableFileAccess: true, disableUrlAccess: true });
  return {
    async deliver(mail) {
      const { message } = await transporter.sendMail(options(mail, from));
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      writeFileSync(path, message as Buffer);
      print(`Mail (${mail.kind}): ${forTerminal(mail.subject)} → ${relative(process.cwd(), path) || path}`);
    },
    close: () => transporter.close(),
  };
}
