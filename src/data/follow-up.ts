/**
 * What the citizen's request pages need at build time ("Mis solicitudes", a request's page, "Trámites"): their
 * texts in the page's language (the islands ship no dictionaries) and the titles of the realm's mailboxes.
 * Never a request: those are read live, by the citizen's own session or key.
 */
import { labelSlice } from '../i18n/slices.ts';
import { pick } from '../i18n/index.ts';
import type { Language } from '../schemas/realm.ts';
import { snapshot } from './snapshot.ts';
import type { PageProps, SiteContext } from './site.ts';

const PREFIXES = ['mine.', 'followUp.', 'request.status.', 'request.contact.', 'mail.payment.', 'common.'];

/** The texts the two follow-up islands read, in `lang`. */
export const followUpLabels = labelSlice(
  (key) => PREFIXES.some((prefix) => key.startsWith(prefix)) || key === 'mail.receipt.location' || key === 'map.placeElsewhere',
);

/** Every mailbox's title in `lang`, by id (closed ones too: a request sent before it closed still names it). */
export function mailboxTitles(realm: string, lang: Language): Record<string, string> {
  return Object.fromEntries((snapshot(realm).mailboxes ?? []).map((m) => [m._id, pick(m.title, lang)]));
}

/** The pages of realms that take requests at all: a town hall without mailboxes has nothing to follow. */
export function withMailboxes<T extends { props: PageProps }>(paths: T[]): T[] {
  return paths.filter((path) => snapshot(path.props.realm).realm.mailboxes.length > 0);
}

/** Where a citizen without JavaScript can ask the town hall about a request: its contact page, else the home page. */
export function townHallContact(ctx: SiteContext): string {
  return ctx.sections.includes('contacto') ? ctx.href('/contacto') : ctx.href('/');
}

/** What both request pages give their island: the realm, the language, its texts and the mailboxes' titles. */
export function requestPageProps(ctx: SiteContext) {
  return {
    realm: ctx.realm.id,
    lang: ctx.lang,
    locale: ctx.locale,
    endpoints: ctx.realm.endpoints,
    labels: followUpLabels(ctx.lang),
    mailboxTitles: mailboxTitles(ctx.realm.id, ctx.lang),
  };
}
