/**
 * The notices' e-mail subscriptions (docs/notices.md "Delivery"): asking to subscribe an address to public topics
 * (always the same answer, so the call tells nobody whether an address is subscribed; a confirmation link goes out,
 * at most a few an hour per address), the confirmation link's page (a GET shows a button, its POST confirms: mail
 * scanners follow links, and must not subscribe anyone), and the unsubscribe link of every copy (RFC 8058: a POST
 * unsubscribes at once, one click in the mail client; a GET shows a page with a button). The pages are plain HTML
 * from the API, in the subscriber's language, and carry no script.
 *
 * The subscription also comes as an ordinary form post from the /avisos page without script (docs/notices.md "On the
 * page"): same checks, same confirmation, answered with a 303 back to the page in the form's language, its fragment
 * naming the message the page shows (`#suscripcion-pendiente`, `#suscripcion-error`). The cross-site guard
 * (server/http/guards/cross-site.ts) has already refused a post from any other site, and the address never goes into
 * the URL.
 */
import { Hono, type Context } from 'hono';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { isPublicTopic, type PublicTopic } from '../../../src/domain/notices/topics.ts';
import { t } from '../../../src/i18n/index.ts';
import { isLanguage, type Language } from '../../../src/schemas/languages.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { escapeHtml } from '../../core/escape-html.ts';
import type { NoticeMail } from '../../mail/notice-copy.ts';
import type { MailOutbox } from '../../store/mail-outbox.ts';
import type { NoticeEmails } from '../../store/notice-emails.ts';
import { siteOrigin } from '../../mail/site-url.ts';
import { localPath } from '../../../src/i18n/addresses.ts';
import { readJson } from '../guards/body.ts';
import { realmOrigin } from '../guards/cross-site.ts';
import { NO_STORE } from '../guards/staff-access.ts';

/** Confirmations an address gets in an hour, however often it is typed in. */
export const MAX_CONFIRMATIONS_PER_HOUR = 3;
const EMAIL = /^[^\s@<>"(),;:]{1,64}@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]{2,}$/;

export interface NoticeEmailRouteOptions {
  realms: () => RealmConfig[];
  emails: NoticeEmails;
  outbox: MailOutbox;
  mail: NoticeMail;
  now?: (() => number) | undefined;
  /** The site's address template (`PORTAL_SITE_URL`), where a form post without an Origin goes back to. */
  siteUrl?: string | undefined;
  /** As the cross-site guard's: `<id>.localhost` origins are the realm's sites on a developer's machine only. */
  development?: boolean | undefined;
}

const isForm = (c: Context) => /^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '');

