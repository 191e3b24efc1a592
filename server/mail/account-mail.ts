/**
 * The accounts' messages (docs/accounts-api.md), in the language of the page the citizen used, with the realm's name
 * and colour, plain text and HTML, nothing remote: the link to confirm an address (a new account's, or a new
 * address for an account), the notice that someone tried to use an address that has an account, the link to
 * choose a new password, the notice that the password changed, and the old address's notice that the address
 * changed, with the link that undoes it. A link's token travels in the fragment
 * (`#codigo=`), which a browser never sends to a server: it reaches no log and no Referer.
 */
import { dateFormat, locale, t } from '../../src/i18n/index.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import type { DocumentStore } from '../store/documents.ts';
import type { MailKind, OutgoingMail } from '../store/mail-outbox.ts';
import { headerText } from './escape.ts';
import { frame, linkBlock, paragraph, type Block } from './layout.ts';
import { mailLanguage, realmLook } from './realm-look.ts';
import { followUpLink, sitePage } from './site-url.ts';
import { realmById } from '../../src/realm/resolve.ts';

export interface AccountMailOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  /** `PORTAL_SITE_URL`: where the realms' sites are, when not at https://<first host>. */
  siteUrl?: string | undefined;
}

/** The pages the links open (src/pages/[realm]/[...lang]/cuenta/). */
export const CONFIRM_PAGE = '/cuenta/verificar';
export const PASSWORD_PAGE = '/cuenta/contrasena';
export const SIGN_IN_PAGE = '/cuenta';

export function accountMail({ store, realms, siteUrl }: AccountMailOptions) {
  /** The messages of one realm in one language (the page's, when the realm speaks it). */
  return (realmId: string, wanted: string | undefined) => {
    const realm = realmById(realms(), realmId);
    if (!realm) throw new Error(`No realm ${realmId}`);
    const look = realmLook(store, realm, mailLanguage(realm, wanted));
    const lang = look.lang;
    const tr = (key: string, params: Record<string, string> = {}) => t(lang, key, params);
    const page = (path: string) => sitePage(realm, siteUrl, lang, path);
    const withToken = (path: string, token: string) => `${page(path)}#codigo=${token}`;

    const message = (kind: MailKind, to: string, texts: string, blocks: Block[]): OutgoingMail => {
      const heading = tr(`${texts}.heading`);
      const { html, text } = frame(look, heading, blocks, tr('mail.account.footer', { site: realm.hosts[0]! }));
      return { realm: realm.id, requestId: null, kind, to, fromName: headerText(look.name), subject: headerText(tr(`${texts}.subject`)), text, html };
    };

    return {
      language: lang,

      /** The link that confirms an address: a registration's, or (`change`) an account's new one. */
      confirmAddress: (to: string, change: boolean) => (token: string) => {
        const texts = change ? 'mail.confirmChange' : 'mail.confirm';
        return message('confirm-address', to, texts, [
          paragraph(tr(`${texts}.intro`)),
          linkBlock(look, tr('mail.confirm.link'), tr('mail.confirm.button'), withToken(CONFIRM_PAGE, token)),
          paragraph(tr(`${texts}.ignore`)),
        ]);
      },

      /** Someone tried to use an address that already has an account: how to get in, and that nothing changed. */
      alreadyRegistered: (to: string) => () =>
        message('already-registered', to, 'mail.registered', [
          paragraph(tr('mail.registered.intro')),
          linkBlock(look, tr('mail.registered.signIn'), tr('mail.registered.signInButton'), page(SIGN_IN_PAGE)),
          linkBlock(look, tr('mail.registered.forgot'), tr('mail.reset.button'), page(PASSWORD_PAGE)),
          paragraph(tr('mail.registered.ignore')),
        ]),

      /** The link to choose a new password. */
      passwordReset: (to: string) => (token: string) =>
        message('password-reset', to, 'mail.reset', [
          paragraph(tr('mail.reset.intro')),
          linkBlock(look, tr('mail.reset.link'), tr('mail.reset.button'), withToken(PASSWORD_PAGE, token)),
          paragraph(tr('mail.reset.ignore')),
        ]),

      /**
       * Told to an account's old address when the account took a new one: when, and the link (once, for
       * UNDO_LINK_DAYS) that gives the address back and signs the account out everywhere.
       */
      addressChanged: (to: string, at: Date) => (token: string) => {
        const when = dateFormat(locale(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(at);
        return message('address-changed', to, 'mail.addressChanged', [
          paragraph(tr('mail.addressChanged.intro', { date: when })),
          linkBlock(look, tr('mail.addressChanged.link'), tr('mail.addressChanged.button'), withToken(CONFIRM_PAGE, token)),
          paragraph(tr('mail.addressChanged.after')),
        ]);
      },

      /**
       * The account was deleted at `at`: what was erased, and each request it had sent with its private link (a new
       * follow-up key each, which the outbox keeps sealed until the message leaves).
       */
      accountDeleted: (to: string, at: Date, kept: ReadonlyArray<{ reference: string; title: string; key: string }>): OutgoingMail => {
        const when = dateFormat(locale(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(at);
        const mail = message('account-deleted', to, 'mail.deleted', [
          paragraph(tr('mail.deleted.intro', { date: when })),
          ...(kept.length
            ? [
                paragraph(tr('mail.deleted.requests')),
                ...kept.map(({ reference, title, key }) =>
                  linkBlock(look, `${reference} · ${title}`, tr('mail.follow.button'), followUpLink(realm, siteUrl, lang, reference, key)),
                ),
              ]
            : []),
          paragraph(tr('mail.deleted.after')),
        ]);
        return { ...mail, secrets: kept.map(({ key }) => key) };
      },

      /** The password changed at `at`: if it was not the citizen, how to take the account back. */
      passwordChanged: (to: string, at: Date) => {
        const when = dateFormat(locale(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(at);
        return message('password-changed', to, 'mail.changed', [
          paragraph(tr('mail.changed.intro', { date: when })),
          linkBlock(look, tr('mail.changed.warning'), tr('mail.reset.button'), page(PASSWORD_PAGE)),
        ]);
      },
    };
  };
}
export type AccountMail = ReturnType<typeof accountMail>;
