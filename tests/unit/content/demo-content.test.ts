/**
 * The demo realms' content (`realms/<id>/demo/*.json` and its assets) is reviewed data, edited by hand. These are
 * the rules it keeps, checked with the same schemas the build validates the provider's API with: nothing the build
 * would drop, no dangling reference, every text in each of the realm's languages, times with Madrid's offsets, and
 * the spec's facts where the spec fixes them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { RouteSchema } from '../../../src/schemas/routes.ts';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/domain/content/categories.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { APPOINTMENT_COLLECTIONS, AppointmentContentSchema, HolidaySchema } from '../../../src/schemas/appointments.ts';
import { ArticleSchema } from '../../../src/schemas/article.ts';
import { AssociationSchema } from '../../../src/schemas/association.ts';
import { NewsEventSchema } from '../../../src/schemas/event.ts';
import { MailboxSchema } from '../../../src/schemas/mailbox.ts';
import { MultimediaSchema } from '../../../src/schemas/multimedia.ts';
import { RegionSchema } from '../../../src/schemas/region.ts';
import { PortalSettingsSchema, RealmSettingsSchema } from '../../../src/schemas/settings.ts';
import { StreetSchema } from '../../../src/schemas/street.ts';
import { SurveySchema } from '../../../src/schemas/survey.ts';
import { NoticeSchema } from '../../../src/schemas/notices.ts';
import { urgentNotice } from '../../../src/domain/notices/inbox.ts';
import { DutySchema, DutyZoneSchema, PharmacySchema } from '../../../src/schemas/pharmacies.ts';
import { PlaceSchema } from '../../../src/schemas/places.ts';
import { categoriesOf, placesNow } from '../../../src/domain/places/places.ts';
import { coverage, rotaOfZone } from '../../../src/domain/pharmacies/duty.ts';
import { ballotErrors } from '../../../src/domain/surveys/survey-rules.ts';
import { firstFreeSlot } from '../../../src/domain/appointments/slots.ts';
import { DemoBallotsSchema } from '../../../server/demo/private-data.ts';
import { madridWallClock } from '../../../src/domain/surveys/survey-dates.ts';
import { VOUCHER_COLLECTION, VoucherCampaignSchema } from '../../../src/schemas/vouchers.ts';

const root = realmsDir();
const demoRealms = loadRealms(root).filter((realm) => existsSync(join(root, realm.id, 'demo')));

/** Which schema each public collection's documents must pass (settings: the portal's and the realm's). */
const SCHEMAS: Record<string, v.GenericSchema> = {
  asociaciones: AssociationSchema,
  asociaciones_multimedia: MultimediaSchema,
  asociaciones_eventos: NewsEventSchema,
  articulos: ArticleSchema,
  callejero: StreetSchema,
  region: RegionSchema,
  mailboxes: MailboxSchema,
  encuestas: SurveySchema,
  ...APPOINTMENT_COLLECTIONS,
  farmacias_zonas: DutyZoneSchema,
  farmacias: PharmacySchema,
  farmacias_guardias: DutySchema,
  avisos: NoticeSchema,
  lugares: PlaceSchema,
  [VOUCHER_COLLECTION]: VoucherCampaignSchema,
  rutas: RouteSchema,
};

type Doc = Record<string, unknown> & { _id: string };

function read(realm: string, name: string): Doc[] {
  const file = join(root, realm, 'demo', `${name}.json`);
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Doc | Doc[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/** Every value under a `file` key: the assets a realm's content refers to. */
function referencedFiles(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedFiles(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'file' && typeof inner === 'string') found.add(inner);
      else referencedFiles(inner, found);
    }
  }
  return found;
}

