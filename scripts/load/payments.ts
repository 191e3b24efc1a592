/**
 * The payments part of the load test: citizens who start a payment at once (`POST /{realm}/payments/new`
 * with an Idempotency-Key), retry it, settle it at the sandbox gateway and read its status. It probes the
 * route first: a server without payments answers that the call does not exist, and the part is skipped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Citizen, LoadContext } from './citizen.ts';

export type PaymentsReport = { skipped: string } | { concurrent: number; created: number; duplicates: number; paid: number; perSecond: number; p95ms: number };

interface PaidMailbox {
  id: string;
  amount: number;
}

/** The first mailbox of the realm that asks for a payment, and an amount it accepts. */
async function paidMailbox(ctx: LoadContext): Promise<PaidMailbox | undefined> {
  const config = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'realms', ctx.realm, 'realm.json'), 'utf8')) as { mailboxes?: string[] };
  for (const id of config.mailboxes ?? []) {
    const response = await fetch(`${ctx.origin}/api/${ctx.realm}/mailbox/${id}`);
    if (!response.ok) continue;
    const terms = ((await response.json()) as { payments?: { amount?: number | null; minAmount?: number | null } }).payments;
    if (terms) return { id, amount: terms.amount ?? terms.minAmount ?? 10 };
  }
  return undefined;
}

export async function paymentsLoad(ctx: LoadContext, citizens: Citizen[], run: string): Promise<PaymentsReport> {
  if (citizens.length === 0) return { skipped: 'no payments asked for' };
  // A server without the route answers 'No such API call' (or, before that answer existed, a plain-text 404).
  const probe = await citizens[0]!.call('payment-probe', `/api/${ctx.realm}/payments/new`, { method: 'POST', json: {} }).catch(() => undefined);
  if (!probe || probe.json.err === 'No such API call') return { skipped: 'no payments route' };
  const mailbox = await paidMailbox(ctx);
  if (!mailbox) return { skipped: `no mailbox of ${ctx.realm} asks for a payment` };

  const started = ctx.timings.length;
  const t0 = performance.now();
  const results = await Promise.all(
    citizens.map(async (citizen) => {
      const key = `pago-${run}-${citizen.index}`;
      const init = { method: 'POST', json: { mailbox: mailbox.id, amount: mailbox.amount, concept: 'Carga' }, headers: { 'idempotency-key': key } };
      const first = await citizen.call('payment', `/api/${ctx.realm}/payments/new`, init);
      const again = await citizen.call('payment-retry', `/api/${ctx.realm}/payments/new`, init);
      if (first.status >= 300 || typeof first.json._id !== 'string') throw new Error(`payments/new: ${first.status} ${String(first.json.err ?? '')}`);
      const form = new FormData();
      form.set('token', String(first.json.token));
      form.set('decision', 'pay');
      await citizen.call('payment-settle', '/api/payments/sandbox/decision', { method: 'POST', form, page: true });
      const status = await citizen.call('payment-status', `/api/${ctx.realm}/payments/${first.json._id}`);
      return { id: first.json._id, same: again.json._id === first.json._id, paid: status.json.status === 'pay' };
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const created = new Set(results.map((r) => r.id)).size;
  const latencies = ctx.timings
    .slice(started)
    .filter((t) => t.step === 'payment')
    .map((t) => t.ms)
    .sort((a, b) => a - b);
  return {
    concurrent: citizens.length,
    created,
    duplicates: results.filter((r) => !r.same).length,
    paid: results.filter((r) => r.paid).length,
    perSecond: citizens.length / seconds,
    p95ms: latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.95) - 1)] ?? 0,
  };
}
