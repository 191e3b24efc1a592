/*
 * What every built page of cita previa must show (docs/appointments.md "Pages"), read off a realm's release: the
 * services page lists each service of the demo content, and each service's page, in each of the realm's
 * languages, its title, what to bring, how far ahead it can be booked, the voluntary note, the booking island's
 * container with its data, and inside it, for readers without script, that booking online needs it and the
 * offices' telephones. `tests/e2e/appointments.spec.ts` runs it over the e2e server's releases.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import * as v from 'valibot';
import { bookingWindowWords, listedServices, readBookingMount } from '../../src/domain/appointments/service-pages.ts';
import { telHref } from '../../src/domain/directory/contact.ts';
import { pick, t } from '../../src/i18n/index.ts';
import { AppointmentContentSchema } from '../../src/schemas/appointments.ts';
import type { Language } from '../../src/schemas/languages.ts';

const REALMS_DIR = join(import.meta.dirname, '..', '..', 'realms');
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A demo realm's appointment content, as the build's snapshot keeps it, and its languages. */
export function demoAppointments(realm: string) {
  const read = (collection: string) => JSON.parse(readFileSync(join(REALMS_DIR, realm, 'demo', `citaprevia_${collection}.json`), 'utf8')) as unknown;
  const content = v.parse(AppointmentContentSchema, {
    services: read('servicios'),
    offices: read('oficinas'),
    plans: read('horarios'),
    exceptions: read('excepciones'),
    holidays: read('festivos'),
  });
  const { languages } = JSON.parse(readFileSync(join(REALMS_DIR, realm, 'realm.json'), 'utf8')) as { languages: Language[] };
  return { content, languages };
}

/** The problems of a realm's appointment pages in `release` (its built site); none when they are right. */
export function appointmentPagesProblems(release: string, realm: string): string[] {
  const { content, languages } = demoAppointments(realm);
  const listed = listedServices(content);
  const problems: string[] = [];
  if (!listed.length) return [`${realm} lists no service of appointments`];
  for (const lang of languages) {
    const prefix = lang === languages[0] ? '' : `/${lang}`;
    const open = (path: string) => {
      const file = join(release, prefix, path, 'index.html');
      if (!existsSync(file)) {
        problems.push(`${lang}: no page ${prefix}${path}`);
        return undefined;
      }
      return new JSDOM(readFileSync(file, 'utf8')).window.document;
    };
    const index = open('/cita-previa');
    if (index) {
      const main = index.querySelector('main')!;
      if (squash(main.querySelector('h1')?.textContent) !== t(lang, 'appointments.title')) problems.push(`${lang} /cita-previa: h1`);
      if (!squash(main.textContent).includes(t(lang, 'appointments.voluntary'))) problems.push(`${lang} /cita-previa: the voluntary note`);
      for (const { service } of listed) {
        const link = main.querySelector(`a[href="${prefix}/cita-previa/${service._id}"]`);
        if (squash(link?.textContent) !== pick(service.title, lang)) problems.push(`${lang} /cita-previa: no link to ${service._id} by its title`);
      }
    }
    for (const { service, offices } of listed) {
      const path = `/cita-previa/${service._id}`;
      const page = open(path);
      if (!page) continue;
      const where = `${lang} ${path}`;
      const main = page.querySelector('main')!;
      const text = squash(main.textContent);
      if (squash(main.querySelector('h1')?.textContent) !== pick(service.title, lang)) problems.push(`${where}: h1`);
      const documents = [...main.querySelectorAll('.appointment-documents li')].map((li) => squash(li.textContent));
      const expected = service.documents.map((d) => pick(d, lang));
      if (JSON.stringify(documents) !== JSON.stringify(expected))
        problems.push(`${where}: what to bring is ${JSON.stringify(documents)}, not ${JSON.stringify(expected)}`);
      const window = bookingWindowWords(service, lang);
      if (!text.includes(t(lang, window.key, window.params))) problems.push(`${where}: the booking window`);
      if (!text.includes(t(lang, 'appointments.voluntary'))) problems.push(`${where}: the voluntary note`);
      const mount = main.querySelector<HTMLElement>('[data-appointment-booking]');
      const read = mount && readBookingMount({ ...mount.dataset }, languages);
      if (!read) problems.push(`${where}: no booking container the island can read`);
      else if (read.service !== service._id || read.lang !== lang || read.realm !== realm || read.offices.join() !== offices.map((o) => o._id).join())
        problems.push(`${where}: the booking container says ${JSON.stringify(read)}`);
      if (mount) {
        if (!squash(mount.querySelector('noscript')?.textContent).includes(t(lang, 'appointments.noscript')))
          problems.push(`${where}: no note that booking online needs script`);
        for (const office of offices)
          if (!mount.querySelector(`a[href="${telHref(office.telephone)}"]`)) problems.push(`${where}: the booking place does not offer ${office.telephone}`);
      }
      const ld = page.querySelector('script[type="application/ld+json"]');
      try {
        const data = JSON.parse(ld?.textContent ?? '') as { '@type'?: string; name?: string };
        if (data['@type'] !== 'GovernmentService' || data.name !== pick(service.title, lang)) problems.push(`${where}: JSON-LD ${ld?.textContent}`);
      } catch {
        problems.push(`${where}: no JSON-LD`);
      }
      const body = page.querySelector('[data-pagefind-body]');
      if (!body?.querySelector(`[data-pagefind-filter="type:${t(lang, 'siteSearch.type.appointment')}"]`))
        problems.push(`${where}: not indexed as an appointment`);
    }
  }
  return problems;
}