/** Whether an ISO date-time's written wall clock is Madrid's at that instant (the offset agrees with summer time). */
const madridOffsetAgrees = (iso: string) => {
  const { day, time } = madridWallClock(iso);
  return `${day} ${time}` === `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
};

it('there are demo realms to check', () => {
  expect(demoRealms.map((r) => r.id)).toEqual(expect.arrayContaining(['alcantir', 'vilamar']));
});

describe.each(demoRealms.map((realm) => [realm.id, realm] as const))('the demo content of %s', (id, realm) => {
  const collections = Object.fromEntries(
    readdirSync(join(root, id, 'demo'))
      .filter((f) => f.endsWith('.json') && f !== 'meta.json')
      .map((f) => {
        const name = f.replace(/\.json$/, '');
        return [name, read(id, name)];
      }),
  ) as Record<string, Doc[]>;
  const associations = collections.asociaciones ?? [];
  const events = collections.asociaciones_eventos ?? [];
  const associationIds = new Set(associations.map((a) => a._id));

  it('passes the schemas the build validates the API with, so the build drops nothing', () => {
    const problems: string[] = [];
    for (const [name, docs] of Object.entries(collections)) {
      const schema = SCHEMAS[name];
      if (!schema) continue;
      for (const doc of docs) {
        const result = v.safeParse(schema, doc);
        if (!result.success) problems.push(`${name} ${doc._id}: ${result.issues[0]?.message}`);
      }
    }
    const [portal, realmSettings] = [
      (collections.settings ?? []).find((d) => d.name === 'asociaciones'),
      (collections.settings ?? []).find((d) => d.name === 'realm'),
    ];
    expect(portal, 'settings.json has the portal document (name "asociaciones")').toBeDefined();
    if (!v.safeParse(PortalSettingsSchema, portal).success) problems.push('settings: the portal document is invalid');
    if (realmSettings && !v.safeParse(RealmSettingsSchema, realmSettings).success) problems.push('settings: the realm document is invalid');
    expect(problems).toEqual([]);
  });

  it('gives every document a unique 24-hex id', () => {
    const ids = Object.entries(collections)
      .filter(([name]) => !['users', 'census', 'mailboxes', 'survey-ballots'].includes(name))
      .flatMap(([, docs]) => docs.map((d) => d._id));
    expect(ids.filter((x) => !/^[0-9a-f]{24}$/.test(x))).toEqual([]);
    expect(ids.length - new Set(ids).size, 'duplicate ids').toBe(0);
  });

  it('refers only to assets that exist, and keeps no asset nothing refers to', () => {
    const referenced = referencedFiles(Object.values(collections));
    const files = new Set(readdirSync(join(root, id, 'demo', 'assets')));
    expect(
      [...referenced].filter((f) => !files.has(f)),
      'missing assets',
    ).toEqual([]);
    expect(
      [...files].filter((f) => !referenced.has(f)),
      'unreferenced assets',
    ).toEqual([]);
  });

  it('links multimedia, news and events only to associations of the realm', () => {
    const dangling = [
      ...(collections.asociaciones_multimedia ?? []).filter((m) => !associationIds.has(String(m.section))),
      ...events.filter((e) => e.section !== undefined && !associationIds.has(String(e.section))),
    ].map((d) => d._id);
    expect(dangling).toEqual([]);
  });

  it("files associations under the spec's 23 categories and at streets of the street directory", () => {
    const streets = new Set((collections.callejero ?? []).map((s) => `${s.nombrevia}`.toLowerCase()));
    const problems = associations.flatMap((a) => {
      const parsed = v.parse(AssociationSchema, a);
      const unknown = (parsed.nodeTypes ?? []).filter((t) => !(CATEGORIES as readonly string[]).includes(t)).map((t) => `${a._id}: category ${t}`);
      const street = parsed.address?.street?.replace(/, .*$/, '').toLowerCase() ?? '';
      const known = !street || [...streets].some((name) => street.endsWith(name));
      return known ? unknown : [...unknown, `${a._id}: street "${parsed.address?.street}" not in callejero`];
    });
    expect(problems).toEqual([]);
  });

  it("writes titles, leads and bodies of news and events in each of the realm's languages", () => {
    const languages = realm.languages;
    const missing = events.flatMap((e) =>
      (['title', 'lead', 'body'] as const).flatMap((field) => {
        const text = e[field] as Record<string, string> | string | undefined;
        if (text === undefined || typeof text === 'string') return [];
        return languages.filter((lang) => !text[lang]?.trim()).map((lang) => `${e._id} ${field}.${lang}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it("writes date-times with Madrid's offset of that day, and ranges that end after they start", () => {
    const problems: string[] = [];
    for (const e of events.map((doc) => v.parse(NewsEventSchema, doc))) {
      const dates = [e.date, e.publishPeriod?.start, e.publishPeriod?.end, ...(e.period?.dateRanges ?? []).flatMap((r) => [r.start, r.end])];
      for (const iso of dates) if (iso && /T\d\d:\d\d/.test(iso) && !madridOffsetAgrees(iso)) problems.push(`${e._id}: offset of ${iso}`);
      for (const r of e.period?.dateRanges ?? []) if (r.end && Date.parse(r.end) < Date.parse(r.start)) problems.push(`${e._id}: ${r.start}–${r.end}`);
    }
    expect(problems).toEqual([]);
  });

  it("writes every survey text in each of the realm's languages, checks against a census it has, and casts demo ballots its rules accept", () => {
    const problems: string[] = [];
    const texts = (value: unknown, at: string): void => {
      if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).some((k) => k === 'es')) {
        for (const lang of realm.languages) if (!(value as Record<string, string>)[lang]?.trim()) problems.push(`${at}.${lang}`);
      } else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) texts(inner, `${at}.${key}`);
    };
    const censusIds = new Set((collections.census ?? []).map((c) => c._id));
    const surveys = (collections.encuestas ?? []).map((doc) => v.parse(SurveySchema, doc));
    for (const survey of surveys) {
      texts(survey, survey._id);
      if (!censusIds.has(survey.census)) problems.push(`${survey._id}: census ${survey.census} not in census.json`);
      for (const iso of [survey.opensAt, survey.closesAt]) if (!madridOffsetAgrees(iso)) problems.push(`${survey._id}: offset of ${iso}`);
      // The page says a call's limit of proposals from `proposals.limit` (survey.limit): who may take part does not
      // say it again.
      if (survey.proposals)
        for (const [lang, text] of Object.entries(survey.eligibility as Record<string, string>))
          if (/máximo|màxim|como mucho|com a molt|\b(tres|three|3)\b/i.test(text)) problems.push(`${survey._id}: eligibility.${lang} repeats the limit`);
    }
    const ballots = v.parse(DemoBallotsSchema, collections['survey-ballots'] ?? []);
    for (const { survey: id, ballots: list } of ballots) {
      const survey = surveys.find((s) => s._id === id);
      if (!survey) problems.push(`survey-ballots: no survey ${id}`);
      else
        for (const ballot of list)
          for (const error of ballotErrors(survey, ballot.answers)) problems.push(`survey-ballots ${id}: ${error.question} ${error.key}`);
    }
    expect(problems).toEqual([]);
  });

  it("books appointments: services, offices, desks, plans and exceptions refer to one another, every text in each of the realm's languages", () => {
    const content = v.parse(AppointmentContentSchema, {
      services: collections.citaprevia_servicios ?? [],
      offices: collections.citaprevia_oficinas ?? [],
      plans: collections.citaprevia_horarios ?? [],
      exceptions: collections.citaprevia_excepciones ?? [],
      holidays: collections.citaprevia_festivos ?? [],
    });
    expect(content.services.length, 'the demo offers appointments').toBeGreaterThanOrEqual(5);
    const problems: string[] = [];
    const offices = new Map(content.offices.map((o) => [o._id, o]));
    const services = new Set(content.services.map((s) => s._id));
    for (const service of content.services) {
      for (const id of service.offices) {
        const office = offices.get(id);
        if (!office) problems.push(`service ${service._id}: no office ${id}`);
        else if (!office.desks.some((d) => d.services.includes(service._id))) problems.push(`service ${service._id}: no desk of ${id} serves it`);
        if (!content.plans.some((p) => p.office === id && p.service === service._id)) problems.push(`service ${service._id}: no plan at ${id}`);
      }
    }
    for (const office of content.offices)
      for (const desk of office.desks)
        for (const id of desk.services) if (!services.has(id)) problems.push(`office ${office._id} ${desk.id}: no service ${id}`);
    for (const plan of content.plans)
      if (!content.services.find((s) => s._id === plan.service)?.offices.includes(plan.office))
        problems.push(`plan ${plan._id}: ${plan.service} not at ${plan.office}`);
    for (const e of content.exceptions) {
      const office = offices.get(e.office);
      if (!office) problems.push(`exception ${e._id}: no office ${e.office}`);
      if (e.desk && !office?.desks.some((d) => d.id === e.desk)) problems.push(`exception ${e._id}: no desk ${e.desk}`);
      if (e.service && !services.has(e.service)) problems.push(`exception ${e._id}: no service ${e.service}`);
    }
    const texts = (value: unknown, at: string): void => {
      if (value && typeof value === 'object' && !Array.isArray(value) && 'es' in value) {
        for (const lang of realm.languages) if (!(value as Record<string, string>)[lang]?.trim()) problems.push(`${at}.${lang}`);
      } else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) texts(inner, `${at}.${key}`);
    };
    texts(content, 'citaprevia');
    // From the demo's anchor day, every service has a slot at each of its offices within its window.
    const anchor = JSON.parse(readFileSync(join(root, id, 'demo', 'meta.json'), 'utf8')).anchor as string;
    const now = Date.parse(`${anchor}T12:00:00+01:00`);
    for (const service of content.services)
      for (const office of service.offices)
        if (!firstFreeSlot(content, { service: service._id, now, offices: [office] }, [])) problems.push(`service ${service._id}: no slot at ${office}`);
    expect(problems).toEqual([]);
  });

  it.each(['2026', '2027'])("closes the offices on the holidays of %s: national, the region's and the town's two local ones", (year) => {
    const holidays = v.parse(v.array(HolidaySchema), collections.citaprevia_festivos ?? []).filter((h) => h.date.startsWith(year));
    const count = (scope: string) => holidays.filter((h) => h.scope === scope).length;
    expect(holidays.map((h) => h.date)).toContain(`${year}-01-01`);
    expect(holidays.map((h) => h.date)).toContain(`${year}-12-25`);
    expect(count('national')).toBeGreaterThanOrEqual(7);
    expect(count('regional')).toBeGreaterThanOrEqual(2);
    expect(count('local')).toBe(2);
    // At most twelve paid holidays a year besides the two local ones (Estatuto de los Trabajadores, art. 37.2).
    expect(count('national') + count('regional')).toBeLessThanOrEqual(12);
    expect(new Set(holidays.map((h) => h.date)).size).toBe(holidays.length);
  });

  it('has notices of every public topic in each of its languages, one urgent and current until early December, one past', () => {
    const notices = v.parse(v.array(NoticeSchema), collections.avisos ?? []);
    expect(new Set(notices.map((n) => n.topic))).toEqual(new Set(['urgentes', 'agenda', 'noticias', 'farmacias']));
    for (const n of notices) expect(Object.keys(n.texts).sort(), n.slug).toEqual([...realm.languages].sort());
    for (const n of notices) {
      expect(madridOffsetAgrees(n.publishedAt), n.slug).toBe(true);
      if (n.until) expect(madridOffsetAgrees(n.until), n.slug).toBe(true);
    }
    expect(new Set(notices.map((n) => n.slug)).size).toBe(notices.length);
    // The home page of a demo built on 1 December 2026 shows an urgent notice; one notice has already ended.
    expect(urgentNotice(notices, Date.parse('2026-12-01T12:00:00+01:00'))).toBeDefined();
    expect(notices.some((n) => n.until && Date.parse(n.until) < Date.parse('2026-11-27T00:00:00+01:00'))).toBe(true);
  });

  it('has on-call pharmacies in a zone of neighbouring towns, near the realm, on duty without a gap from November to March', () => {
    const zones = v.parse(v.array(DutyZoneSchema), collections.farmacias_zonas ?? []);
    const pharmacies = v.parse(v.array(PharmacySchema), collections.farmacias ?? []);
    const rota = v.parse(v.array(DutySchema), collections.farmacias_guardias ?? []);
    const centre = v.parse(RegionSchema, read(id, 'region')[0]).region.coordinates;
    const problems: string[] = [];
    expect(pharmacies.length).toBeGreaterThanOrEqual(5);
    for (const zone of zones) {
      if (zone.towns.length < 2) problems.push(`${zone._id}: one town only`);
      const name = zone.name as Record<string, string>;
      for (const lang of realm.languages) if (!name[lang]?.trim()) problems.push(`${zone._id}: name.${lang}`);
    }
    for (const p of pharmacies) {
      const zone = zones.find((z) => z._id === p.zone);
      if (!zone?.towns.some((t) => t.name === p.town)) problems.push(`${p._id}: town ${p.town} not in zone ${p.zone}`);
      // Within about 10 km of the realm's centre.
      if (Math.abs(p.coordinates.lat - centre.lat) > 0.09 || Math.abs(p.coordinates.lng - centre.lng) > 0.12) problems.push(`${p._id}: far from the realm`);
    }
    const zoneOf = new Map(pharmacies.map((p) => [p._id, p.zone]));
    for (const d of rota) {
      if (!zoneOf.has(d.pharmacy)) problems.push(`${d._id}: pharmacy ${d.pharmacy}`);
      for (const iso of [d.start, d.end]) if (!madridOffsetAgrees(iso)) problems.push(`${d._id}: offset of ${iso}`);
    }
    // From the first duty day of November to the last of March, both changes of the clocks inside the demo.
    for (const zone of zones) {
      const { gaps, overlaps } = coverage(rotaOfZone(rota, zoneOf, zone._id), '2026-10-24T09:00:00+02:00', '2027-04-01T09:00:00+02:00');
      for (const gap of gaps) problems.push(`${zone._id}: nobody on duty ${gap.start} – ${gap.end}`);
      for (const overlap of overlaps) problems.push(`${zone._id}: two on duty ${overlap.start} – ${overlap.end}`);
    }
    expect(problems).toEqual([]);
  });

  it('has eight to twelve places of interest near the realm, texts in each of its languages, with hours that tell open from closed', () => {
    const places = v.parse(v.array(PlaceSchema), collections.lugares ?? []);
    const centre = v.parse(RegionSchema, read(id, 'region')[0]).region.coordinates;
    const holidays = new Set(v.parse(v.array(HolidaySchema), collections.citaprevia_festivos ?? []).map((h) => h.date));
    expect(places.length).toBeGreaterThanOrEqual(8);
    expect(places.length).toBeLessThanOrEqual(12);
    expect(new Set(places.map((p) => p.slug)).size).toBe(places.length);
    const problems: string[] = [];
    for (const p of places) {
      for (const field of ['name', 'summary', 'description', 'address'] as const) {
        const text = p[field] as Record<string, string>;
        for (const lang of realm.languages) if (!text[lang]?.trim()) problems.push(`${p.slug}: ${field}.${lang}`);
      }
      for (const photo of p.photos)
        for (const lang of realm.languages) if (!(photo.alt as Record<string, string>)[lang]?.trim()) problems.push(`${p.slug}: photo alt.${lang}`);
      if (Math.hypot(p.coordinates.lat - centre.lat, p.coordinates.lng - centre.lng) > 0.1) problems.push(`${p.slug}: far from the realm`);
    }
    expect(problems).toEqual([]);
    // "Abierto ahora" means something: a weekday morning has places open and closed, a Monday night only those without doors.
    const open = (at: string) => placesNow(places, holidays, at, (p) => p.slug).filter((p) => p.state.open && !p.state.always).length;
    const withHours = places.filter((p) => p.openingHours && p.openingHours !== '24/7').length;
    expect(open('2026-11-24T11:00:00+01:00')).toBeGreaterThan(0);
    expect(open('2026-11-24T11:00:00+01:00')).toBeLessThan(withHours);
    expect(open('2026-11-23T23:30:00+01:00')).toBe(0);
    // More than one category, so that the filters filter.
    expect(categoriesOf(places).length).toBeGreaterThanOrEqual(6);
  });

  it('uses only fictional e-mail addresses and webs (.example) for associations, their contacts and places', () => {
    const emails = associations.flatMap((a) => {
      const parsed = v.parse(AssociationSchema, a);
      return [...(parsed.emails ?? []).map((e) => e.uri), parsed.contacto?.email].filter((e): e is string => !!e);
    });
    const places = v.parse(v.array(PlaceSchema), collections.lugares ?? []);
    emails.push(...places.flatMap((p) => [p.contact?.email, p.contact?.web && new URL(p.contact.web).hostname]).filter((e): e is string => !!e));
    expect(emails.filter((e) => !/\.example$/i.test(e))).toEqual([]);
  });
});

