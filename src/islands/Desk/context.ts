import { createContext, useContext } from 'react';
import type { DeskApi } from '../../api/desk.ts';
import type { DeskStaff } from '../../domain/desk/desk-answers.ts';
import type { MailboxSections } from '../../domain/desk/mailbox-sections.ts';
import { ageText } from '../../domain/desk/request-age.ts';
import { statusLabelKey, type RequestStatus } from '../../domain/requests/request-status.ts';
import { fillPlaceholders } from '../../i18n/placeholders.ts';

/** A mailbox as the desk knows it from the build: its title, and the sections of a request its form has. */
export interface DeskMailbox extends Partial<MailboxSections> {
  _id: string;
  title: string;
}

/** What every part of the desk needs: texts, the calls, who is signed in, and how to name things. */
export interface DeskContext {
  lang: string;
  /** The page's locale for Intl ("es-ES", "ca-ES-valencia"). */
  locale: string;
  /** A UI text by key, with `{name}` placeholders filled. */
  tr: (key: string, params?: Record<string, string | number>) => string;
  api: DeskApi;
  /** The queue's page in this language (`/gestion`, `/va/gestio`). */
  deskPath: string;
  /** Other pages in this language, in its own words (src/i18n/addresses.ts). */
  paths: DeskPaths;
  staff: DeskStaff;
  mailboxTitle: (id: string) => string;
  /** Whether a mailbox's form asks for a place and takes a payment; neither for a mailbox the build did not know. */
  sectionsOf: (id: string) => MailboxSections;
  /** A staff member's name by user id (the id itself for someone no longer on the staff). */
  staffName: (id: string) => string;
  statusLabel: (status: RequestStatus) => string;
  /** "03/05/2026, 9:41" in Madrid, as the page's language writes it. */
  dateTime: (iso: string) => string;
  /** "hace 3 días": how long ago, now. */
  age: (iso: string) => string;
  /** "1,5 MB". */
  size: (bytes: number) => string;
  /** "20,00 €". */
  euros: (amount: number) => string;
  /** A language's own name ("Valencià"), for the language a request was sent in. */
  languageName: (lang: string) => string;
  /** The session ended meanwhile: the desk shows the sign-in invitation again. */
  signedOut: () => void;
}

export const Ctx = createContext<DeskContext | null>(null);

export function useDesk(): DeskContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('Desk parts must be rendered inside the desk');
  return ctx;
}

/** Pages the desk links to, in its language's words: `/gestion/solicitud` is `/va/gestio/sollicitud`. */
export interface DeskPaths {
  /** One request at the desk (`/gestion/solicitud`), `?ref=` naming it. */
  request: string;
  /** The associations' directory (`/asociaciones`), an association's page below it. */
  associations: string;
  /** An appointment's private page (`/cita-previa/cita`), its code and key in the fragment. */
  appointment: string;
}

/** The address of a request's page at the desk. */
export const requestHref = (paths: DeskPaths, reference: string) => `${paths.request}?ref=${encodeURIComponent(reference)}`;

/** Where the queue was last left (its filters), so "Back to the queue" returns there. */
export const LAST_QUEUE_KEY = 'desk:queue';

export function makeContext(input: {
  lang: string;
  locale: string;
  labels: Readonly<Record<string, string>>;
  api: DeskApi;
  deskPath: string;
  paths: DeskPaths;
  staff: DeskStaff;
  mailboxes: DeskMailbox[];
  languageNames: Record<string, string>;
  signedOut: () => void;
}): DeskContext {
  const { labels, locale } = input;
  const tr = (key: string, params?: Record<string, string | number>) => fillPlaceholders(labels[key] ?? key, params);
  const names = new Map(input.staff.staff.map((member) => [member._id, member.name]));
  names.set(input.staff.me._id, input.staff.me.name);
  const titles = new Map(input.mailboxes.map((m) => [m._id, m.title]));
  const sections = new Map(input.mailboxes.map((m): [string, MailboxSections] => [m._id, { location: !!m.location, payment: !!m.payment }]));
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Madrid' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return {
    lang: input.lang,
    locale,
    tr,
    api: input.api,
    deskPath: input.deskPath,
    paths: input.paths,
    staff: input.staff,
    mailboxTitle: (id) => titles.get(id) ?? id,
    sectionsOf: (id) => sections.get(id) ?? { location: false, payment: false },
    staffName: (id) => names.get(id) ?? id,
    statusLabel: (status) => tr(statusLabelKey(status)),
    dateTime: (iso) => when.format(new Date(iso)),
    age: (iso) => ageText(iso, Date.now(), locale),
    size: (bytes) => (bytes < 1024 ? `${bytes} B` : bytes < 1_048_576 ? `${number.format(bytes / 1024)} KB` : `${number.format(bytes / 1_048_576)} MB`),
    euros: (amount) => money.format(amount),
    languageName: (lang) => input.languageNames[lang] ?? lang,
    signedOut: input.signedOut,
  };
}
