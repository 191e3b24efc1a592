/**
 * The sandbox gateway: the local server's stand-in for a bank. Its page says plainly that it is a test and
 * takes no card; "Pagar", "Cancelar" and "Simular un pago rechazado" settle the payment in SQLite and send the
 * window back to the form. It speaks the realm's language and needs no script (axe-clean, keyboard only).
 */
import { Hono } from 'hono';
import { t, htmlLang, locale } from '../../src/i18n/index.ts';
import type { Language, RealmConfig } from '../../src/schemas/realm.ts';
import { formatEuros } from '../../src/domain/requests/payment-amount.ts';
import type { Payment, PaymentStatus } from '../store/payments.ts';
import { pickLanguage } from '../../src/domain/http/accept-language.ts';
import { escapeHtml, safeForward, type Checkout, type GatewayContext, type PaymentGateway } from './gateway.ts';
import { realmById } from '../../src/realm/resolve.ts';

const DECISIONS: Record<string, PaymentStatus> = { pay: 'pay', cancel: 'cancel', fail: 'failed' };

/** The token rides in the page's URL: no referrer may carry it on, and nothing may frame or cache the page. */
function pageHeaders(forward: string | undefined): Record<string, string> {
  const target = forward ? ` ${new URL(forward).origin}` : '';
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    // form-action also governs where the decision's redirect may go, hence the forward's origin.
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${target}; frame-ancestors 'none'; base-uri 'none'`,
  };
}

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 1.05rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1b1b; background: #f4f4f1; }
  .test { background: repeating-linear-gradient(135deg, #ffe08a 0 18px, #ffd24d 18px 36px); border-bottom: 4px solid #1b1b1b; padding: 0.9rem 1rem; }
  .test p { margin: 0 auto; max-width: 34rem; }
  main { max-width: 34rem; margin: 1.5rem auto; padding: 1.5rem; background: #fff; border: 1px solid #c9c9c4; border-radius: 10px; }
  h1 { font-size: 1.45rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 700; } dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 1.4rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  button, .back { font: inherit; min-height: 44px; padding: 0.5rem 1.3rem; border-radius: 6px; cursor: pointer; border: 2px solid #1b4d2e; }
  .pay { background: #1b4d2e; color: #fff; font-weight: 700; }
  .cancel { background: #fff; color: #1b1b1b; border-color: #5c5c5c; }
  .fail { background: none; border: 0; padding: 0.5rem 0; color: #8a1c12; text-decoration: underline; }
  .back { display: inline-block; background: #1b4d2e; color: #fff; text-decoration: none; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .done { font-weight: 700; }
  @media (max-width: 30rem) { main { margin: 0; border-radius: 0; border-width: 0; } dl { grid-template-columns: 1fr; } dd { margin-bottom: 0.4rem; } }
`;

function page(lang: Language, realm: RealmConfig | undefined, body: string): string {
  const title = `${t(lang, 'payment.gateway.title')}${realm ? ` · ${realm.name}` : ''}`;
  return `<!doctype html>
<html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><div class="test"><p><strong>${escapeHtml(t(lang, 'payment.gateway.testLabel'))}</strong> ${escapeHtml(t(lang, 'payment.gateway.testNote'))}</p></div>
<main>${body}</main></body></html>`;
}

function details(lang: Language, realm: RealmConfig, payment: Payment): string {
  const row = (key: string, value: string, cls = '') => `<dt>${escapeHtml(t(lang, key))}</dt><dd${cls ? ` class="${cls}"` : ''}>${escapeHtml(value)}</dd>`;
  return `<dl>${row('payment.gateway.merchant', realm.name)}${row('payment.gateway.concept', payment.concept)}${row('payment.gateway.amount', formatEuros(payment.cents, locale(lang)), 'amount')}${row('payment.gateway.reference', payment.id)}</dl>`;
}

/** What the window shows once a payment is decided: the outcome, and the way back when there is one. */
function outcome(lang: Language, payment: Payment, forward: string | undefined): string {
  const said = t(lang, payment.status === 'pay' ? 'payment.gateway.paid' : 'payment.gateway.notPaid');
  const back = forward
    ? `<p><a class="back" href="${escapeHtml(forward)}">${escapeHtml(t(lang, 'payment.gateway.back'))}</a></p>`
    : `<p>${escapeHtml(t(lang, 'payment.gateway.close'))}</p>`;
  return `<p class="done" role="status">${escapeHtml(said)}</p>${back}`;
}

export function sandboxGateway(): PaymentGateway {
  return {
    id: 'sandbox',
    test: true,

    /** The sandbox moved no money, so it gives none back: it records the refund of a paid payment, up to its amount. */
    refund(payment, cents) {
      if (payment.status !== 'pay') return { outcome: 'failed', reason: 'not-paid' };
      if (cents <= 0 || cents > payment.cents) return { outcome: 'failed', reason: 'amount' };
      return { outcome: 'refunded', reference: `sandbox-refund-${payment.id}` };
    },

    checkout({ payment, token, realm, lang, forward }: Checkout): Response {
      const heading = `<h1>${escapeHtml(t(lang, 'payment.gateway.title'))}</h1>${details(lang, realm, payment)}`;
      const body =
        payment.status !== 'pending'
          ? outcome(lang, payment, forward)
          : `<form method="post" action="sandbox/decision">
  <input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="forward" value="${escapeHtml(forward)}"><input type="hidden" name="lang" value="${lang}">
  <div class="actions"><button class="pay" name="decision" value="pay">${escapeHtml(t(lang, 'payment.gateway.pay'))}</button>
  <button class="cancel" name="decision" value="cancel">${escapeHtml(t(lang, 'payment.gateway.cancel'))}</button></div>
  <p><button class="fail" name="decision" value="fail">${escapeHtml(t(lang, 'payment.gateway.fail'))}</button></p>
</form>`;
      return new Response(page(lang, realm, heading + body), { status: 200, headers: pageHeaders(forward) });
    },

    routes({ ledger, realms }: GatewayContext): Hono {
      const app = new Hono();
      app.post('/decision', async (c) => {
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : undefined);
        const payment = ledger.byToken(text('token') ?? '');
        const realm = payment && realmById(realms(), payment.realm);
        const lang = realm ? pickLanguage(text('lang'), realm) : 'es';
        // A payment another gateway handles never takes the sandbox's word, whatever the form says.
        if (!payment || !realm || payment.gateway !== 'sandbox') {
          return c.body(
            page(lang, realm, `<h1>${escapeHtml(t(lang, 'payment.gateway.title'))}</h1><p role="alert">${escapeHtml(t(lang, 'payment.gateway.unknown'))}</p>`),
            404,
            pageHeaders(undefined),
          );
        }
        const status = DECISIONS[text('decision') ?? ''];
        if (status) ledger.settle(realm.id, payment.id, status);
        const forward = safeForward(text('forward'), realm, c.req.header('host'));
        if (forward) return c.redirect(forward, 303);
        const settled = ledger.get(realm.id, payment.id)!;
        return c.body(
          page(lang, realm, `<h1>${escapeHtml(t(lang, 'payment.gateway.title'))}</h1>${details(lang, realm, settled)}${outcome(lang, settled, undefined)}`),
          200,
          pageHeaders(undefined),
        );
      });
      return app;
    },
  };
}
