import { PUBLIC_TOPICS } from '../domain/notices/topics.ts';
import { mailboxSections } from '../domain/desk/mailbox-sections.ts';
import { labelSlice } from '../i18n/slices.ts';
import { pick, t } from '../i18n/index.ts';
import type { SiteContext } from './site.ts';

/** The texts the desk island needs, in the page's language: it ships no dictionaries of its own. */
export const deskLabels = labelSlice(
  (key) => key.startsWith('desk.') || key.startsWith('request.status.') || key.startsWith('mail.payment.') || key === 'map.placeElsewhere',
);

/**
 * What both desk pages give the island: where things are in this language, the realm's mailboxes by title (every
 * one the build read, closed ones too: their requests are still handled) with the sections their forms have, and
 * no request data at all.
 */
export function deskProps(ctx: SiteContext) {
  return {
    realm: ctx.realm.id,
    lang: ctx.lang,
    locale: ctx.locale,
    endpoints: ctx.realm.endpoints,
    deskPath: ctx.href('/gestion'),
    paths: { request: ctx.href('/gestion/solicitud'), associations: ctx.href('/asociaciones'), appointment: ctx.href('/cita-previa/cita') },
    signInPath: ctx.href('/cuenta'),
    mailboxes: (ctx.snap.mailboxes ?? []).map((m) => ({ _id: m._id, title: pick(m.title, ctx.lang) || m._id, ...mailboxSections(m) })),
    languageNames: Object.fromEntries(ctx.realm.languages.map((l) => [l, t(l, 'language.name')])),
    center: ctx.snap.region ?? { lat: 39.4699, lng: -0.3763 },
    mapStyle: ctx.realm.mapStyle,
    labels: deskLabels(ctx.lang),
  };
}

/**
 * What the counter's day (`/gestion/citas`) adds: the realm's offices with their desks and its services' titles,
 * in the page's language, every one the build read (an unpublished office or service may still have its day).
 */
export function deskAppointmentProps(ctx: SiteContext) {
  const content = ctx.snap.appointments;
  return {
    offices: (content?.offices ?? []).map((o) => ({
      _id: o._id,
      title: pick(o.title, ctx.lang) || o._id,
      desks: o.desks.map((d) => ({ id: d.id, title: pick(d.title, ctx.lang) || d.id, services: d.services })),
    })),
    services: Object.fromEntries((content?.services ?? []).map((s) => [s._id, pick(s.title, ctx.lang) || s._id])),
  };
}

/** What the desk's notices (`/gestion/avisos`) add: the realm's languages by their own names, and the topics' names. */
export function deskNoticeProps(ctx: SiteContext) {
  return {
    languages: ctx.realm.languages.map((code) => ({ code, name: t(code, 'language.name') })),
    topics: Object.fromEntries(PUBLIC_TOPICS.map((topic) => [topic, ctx.t(`notices.topic.${topic}`)])),
  };
}
