/**
 * The appointments' timer (docs/appointments.md "Reminders and retention"): every few minutes it queues the
 * reminders that fell due (the day before, at the appointment's Madrid time), each marked in the same transaction
 * as its message so a restart, or a second server on the same database, never sends one twice; and it erases the
 * personal data of appointments that ended more than the retention period ago (90 days unless told), keeping what,
 * where and when for the counts. `npm start` runs it; the timer never keeps the process alive.
 */
import { RETENTION_DAYS, type Appointments, type StoredAppointment } from '../store/appointments.ts';
import type { MailOutbox, OutgoingMail } from '../store/mail-outbox.ts';

/** What the timer needs of the appointments' e-mails (`server/mail/appointment-mail.ts`, given by the server's entry). */
export interface ReminderMail {
  /** The reminder of an appointment, or undefined when it has no e-mail address. */
  reminder(appointment: StoredAppointment, now: number): OutgoingMail | undefined;
}

export interface AppointmentJobOptions {
  appointments: Appointments;
  outbox: MailOutbox;
  mail: ReminderMail;
  /** What time it is (tests give their own clock). */
  clock?: () => number;
  /** How often it runs: five minutes, so a reminder leaves at most that late. */
  everyMs?: number;
  /** Days an appointment's personal data is kept after it (`APPOINTMENT_RETENTION_DAYS`). */
  retentionDays?: number;
  /** Told what a run did, when it did anything (the server prints counts, never a name). */
  onRun?: (done: { reminders: number; erased: number }) => void;
}

/** One run: the reminders due now queued, the expired personal data erased. */
export function runAppointmentJobs({ appointments, outbox, mail, clock = Date.now, retentionDays = RETENTION_DAYS }: AppointmentJobOptions) {
  const now = clock();
  const reminders = appointments.queueDueReminders(now, (appointment) => {
    const message = mail.reminder(appointment, now);
    if (message) outbox.enqueueAppointment(message, now);
  });
  const erased = appointments.purgeBefore(now, retentionDays);
  return { reminders, erased };
}

export function startAppointmentJobs(options: AppointmentJobOptions) {
  const run = () => {
    try {
      const done = runAppointmentJobs(options);
      if (done.reminders || done.erased) options.onRun?.(done);
    } catch (error) {
      // A failing run (a locked database) must not stop the server; the next one tries again, and nothing was marked.
      console.error(`[appointments] timer failed: ${(error as Error).name}`);
    }
  };
  run();
  const timer = setInterval(run, options.everyMs ?? 5 * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
