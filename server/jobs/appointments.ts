/**
 * The appointments' timer (docs/appointments.md "Reminders and retention"): every few minutes it queues the
 * reminders that fell due (the day before, at the appointment's Madrid time), each marked in the same transaction
 * as its message so a restart, or a second server on the same database, never sends one twice; and it erases the
 * personal data of appointments that ended more than the retention period ago (90 days unless told), keeping what,
 * where and when for the counts. `npm start` runs it; the timer never keeps the process alive.
 */
import { bookingWindow, firstFreeSlot, madridClock } from '../../src/domain/appointments/slots.ts';
import { appointmentContent } from '../store/appointment-content.ts';
import { RETENTION_DAYS, type Appointments, type StoredAppointment } from '../store/appointments.ts';
import type { DocumentStore } from '../store/documents.ts';
import type { MailOutbox, OutgoingMail } from '../store/mail-outbox.ts';

/** What the timer needs of the appointments' e-mails (`server/mail/appointment-mail.ts`, given by the server's entry). */
export interface ReminderMail {
  /** The reminder of an appointment, or undefined when it has no e-mail address. */
  reminder(appointment: StoredAppointment, now: number, key: string): OutgoingMail | undefined;
}

export interface AppointmentJobOptions {
  appointments: Appointments;
  outbox: MailOutbox;
  mail: ReminderMail;
  /** What time it is (tests give their own clock). */
  clock?: () => number;
  /** How often it runs: five minutes, so a reminder leaves at most that late. */
  everyMs?: number;
  /**
   * Days an appointment's personal data is kept after it: one number for every realm, or each realm's
   * (`appointments.retentionDays` of its realm.json, else `APPOINTMENT_RETENTION_DAYS`, else 90).
   */
  retentionDays?: number | ((realm: string) => number);
  /** Notes, once a Madrid day, how far ahead each service's first free slot is (`firstFreeWaits`), for the statistics. */
  recordWaits?: (now: number) => void;
  /**
   * Also reminds the citizen's devices, in the transaction that marks the reminder (the server's entry queues a push
   * to the devices of the account that booked it, docs/notices.md "Personal topics").
   */
  remind?: ((appointment: StoredAppointment, now: number) => void) | undefined;
  /** Told what a run did, when it did anything (the server prints counts, never a name). */
  onRun?: (done: { reminders: number; erased: number }) => void;
}

/** One run: the reminders due now queued, the expired personal data erased. */
export function runAppointmentJobs({
  appointments,
  outbox,
  mail,
  clock = Date.now,
  retentionDays = RETENTION_DAYS,
  recordWaits,
  remind,
}: AppointmentJobOptions) {
  const now = clock();
  const reminders = appointments.queueDueReminders(now, (appointment, key) => {
    const message = mail.reminder(appointment, now, key);
    if (message) outbox.enqueueAppointment(message, now);
    remind?.(appointment, now);
  });
  const erased = appointments.purgeBefore(now, retentionDays);
  recordWaits?.(now);
  return { reminders, erased };
}

/**
 * How many days from today (Madrid) each published service's first free slot is, at any of its offices within its
 * booking window (null: none free), noted once a day per service: the month's "days to the first free slot" is the
 * mean of these (docs/appointments.md "Statistics").
 */
export function firstFreeWaits({ store, appointments, realms }: { store: DocumentStore; appointments: Appointments; realms: () => readonly string[] }) {
  return (now: number) => {
    const today = madridClock(now).day;
    for (const realm of realms()) {
      const content = appointmentContent(store, realm);
      for (const service of content.services.filter((s) => s.isPublished)) {
        const window = bookingWindow(service, now);
        if (!window) continue;
        const taken = appointments.taken(
          realm,
          undefined,
          Date.parse(`${window.first}T00:00:00Z`) - DAY,
          Date.parse(`${window.last}T00:00:00Z`) + 2 * DAY,
          now,
        );
        const first = firstFreeSlot(content, { service: service._id, now }, taken);
        appointments.recordWait(realm, service._id, today, first ? daysBetween(today, first.day) : null);
      }
    }
  };
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY);

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