export function noticeEmailRoutes({ realms, emails, outbox, mail, now = Date.now, siteUrl, development = false }: NoticeEmailRouteOptions) {
  const api = new Hono();
  const realmOf = (id: string) => {
    const realm = realmById(realms(), id);
    if (!realm) throw new ApiError('noRealm', { headers: NO_STORE });
    return realm;
  };
  const langOf = (c: Context, realm: RealmConfig): Language => {
    const wanted = c.req.query('lang');
    return isLanguage(wanted) && realm.languages.includes(wanted) ? wanted : realm.languages[0]!;
  };

  /** A page of the API: a heading, a text, and optionally a form with one button posting back to the same URL. */
  const page = (
    c: Context,
    realm: RealmConfig,
    lang: Language,
    title: string,
    text: string,
    button?: { label: string; fields: Record<string, string> },
    status: 200 | 400 = 200,
  ) => {
    const form = button
      ? `<form method="post" action="${escapeHtml(new URL(c.req.url).pathname + new URL(c.req.url).search)}">${Object.entries(button.fields)
          .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
          .join('')}<button type="submit">${escapeHtml(button.label)}</button></form>`
      : '';
    return c.html(
      `<!doctype html><html lang="${lang === 'va' ? 'ca-ES-valencia' : lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(realm.name)}</title>` +
        '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}button{font:inherit;padding:.75rem 1.25rem;border-radius:4px;border:0;background:#1a1a1a;color:#fff;cursor:pointer}</style></head>' +
        `<body><main><p>${escapeHtml(realm.name)}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}</main></body></html>`,
      status,
      { ...NO_STORE, 'Referrer-Policy': 'no-referrer', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'" },
    );
  };

  /**
   * Where a form post goes back to: the /avisos page in `lang`, on the site the form came from when its Origin is one
   * of this realm's (or the API's own, where the site and `/api` share it), else on the realm's site.
   */
  const backTo = (c: Context, realm: RealmConfig, lang: Language, outcome: 'pendiente' | 'error') => {
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    const site = origin && (origin === own || realmOrigin(origin, [realm], { development })) ? origin : siteOrigin(realm, siteUrl);
    const prefix = lang === realm.languages[0] ? '' : `/${lang}`;
    c.header('Cache-Control', NO_STORE['Cache-Control']);
    return c.redirect(`${site}${prefix}${localPath(lang, '/avisos')}?suscripcion=${outcome}#suscripcion-${outcome}`, 303);
  };

  // The form's address opened as a page (a bookmark, a link copied from the form): where the form is, in the
  // language asked for. Subscribing is only ever the POST.
  api.get('/:realm/notices/email', (c) => {
    const realm = realmOf(c.req.param('realm'));
    const asked = c.req.query('language');
    const lang = isLanguage(asked) && realm.languages.includes(asked) ? asked : realm.languages[0]!;
    const prefix = lang === realm.languages[0] ? '' : `/${lang}`;
    c.header('Cache-Control', NO_STORE['Cache-Control']);
    return c.redirect(`${siteOrigin(realm, siteUrl, lang)}${prefix}${localPath(lang, '/avisos')}#recibir`, 303);
  });

  api.post('/:realm/notices/email', async (c) => {
    const realm = realmOf(c.req.param('realm'));
    const form = isForm(c);
    // A form sends one `topics` field per ticked box: all of them, where the JSON call sends a list.
    const body = form ? await c.req.parseBody({ all: true }) : await readJson(c);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const topics = form && typeof body.topics === 'string' ? [body.topics] : body.topics;
    const language = isLanguage(body.language) && realm.languages.includes(body.language) ? body.language : undefined;
    if (
      email.length > 200 ||
      !EMAIL.test(email) ||
      !language ||
      !Array.isArray(topics) ||
      topics.length === 0 ||
      new Set(topics).size !== topics.length ||
      !topics.every((topic) => typeof topic === 'string' && isPublicTopic(topic))
    ) {
      if (form) return backTo(c, realm, language ?? realm.languages[0]!, 'error');
      throw new ApiError('emailSubscription', { headers: NO_STORE });
    }
    const at = now();
    if (emails.recentRequests(realm.id, email, at) < MAX_CONFIRMATIONS_PER_HOUR) {
      const { token } = emails.request(realm.id, email, topics as PublicTopic[], language, at);
      outbox.enqueue(mail.confirmation(realm.id, email, topics as PublicTopic[], language, token), at);
    }
    // The same answer whether the address was new, subscribed, or capped.
    if (form) return backTo(c, realm, language, 'pendiente');
    return c.json({ requested: true }, 202, NO_STORE);
  });

  api.get('/:realm/notices/email/confirm', (c) => {
    const realm = realmOf(c.req.param('realm'));
    const lang = langOf(c, realm);
    const token = c.req.query('t') ?? '';
    return page(c, realm, lang, t(lang, 'delivery.email.confirmTitle'), t(lang, 'delivery.email.confirmText'), {
      label: t(lang, 'delivery.email.confirmButton'),
      fields: { t: token },
    });
  });

  api.post('/:realm/notices/email/confirm', async (c) => {
    const realm = realmOf(c.req.param('realm'));
    const lang = langOf(c, realm);
    const form = await c.req.parseBody();
    const token = typeof form.t === 'string' ? form.t : (c.req.query('t') ?? '');
    const outcome = emails.confirm(realm.id, token, now());
    if (outcome === 'confirmed') return page(c, realm, lang, t(lang, 'delivery.email.confirmTitle'), t(lang, 'delivery.email.confirmed'));
    return page(c, realm, lang, t(lang, 'delivery.email.confirmTitle'), t(lang, 'delivery.email.linkInvalid'), undefined, 400);
  });

  api.get('/:realm/notices/email/unsubscribe', (c) => {
    const realm = realmOf(c.req.param('realm'));
    const lang = langOf(c, realm);
    const id = c.req.query('s') ?? '';
    const key = c.req.query('k') ?? '';
    if (!emails.keyMatches(id, key))
      return page(c, realm, lang, t(lang, 'delivery.email.unsubscribeTitle'), t(lang, 'delivery.email.unsubscribeInvalid'), undefined, 400);
    return page(c, realm, lang, t(lang, 'delivery.email.unsubscribeTitle'), t(lang, 'delivery.email.unsubscribeText', { municipio: realm.name }), {
      label: t(lang, 'delivery.email.unsubscribeButton'),
      fields: { 'List-Unsubscribe': 'One-Click' },
    });
  });

  // RFC 8058 §3.1: the mail client POSTs `List-Unsubscribe=One-Click` to the URL of the header; the page's button posts the same.
  api.post('/:realm/notices/email/unsubscribe', (c) => {
    const realm = realmOf(c.req.param('realm'));
    const lang = langOf(c, realm);
    const ok = emails.unsubscribe(realm.id, c.req.query('s') ?? '', c.req.query('k') ?? '');
    if (!ok) return page(c, realm, lang, t(lang, 'delivery.email.unsubscribeTitle'), t(lang, 'delivery.email.unsubscribeInvalid'), undefined, 400);
    return page(c, realm, lang, t(lang, 'delivery.email.unsubscribeTitle'), t(lang, 'delivery.email.unsubscribed'));
  });

  return api;
}