describe("alcantir's resources guide and privacy policy", () => {
  /** docs/product-spec.md §9, "Guide facts", as the demo guide words them. */
  const FACTS = {
    es: [
      'tres personas promotoras como mínimo',
      'tasa de unos 35 euros',
      '10,20 euros por expediente',
      'plazo de un mes',
      'diez días para subsanar',
      'silencio positivo a los tres meses',
      'superior a 100.000 euros',
      'al menos el 40 %',
      '5.000 euros',
      'superior a 10.000 euros',
    ],
    va: [
      'tres persones promotores com a mínim',
      "taxa d'uns 35 euros",
      '10,20 euros per expedient',
      "termini d'un mes",
      'deu dies per a esmenar',
      'silenci positiu als tres mesos',
      'superior a 100.000 euros',
      'almenys el 40 %',
      '5.000 euros',
      'superior a 10.000 euros',
    ],
  };
  const guide = v.parse(ArticleSchema, read('alcantir', 'articulos')[0]);
  const text = (lang: 'es' | 'va') =>
    (guide.voidGroup ?? [])
      .map((s) => [s.body, ...(s.children ?? []).map((c) => c.body)].map((b) => (b as Record<string, string> | undefined)?.[lang] ?? '').join(' '))
      .join(' ')
      .replace(/<[^>]+>/g, '');

  it.each(['es', 'va'] as const)("states every one of the spec's guide facts (%s)", (lang) => {
    expect(FACTS[lang].filter((fact) => !text(lang).includes(fact))).toEqual([]);
  });

  it("dates the privacy policy's review 27 February 2019 in both languages (docs/product-spec.md §9)", () => {
    const portal = v.parse(
      PortalSettingsSchema,
      read('alcantir', 'settings').find((d) => d.name === 'asociaciones'),
    );
    const policy = portal['politica-privacidad'] as Record<string, string>;
    expect(policy.es).toContain('Fecha de revisión: 27 de febrero de 2019');
    expect(policy.va).toContain('Data de revisió: 27 de febrer de 2019');
  });
});
