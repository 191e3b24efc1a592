/**
 * The notices' e-mails (docs/notices.md "Delivery"), in the subscriber's language, with the realm's name and colour:
 * the link that confirms an address's subscription, and each notice's copy with the link to its page and a
 * one-click unsubscribe (RFC 8058: `List-Unsubscribe` with an https URL of the API and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; a POST to that URL unsubscribes, a GET shows a page with
 * a button, since mail scanners follow links). The confirmation link opens a page of the API with a button too,
 * for the same reason.
 */
import { t } from '../../src/i18n/index.ts';
import type { NoticeTexts, PublicTopic } from '../../src/domain/notices/topics.ts';
import { realmById } from '../../src/realm/resolve.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import type { DocumentStore } from '../store/documents.ts';
import type { OutgoingMail } from '../store/mail-outbox.ts';
import type { EmailNotice, EmailSubscriber } from '../store/notice-emails.ts';
import { headerText } from './escape.ts';
import { frame, linkBlock, list, paragraph } from './layout.ts';
import { mailLanguage, realmLook } from './realm-look.ts';
import { siteOrigin, sitePage } from './site-url.ts';

export interface NoticeMailOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  /** `PORTAL_SITE_URL`: where the realms' sites (and their same-origin `/api`) are, when not at https://<first host>. */
  siteUrl?: string | undefined;
}

/** The API's pages the links open: same origin as the site, under `/api`. */
export const confirmUrl = (realm: RealmConfig, siteUrl: string | undefined, token: string, lang: string) =>
  `${siteOrigin(realm, siteUrl)}/api/${realm.id}/notices/email/confirm?t=${encodeURIComponent(token)}&lang=${lang}`;
export const unsubscribeUrl = (realm: RealmConfig, siteUrl: string | undefined, id: string, key: string, lang: string) =>
  `${siteOrigin(realm, siteUrl)}/api/${realm.id}/notices/email/unsubscribe?s=${encodeURIComponent(id)}&k=${encodeURIComponent(key)}&lang=${lang}`;

export function noticeMail({ store, realms, siteUrl }: NoticeMailOptions) {
  const realmOf = (id: string) => {
    const realm = realmById(realms(), id);
    if (!realm) throw new Error(`No realm ${id}`);
    return realm;
  };
  return {
    /** The message with the confirmation link of a subscription to `topics`. */
    confirmation(realmId: string, to: string, topics: readonly PublicTopic[], wanted: string, token: string): OutgoingMail {
      const realm = realmOf(realmId);
      const look = realmLook(store, realm, mailLanguage(realm, wanted));
      const tr = (key: string, params: Record<string, string> = {}) => t(look.lang, key, params);
      const heading = tr('mail.noticeSubscription.heading');
      const { html, text } = frame(
        look,
        heading,
        [
          paragraph(tr('mail.noticeSubscription.intro', { municipio: realm.name })),
          list(
            tr('mail.noticeSubscription.topics'),
            topics.map((topic) => tr(`delivery.topic.${topic}`)),
          ),
          linkBlock(look, tr('mail.noticeSubscription.link'), tr('mail.noticeSubscription.button'), confirmUrl(realm, siteUrl, token, look.lang)),
          paragraph(tr('mail.noticeSubscription.ignore')),
        ],
        tr('mail.noticeSubscription.footer', { site: realm.hosts[0]! }),
      );
      return {
        realm: realm.id,
        requestId: null,
        kind: 'notice-subscription',
        to,
        fromName: headerText(look.name),
        subject: headerText(tr('mail.noticeSubscription.subject')),
        text,
        html,
      };
    },

    /** A notice's copy to one subscriber, with its one-click unsubscribe. */
    copy(notice: EmailNotice, to: EmailSubscriber, key: string): OutgoingMail {
      const realm = realmOf(notice.realm);
      const look = realmLook(store, realm, mailLanguage(realm, to.language));
      const lang = notice.texts[look.lang] ? look.lang : (realm.languages.find((l) => notice.texts[l]) ?? Object.keys(notice.texts)[0]!);
      const texts = notice.texts[lang] as NoticeTexts;
      const tr = (k: string, params: Record<string, string> = {}) => t(look.lang, k, params);
      const leave = unsubscribeUrl(realm, siteUrl, to.id, key, look.lang);
      const { html, text } = frame(
        look,
        texts.title,
        [
          paragraph(texts.summary),
          linkBlock(look, tr('mail.noticeCopy.link'), tr('mail.noticeCopy.button'), sitePage(realm, siteUrl, lang, notice.path)),
          paragraph(tr('mail.noticeCopy.unsubscribe', { url: leave })),
        ],
        tr('mail.noticeCopy.footer', { site: realm.hosts[0]! }),
      );
      return {
        realm: realm.id,
        requestId: null,
        kind: 'notice-copy',
        to: to.email,
        fromName: headerText(look.name),
        subject: headerText(texts.title),
        text,
        html,
        headers: { 'List-Unsubscribe': `<${leave}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
    },
  };
}

export type NoticeMail = ReturnType<typeof noticeMail>;
