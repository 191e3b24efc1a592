/**
 * The sender loop of the local server: takes due messages from the outbox one at a time (a claim with a lease,
 * `MailOutbox.claimNext`), hands each to the transport, and records the outcome: sent, tried again later
 * (`retry.ts`), or failed. Logs name a message by its id only, never its address, subject or body.
 */
import type { MailOutbox } from '../store/mail-outbox.ts';
import { DEFAULT_RETRY, failureCode, isPermanent, nextAttempt, type RetryPolicy } from './retry.ts';
import type { MailTransport } from './transport.ts';

export interface SenderOptions {
  outbox: MailOutbox;
  transport: MailTransport;
  retry?: RetryPolicy;
  /** How often an idle sender looks for due messages. */
  pollMs?: number;
  /** How long a claimed message is this sender's: longer than an SMTP delivery can take. */
  leaseMs?: number;
  log?: (line: string) => void;
}

export interface MailSender {
  /** Delivers every message due now, one after another; answers how many it tried. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function startMailSender({
  outbox,
  transport,
  retry = DEFAULT_RETRY,
  pollMs = 1000,
  leaseMs = 120_000,
  log = console.error,
}: SenderOptions): MailSender {
  let stopped = false;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function deliverOne(): Promise<boolean> {
    const mail = outbox.claimNext(leaseMs);
    if (!mail) return false;
    try {
      await transport.deliver(mail);
      outbox.markSent(mail.id);
    } catch (error) {
      const code = failureCode(error);
      const at = isPermanent(error) ? undefined : nextAttempt(retry, mail.attempts, mail.createdAt, Date.now());
      if (at === undefined) {
        outbox.markFailed(mail.id, code);
        log(`Mail ${mail.id} failed after ${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'} (${code}); it will not be sent.`);
      } else {
        outbox.retryAt(mail.id, at, code);
      }
    }
    return true;
  }

  async function pass(): Promise<number> {
    let tried = 0;
    while (!stopped && outbox.hasDue() && (await deliverOne())) tried++;
    return tried;
  }

  function drain(): Promise<number> {
    // One pass at a time: a tick that comes while a pass runs joins it. The pass is cleared when it settles,
    // not inside it: a pass with nothing to do settles before `running` is even assigned.
    if (!running) {
      const current = pass();
      running = current;
      void current.finally(() => {
        if (running === current) running = undefined;
      });
    }
    return running;
  }

  const tick = () => {
    timer = setTimeout(async () => {
      try {
        await drain();
      } catch (error) {
        log(`Mail sender: ${(error as Error).name} while reading the outbox; trying again.`);
      }
      if (!stopped) tick();
    }, pollMs);
    timer.unref();
  };
  tick();

  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
