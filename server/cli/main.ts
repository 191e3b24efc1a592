/**
 * `npm start`: the embedded default. Starts the local API on SQLite (seeded from realms/*\/demo on first
 * start), builds every realm that is missing or stale from it, and serves http://localhost:4321 by host.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadRealms, realmsDir } from '../../src/realm/load.ts';
import { retentionDaysOf } from '../../src/schemas/realm.ts';
import { buildScriptRunner, RebuildQueue } from '../core/rebuild-queue.ts';
import { loadTokens } from '../core/rebuild-tokens.ts';
import { scheduleSurveyRebuilds } from '../core/survey-rebuilds.ts';
import { seedDemo } from '../demo/seed.ts';
import { createApp } from '../http/app.ts';
import { listen } from '../http/listen.ts';
import { parseLimits } from '../http/guards/rate-limit.ts';
import { startAbandonedUploadSweep } from '../jobs/abandoned-uploads.ts';
import { firstFreeWaits, startAppointmentJobs } from '../jobs/appointments.ts';
import { startNoticeJobs } from '../jobs/notices.ts';
import { startVoucherJobs } from '../jobs/vouchers.ts';
import { Vouchers } from '../store/vouchers.ts';
import { appointmentMail } from '../mail/appointment-mail.ts';
import { startMailSender } from '../mail/sender.ts';
import { noticeMail } from '../mail/notice-copy.ts';
import { queueEmailCopies } from '../push/email-copies.ts';
import { startPushSender } from '../push/sender.ts';
import { queueNoticeDelivery, withdrawNoticeDelivery } from '../push/notice-delivery.ts';
import { appointmentReminderTarget, queuePersonalNotice } from '../push/personal.ts';
import { realmIcon, vapidSubject } from '../push/vapid.ts';
import { NoticeEmails } from '../store/notice-emails.ts';
import { PushStore } from '../store/push.ts';
import { checkSiteUrlTemplate } from '../mail/site-url.ts';
import { checkMailFrom, fileTransport, smtpTransport } from '../mail/transport.ts';
import { databasePath, uploadsPath } from '../store/database.ts';
import { Uploads } from '../store/uploads.ts';
import { Appointments, RETENTION_DAYS } from '../store/appointments.ts';
import { DocumentStore } from '../store/documents.ts';
import { MailOutbox } from '../store/mail-outbox.ts';
import { type DeliverNotice, Notices } from '../store/notices.ts';
import { MIGRATIONS } from '../store/schema.ts';
import { openDatabaseOrExit } from './open-database.ts';
import { databaseLines, isVerbose, listeningLine, mailLine, readyLine, tokensLine } from './startup-messages.ts';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
const root = realmsDir();
const realms = loadRealms(root);
// A line or two by default (server/cli/startup-messages.ts); `npm start -- --verbose` adds the details.
const verbose = isVerbose();
let migrated: string[] = [];
const existed = existsSync(databasePath());
const store = new DocumentStore(
  openDatabaseOrExit(databasePath(), (ran) => {
    migrated = ran;
  }),
);

const unseeded = realms.filter((r) => !store.hasRealm(r.id) && existsSync(join(root, r.id, 'demo'))).map((r) => r.id);
const seeded = unseeded.length ? seedDemo(store, root, unseeded) : {};
for (const line of databaseLines({ path: databasePath(), existed, migrated, schemaVersion: MIGRATIONS.length, seeded }, verbose)) console.log(line);

const captchaAnswer = process.env.LOCAL_API_CAPTCHA_ANSWER || undefined;
if (captchaAnswer !== undefined) {
  // Only the e2e configuration sets this; a server that prints it must never face the public.
  console.warn(
    `\n${'!'.repeat(78)}\n!! LOCAL_API_CAPTCHA_ANSWER is set: EVERY captcha's answer is "${captchaAnswer}".\n!! For automated tests only. Never run a public server like this.\n${'!'.repeat(78)}\n`,
  );
}

// E-mail: over SMTP when SMTP_URL is set; otherwise every message is written as an .eml file, and links in
// them point at this server (PORTAL_SITE_URL unset), so a developer can open them.
const smtpUrl = process.env.SMTP_URL || undefined;
let mailFrom: string;
let siteUrl: string | undefined;
try {
  mailFrom = checkMailFrom(process.env.MAIL_FROM);
  siteUrl = checkSiteUrlTemplate(process.env.PORTAL_SITE_URL) ?? (smtpUrl ? undefined : `http://{realm}.localhost:${port}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
/** `MAIL_NOTICE_WINDOW_SECONDS`: whole seconds a notice waits for the next step on its request (unset: two minutes). */
function noticeWindow(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) {
    console.error(`MAIL_NOTICE_WINDOW_SECONDS must be a whole number of seconds, not "${value}"`);
    process.exit(2);
  }
  return Number(value) * 1000;
}
const outboxDir = process.env.LOCAL_API_OUTBOX ?? join(dirname(databasePath()), 'outbox');
const mailSender = startMailSender({
  outbox: new MailOutbox(store.db),
  transport: smtpUrl ? smtpTransport(smtpUrl, mailFrom) : fileTransport(outboxDir, mailFrom),
});
console.log(mailLine(smtpUrl ? { smtpFrom: mailFrom } : { outbox: outboxDir }));

