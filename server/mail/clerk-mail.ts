/**
 * The desk's message to a member of staff (`ClerkMail` of server/store/clerk-notices.ts): the steps they hear of
 * since the message was first queued (requests arrived in their mailboxes, assigned to them, replied to by the
 * citizen), each with its reference, mailbox and title, and the way to the desk and to the profile where the
 * notices are turned off. In the realm's first language: the desk's staff have no language of their own.
 */
import { pick, t } from '../../src/i18n/index.ts';
import { realmById } from '../../src/realm/resolve.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import type { ClerkEvent, ClerkMail } from '../store/clerk-notices.ts';
import type { DocumentStore } from '../store/documents.ts';
import { findMailbox } from '../store/mailboxes.ts';
import { headerText } from './escape.ts';
import { frame, linkBlock, list, paragraph } from './layout.ts';
import { mailLanguage, realmLook } from './realm-look.ts';
import { deskPage } from './site-url.ts';

export interface ClerkMailOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  /** `PORTAL_SITE_URL`: where the realms' sites are, when not at https://<first host>. */
  siteUrl?: string | undefined;
}

export function clerkMail({ store, realms, siteUrl }: ClerkMailOptions): ClerkMail {
  return {
    render(realmId, to, events) {
      const realm = realmById(realms(), realmId);
      if (!realm || events.length === 0) return undefined;
      // The language the member last used the desk in; the realm's first until they have opened it.
      const lang = mailLanguage(realm, to.language);
      const tr = (key: string, params: Record<string, string | number> = {}) => t(lang, key, params);
      const look = realmLook(store, realm, lang);
      const mailboxTitle = (id: string) => {
        const found = findMailbox(store, realm.id, id);
        return (found.state === 'found' && pick(found.mailbox.title, lang)) || id;
      };
      const line = (event: ClerkEvent) =>
        tr(`mail.desk.${event.kind}`, {
          reference: event.reference,
          mailbox: mailboxTitle(event.mailbox),
          title: event.title || tr('desk.untitled'),
          name: event.by ?? '',
        });
      const desk = deskPage(realm, siteUrl, lang, '/gestion');
      const only = events.length === 1 ? events[0]! : undefined;
      const heading = tr('mail.desk.heading');
      const { html, text } = frame(
        look,
        heading,
        [
          paragraph(tr('mail.desk.intro', { name: to.name })),
          list(tr('mail.desk.list'), events.map(line)),
          only
            ? linkBlock(look, tr('mail.desk.openOne'), tr('mail.desk.button'), `${desk}/solicitud?ref=${encodeURIComponent(only.reference)}`)
            : linkBlock(look, tr('mail.desk.openDesk'), tr('mail.desk.button'), desk),
        ],
        tr('mail.desk.footer', { site: realm.hosts[0]!, profile: deskPage(realm, siteUrl, lang, '/cuenta/perfil') }),
      );
      return {
        realm: realm.id,
        requestId: null,
        kind: 'desk-notice',
        to: to.email,
        fromName: headerText(look.name),
        subject: headerText(only ? tr('mail.desk.subjectOne', { reference: only.reference }) : tr('mail.desk.subjectMany', { count: events.length })),
        text,
        html,
      };
    },
  };
}
