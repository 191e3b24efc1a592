/**
 * What the static pages of appointments show (docs/appointments.md "Pages"): the services a realm lists, grouped
 * by the office that attends them, how far ahead each can be booked in words, and the data the booking island
 * will read off its container. Pure: the realm's appointment content is given.
 */
import { locale, pick, type UiKey } from '../../i18n/index.ts';
import type { AppointmentContent, Office, Service } from '../../schemas/appointments.ts';
import type { Language } from '../../schemas/languages.ts';
import { spanishCollator } from '../text/alphabet.ts';

/** A service as its pages show it: with the offices that attend it, in the service's order. */
export interface ListedService {
  service: Service;
  offices: Office[];
}

/**
 * The services a realm's pages list: the published ones, each with its published offices. A service none of whose
 * offices is published has nowhere to be attended and is left out, as an unpublished one is.
 */
export function listedServices(content: AppointmentContent | undefined): ListedService[] {
  if (!content) return [];
  const offices = new Map(content.offices.filter((o) => o.isPublished).map((o) => [o._id, o]));
  return content.services
    .filter((service) => service.isPublished)
    .map((service) => ({ service, offices: service.offices.map((id) => offices.get(id)).filter((o): o is Office => !!o) }))
    .filter((listed) => listed.offices.length > 0);
}

/** The services page's groups: an office each, in the content's order, with its services by title in `lang`. */
export function servicesByOffice(listed: readonly ListedService[], lang: Language): Array<{ office: Office; services: Service[] }> {
  const groups = new Map<string, { office: Office; services: Service[] }>();
  for (const { service, offices } of listed)
    for (const office of offices) {
      const group = groups.get(office._id) ?? { office, services: [] };
      group.services.push(service);
      groups.set(office._id, group);
    }
  const order = new Map<string, number>();
  for (const { offices } of listed) for (const office of offices) if (!order.has(office._id)) order.set(office._id, order.size);
  return [...groups.values()]
    .sort((a, b) => order.get(a.office._id)! - order.get(b.office._id)!)
    .map(({ office, services }) => ({ office, services: [...services].sort((a, b) => spanishCollator.compare(pick(a.title, lang), pick(b.title, lang))) }));
}

/** A Madrid wall-clock time ("09:00") as people of `lang` write it: "9:00"; Valencian and Catalan "9.00". */
export function clockTime(time: string, lang: Language): string {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  return lang === 'va' || lang === 'ca' ? `${hours}.${minutes}` : `${hours}:${minutes}`;
}

/**
 * How far ahead a service can be booked, as a UI string key and its placeholders: from tomorrow to `days` days
 * ahead, and with `opensAt` the time each new day opens. Words, never dates: the page is static and a date
 * written at build time would be wrong the next day (the island asks the server for the window of today).
 */
export function bookingWindowWords(service: Service, lang: Language): { key: UiKey; params: Record<string, string | number> } {
  const { days, opensAt } = service.bookingWindow;
  if (days === 1)
    return opensAt
      ? { key: 'appointments.windowTomorrowOpensAt', params: { time: clockTime(opensAt, lang) } }
      : { key: 'appointments.windowTomorrow', params: {} };
  return opensAt ? { key: 'appointments.windowOpensAt', params: { days, time: clockTime(opensAt, lang) } } : { key: 'appointments.window', params: { days } };
}

/** A duration in minutes as "15 min" or "1 h 30 min", with the language's digits. */
export function durationWords(minutes: number, lang: Language): string {
  const number = new Intl.NumberFormat(locale(lang));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours && `${number.format(hours)} h`, rest && `${number.format(rest)} min`].filter(Boolean).join(' ');
}

/**
 * The booking island's container on a service's page, `<div data-appointment-booking …>`: what the island needs to
 * start, as data attributes (docs/appointments.md "Pages"). Without script its children, the other ways to book,
 * are all there is; the island replaces them.
 */
export interface BookingMount {
  /** The realm's id, the first segment of every call (`{realm}/citaprevia/…`). */
  realm: string;
  /** The page's language: the island's texts and the confirmation's. */
  lang: Language;
  /** The base the calls go to: the realm's `endpoints.citaprevia`, `/api` by default. */
  api: string;
  /** The service's id. */
  service: string;
  /** The ids of the offices that attend it, in the service's order (the first is the one shown first). */
  offices: string[];
}

/** The container's attributes for a mount. */
export function bookingMountAttributes(mount: BookingMount): Record<string, string> {
  return {
    'data-appointment-booking': '',
    'data-realm': mount.realm,
    'data-lang': mount.lang,
    'data-api': mount.api,
    'data-service': mount.service,
    'data-offices': mount.offices.join(' '),
  };
}

/** The mount back from the container's `dataset`, as the island reads it; undefined when any part is missing. */
export function readBookingMount(dataset: Record<string, string | undefined>, languages: readonly Language[]): BookingMount | undefined {
  const { realm, lang, api, service, offices } = dataset;
  const ids = (offices ?? '').split(/\s+/).filter(Boolean);
  if (!realm || !api || !service || ids.length === 0 || !languages.includes(lang as Language)) return undefined;
  return { realm, lang: lang as Language, api, service, offices: ids };
}