const { tokens, created, file: tokensFile } = loadTokens(realms.map((r) => r.id));
const queue = new RebuildQueue(buildScriptRunner(`http://127.0.0.1:${port}`));
/**
 * The notices' hand-over to delivery (docs/notices.md "Hand-over to delivery"): called once per notice when it is
 * published, at the desk or by the timer, inside the transaction that records `notice_handovers.handed_over_at`. It
 * only records the notice for its push and e-mail copies (`queueNoticeDelivery`, in that same transaction); the
 * push sender below fans it out.
 */
const deliverNotice: DeliverNotice = (notice) => {
  queueNoticeDelivery(store.db, notice);
};
const app = createApp({
  store,
  realms: () => realms,
  realmsRoot: root,
  distDir: process.env.PORTAL_DIST_DIR,
  rebuild: { queue, tokens },
  writeApi: {
    captchaAnswer,
    rateLimits: parseLimits(process.env.LOCAL_API_RATE_LIMITS),
    pushTestMode: process.env.LOCAL_API_PUSH_TEST === '1',
    trustProxy: process.env.LOCAL_API_TRUST_PROXY === '1',
    siteUrl,
    // Only when asked: the same `npm start` runs on a laptop and on a server, so nothing else can tell them apart.
    development: process.env.LOCAL_API_DEVELOPMENT === '1',
    rebuild: (realm) => queue.request(realm),
    deliverNotice,
    noticeWindowMs: noticeWindow(process.env.MAIL_NOTICE_WINDOW_SECONDS),
  },
});
// A survey that opens or closes changes its page: its realm is rebuilt then, not at the next nightly build.
const surveyRebuilds = scheduleSurveyRebuilds({
  surveys: () =>
    realms.flatMap((realm) =>
      store.all(realm.id, 'encuestas').map((doc) => ({ realm: realm.id, opensAt: String(doc.opensAt), closesAt: String(doc.closesAt) })),
    ),
  rebuild: (realm) => queue.request(realm),
});
// Where the new tokens are, never the tokens themselves: logs are read and kept more widely than the file.
const tokensNote = tokensLine(created, tokensFile);
if (tokensNote) console.log(tokensNote);
const sweep = startAbandonedUploadSweep(new Uploads(store.db, uploadsPath()), {
  onSwept: ({ files }) => console.log(`Deleted ${files} uploaded file${files === 1 ? '' : 's'} never sent with a request.`),
});
// Vouchers: the shops' ticket photos deleted 90 days after their campaign's spending ended (docs/vouchers.md).
const voucherJobs = startVoucherJobs({
  store,
  vouchers: new Vouchers(store.db),
  uploads: new Uploads(store.db, uploadsPath()),
  onRun: (deleted) => console.log(`Deleted ${deleted} ticket photo${deleted === 1 ? '' : 's'} of voucher campaigns ended over 90 days ago.`),
});
// Appointments: the reminders of the day before, and their personal data erased after the retention period.
// A realm's own period (`appointments.retentionDays` of its realm.json) stands over the server's.
const retentionDays = Number(process.env.APPOINTMENT_RETENTION_DAYS ?? RETENTION_DAYS);
if (!Number.isInteger(retentionDays) || retentionDays < 1) {
  console.error(`APPOINTMENT_RETENTION_DAYS must be a whole number of days, 1 or more, not "${process.env.APPOINTMENT_RETENTION_DAYS}"`);
  process.exit(2);
}
// `APPOINTMENT_JOBS_SECONDS`: how often the reminders' timer runs (unset: five minutes; the e2e server runs it often,
// so that a test that makes a reminder due sees it leave at once).
const appointmentJobsSeconds = Number(process.env.APPOINTMENT_JOBS_SECONDS ?? 300);
if (!Number.isInteger(appointmentJobsSeconds) || appointmentJobsSeconds < 1) {
  console.error(`APPOINTMENT_JOBS_SECONDS must be a whole number of seconds, 1 or more, not "${process.env.APPOINTMENT_JOBS_SECONDS}"`);
  process.exit(2);
}
const appointmentStore = new Appointments(store.db);
const appointmentJobs = startAppointmentJobs({
  everyMs: appointmentJobsSeconds * 1000,
  appointments: appointmentStore,
  outbox: new MailOutbox(store.db),
  mail: appointmentMail({ store, realms: () => realms, siteUrl }),
  retentionDays: (realm) => {
    const config = realms.find((r) => r.id === realm);
    return config ? retentionDaysOf(config, retentionDays) : retentionDays;
  },
  recordWaits: firstFreeWaits({ store, appointments: appointmentStore, realms: () => realms.map((r) => r.id) }),
  remind: (appointment, now) => {
    const realm = realms.find((r) => r.id === appointment.realm);
    const target = appointmentReminderTarget(appointment);
    if (realm && target) queuePersonalNotice(store.db, realm, 'appointment', target, now);
  },
  onRun: ({ reminders, erased }) => console.log(`Appointments: ${reminders} reminder(s) queued, ${erased} appointment(s) past retention erased.`),
});
// Notices staff scheduled: published when their time comes, handed to delivery once, their realm rebuilt; and a
// realm rebuilt once when a published notice's end passes.
const noticeJobs = startNoticeJobs({
  notices: new Notices(store, deliverNotice, (realm, noticeId, at) => void withdrawNoticeDelivery(store.db, realm, noticeId, at)),
  realms: () => realms.map((r) => r.id),
  rebuild: (realm) => queue.request(realm),
  onRun: ({ published, ended }) => {
    const what = [published.length ? `scheduled notices published in ${published.join(', ')}` : '', ended.length ? `notices ended in ${ended.join(', ')}` : ''];
    console.log(`Notices: ${what.filter(Boolean).join('; ')}; their realms' rebuilds queued.`);
  },
});
// The notices' delivery (docs/notices.md "Delivery"): Web Push copies and e-mail copies of published notices.
const pushTestMode = process.env.LOCAL_API_PUSH_TEST === '1';
if (pushTestMode) {
  console.warn(
    `\n${'!'.repeat(78)}\n!! LOCAL_API_PUSH_TEST is set: push goes to a loopback test service and placeholder contacts sign it.\n!! For automated tests only. Never run a public server like this.\n${'!'.repeat(78)}\n`,
  );
}
const pushSender = startPushSender({
  push: new PushStore(store.db),
  realms: () => realms,
  subjectOf: (realm) => vapidSubject(store, realm, { testMode: pushTestMode }),
  siteUrl,
  iconOf: (realm) => realmIcon(store, realm, siteUrl),
  emailCopies: (now) =>
    queueEmailCopies({ emails: new NoticeEmails(store.db), outbox: new MailOutbox(store.db), mail: noticeMail({ store, realms: () => realms, siteUrl }), now }),
});
const server = listen(app, { port, hostname: host }, () => {
  const building = process.env.PORTAL_SKIP_BUILD !== '1';
  console.log(listeningLine(port, building));
  if (!building)
    console.log(
      readyLine(
        port,
        realms.map((r) => r.id),
      ),
    );
});

let build: ChildProcess | undefined;
if (process.env.PORTAL_SKIP_BUILD !== '1') {
  build = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'build.ts'), '--api-origin', `http://127.0.0.1:${port}`], {
    stdio: 'inherit',
    env: verbose ? { ...process.env, PORTAL_BUILD_VERBOSE: '1' } : process.env,
  });
  build.on('exit', (code) => {
    build = undefined;
    if (code === 0) {
      console.log(
        `\n${readyLine(
          port,
          realms.map((r) => r.id),
        )}`,
      );
    } else {
      console.error(`\nThe build ended with code ${code}; realms that built are served, the others keep their last good site.`);
    }
  });
}

function stop() {
  surveyRebuilds.stop();
  build?.kill('SIGTERM');
  sweep.stop();
  appointmentJobs.stop();
  noticeJobs.stop();
  voucherJobs.stop();
  server.close(async () => {
    // A message being handed to the mail server is finished (or left to its lease) before the database closes.
    await pushSender.stop();
    await mailSender.stop();
    store.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
