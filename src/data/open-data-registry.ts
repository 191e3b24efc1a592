/**
 * Every dataset the portal publishes for reuse (docs/places.md "The open-data catalogue"): one source per dataset,
 * each saying, for a realm and language, whether the realm publishes it, its words, its files with their media
 * types, the fields they hold, how often it changes and its subject. The open-data page lists what this returns, and
 * the DCAT-AP-ES catalogue (`/datos-abiertos/catalogo.rdf`) describes the same: a dataset added here (a source
 * appended to `OPEN_DATASET_SOURCES`) is on the page and in the catalogue without touching either.
 */
import { APPOINTMENT_STATS_FILES, hasAppointmentStats } from './appointments.ts';
import { OPEN_DATA_TYPES, openDataFileNames } from './downloads.ts';
import { NOTICE_FILES, hasNotices } from './notices.ts';
import { PHARMACY_FILES, hasPharmacies } from './pharmacies.ts';
import { PLACE_FILES, hasPlaces } from './places.ts';
import { ROUTE_FILES, hasRoutes, routeFile } from './routes.ts';
import type { SiteContext } from './site.ts';
import { hasSurveyResults, surveyResultsFileNames } from './surveys.ts';
import { hasVoucherStats, VOUCHER_STATS_FILES } from './vouchers.ts';
import { APPOINTMENT_STATS_COLUMNS } from '../domain/appointments/open-data.ts';
import { madridInstant } from '../domain/appointments/slots.ts';
import { DIRECTORY_COLUMNS } from '../domain/directory/directory.ts';
import { essenceOf, MEDIA_TYPES } from '../domain/http/media-types.ts';
import { isEvent, isNews } from '../domain/content/news.ts';
import { NOTICE_COLUMNS, NOTICE_TEXT_COLUMNS } from '../domain/notices/notice-open-data.ts';
import type { Frequency, Sector } from '../domain/open-data/dcat.ts';
import { PHARMACY_COLUMNS } from '../domain/pharmacies/pharmacy-open-data.ts';
import { PLACE_COLUMNS, PLACE_POINT_COLUMNS, PLACE_TEXT_COLUMNS } from '../domain/places/place-open-data.ts';
import { ROUTE_COLUMNS } from '../domain/routes/route-open-data.ts';
import { SURVEY_RESULT_COLUMNS } from '../domain/surveys/survey-open-data.ts';
import { VOUCHER_DAY_COLUMNS, VOUCHER_SHOP_COLUMNS } from '../domain/vouchers/open-data.ts';
import { OPEN_ASSOCIATION_FIELDS } from '../schemas/open-data.ts';

/** One file of a dataset: its address on the site (a path), its format in words and its media type (no parameters). */
export interface OpenDataFile {
  href: string;
  format: string;
  type: string;
}

/** A dataset in one language, as the page shows it and the catalogue describes it. */
export interface OpenDataset {
  /** Its identifier, the same in every language: the page's anchor (`#dataset-<id>`) and the catalogue's. */
  id: string;
  title: string;
  text: string;
  files: OpenDataFile[];
  /** The fields its files hold, as the page lists them. */
  lists: Array<{ title: string; fields: Array<[string, string]> }>;
  note?: string | undefined;
  /** How often it changes (the EU's frequency vocabulary). */
  frequency: Frequency;
  /** Its subject in datos.gob.es's sectors. */
  sector: Sector;
  /** The first instant its data speaks of, when the data says one (the oldest news item, duty or notice). */
  issued?: string | undefined;
}

/** A dataset's source: the dataset of a realm in a language, or undefined when the realm does not publish it. */
export type OpenDatasetSource = (ctx: SiteContext) => OpenDataset | undefined;

const earliest = (dates: Array<string | undefined>): string | undefined => {
  const times = dates
    .filter((d): d is string => !!d)
    .map((d) => Date.parse(d))
    .filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.min(...times)).toISOString() : undefined;
};

const type = (ending: keyof typeof MEDIA_TYPES) => essenceOf(MEDIA_TYPES[ending]);

const directory: OpenDatasetSource = (ctx) => {
  const { t } = ctx;
  const names = openDataFileNames(ctx.lang, ctx.municipio);
  const file = (name: string) => ctx.href(`/descargas/${name}`);
  return {
    id: 'directorio',
    title: t('directory.title'),
    text: t('openData.directory.text'),
    files: [
      { href: file(names.csv), format: t('openData.format.csv'), type: essenceOf(OPEN_DATA_TYPES.csv) },
      { href: file(names.xlsx), format: t('openData.format.xlsx'), type: essenceOf(OPEN_DATA_TYPES.xlsx) },
      { href: file(names.json), format: t('openData.format.json'), type: essenceOf(OPEN_DATA_TYPES.json) },
      { href: file(names['schema.json']), format: t('openData.format.schema'), type: essenceOf(OPEN_DATA_TYPES['schema.json']) },
    ],
    note: t('openData.directory.jsonNote'),
    lists: [
      {
        title: `${t('openData.columns')} (CSV, XLSX)`,
        fields: DIRECTORY_COLUMNS.map((key) => [t(key), t(key.replace('directory.columns.', 'openData.column.'))]),
      },
      { title: `${t('openData.fields')} (JSON)`, fields: OPEN_ASSOCIATION_FIELDS.map((key) => [key, t(`openData.field.${key}`)]) },
    ],
    frequency: 'IRREG',
    sector: 'sociedad-bienestar',
  };
};

const map: OpenDatasetSource = (ctx) => ({
  id: 'mapa',
  title: ctx.t('openData.map.title'),
  text: ctx.t('openData.map.text'),
  files: [
    {
      href: ctx.href(`/descargas/${openDataFileNames(ctx.lang, ctx.municipio).geojson}`),
      format: ctx.t('openData.format.geojson'),
      type: essenceOf(OPEN_DATA_TYPES.geojson),
    },
  ],
  lists: [{ title: ctx.t('openData.fields'), fields: ['name', 'categories', 'address', 'url'].map((key) => [key, ctx.t(`openData.geo.${key}`)]) }],
  frequency: 'IRREG',
  sector: 'sociedad-bienestar',
});

const agenda: OpenDatasetSource = (ctx) =>
  ctx.sections.includes('agenda')
    ? {
        id: 'agenda',
        title: ctx.t('openData.events.title'),
        text: ctx.t('openData.events.text'),
        files: [{ href: ctx.href('/agenda/calendario.ics'), format: ctx.t('openData.format.ics'), type: type('ics') }],
        lists: [
          {
            title: ctx.t('openData.fields'),
            fields: [
              ['SUMMARY', 'summary'],
              ['DTSTART, DTEND', 'dates'],
              ['DESCRIPTION', 'description'],
              ['CATEGORIES', 'categories'],
              ['GEO', 'geo'],
              ['URL', 'url'],
            ].map(([name, key]) => [name!, ctx.t(`openData.ics.${key}`)] as [string, string]),
          },
        ],
        frequency: 'UPDATE_CONT',
        sector: 'cultura-ocio',
        issued: earliest(ctx.snap.newsEvents.filter(isEvent).map((e) => e.date)),
      }
    : undefined;

const news: OpenDatasetSource = (ctx) =>
  ctx.sections.includes('noticias')
    ? {
        id: 'noticias',
        title: ctx.t('openData.news.title'),
        text: ctx.t('openData.news.text'),
        files: [{ href: ctx.href('/noticias/rss.xml'), format: ctx.t('openData.format.rss'), type: type('rss.xml') }],
        lists: [
          {
            title: ctx.t('openData.fields'),
            fields: ['title', 'link', 'description', 'pubDate', 'category'].map((key) => [key, ctx.t(`openData.rss.${key}`)] as [string, string]),
          },
        ],
        frequency: 'UPDATE_CONT',
        sector: 'sociedad-bienestar',
        issued: earliest(ctx.snap.newsEvents.filter(isNews).map((e) => e.date)),
      }
    : undefined;

const pharmacies: OpenDatasetSource = (ctx) =>
  hasPharmacies(ctx.realm.id)
    ? {
        id: 'farmacias',
        title: ctx.t('openData.pharmacies.title'),
        text: ctx.t('openData.pharmacies.text'),
        files: [
          { href: `/farmacias/datos/${PHARMACY_FILES.geojson}`, format: ctx.t('openData.format.geojson'), type: type('geojson') },
          { href: `/farmacias/datos/${PHARMACY_FILES.csv}`, format: ctx.t('openData.format.csv'), type: type('csv') },
          { href: `/farmacias/datos/${PHARMACY_FILES.ics}`, format: ctx.t('openData.format.ics'), type: type('ics') },
        ],
        lists: [
          {
            title: `${ctx.t('openData.columns')} (CSV, GeoJSON)`,
            fields: PHARMACY_COLUMNS.map((key) => [key, ctx.t(`openData.pharmacies.${key}`)] as [string, string]),
          },
        ],
        frequency: 'DAILY',
        sector: 'salud',
        issued: earliest((ctx.snap.dutyRota ?? []).map((d) => d.start)),
      }
    : undefined;

const notices: OpenDatasetSource = (ctx) =>
  hasNotices(ctx.realm.id)
    ? {
        id: 'avisos',
        title: ctx.t('openData.notices.title'),
        text: ctx.t('openData.notices.text'),
        files: [
          { href: `/avisos/datos/${NOTICE_FILES.json}`, format: ctx.t('openData.format.json'), type: type('json') },
          { href: `/avisos/datos/${NOTICE_FILES.csv}`, format: ctx.t('openData.format.csv'), type: type('csv') },
          { href: ctx.href('/avisos/rss.xml'), format: ctx.t('openData.format.rss'), type: type('rss.xml') },
        ],
        lists: [
          {
            title: `${ctx.t('openData.columns')} (CSV, JSON)`,
            fields: [
              ...NOTICE_COLUMNS.map((key) => [key, ctx.t(`openData.notices.${key}`)] as [string, string]),
              ...Object.keys(NOTICE_TEXT_COLUMNS).map((key) => [`${key}_{idioma}`, ctx.t(`openData.notices.${key}`)] as [string, string]),
            ],
          },
        ],
        frequency: 'UPDATE_CONT',
        sector: 'sector-publico',
        issued: earliest((ctx.snap.avisos ?? []).map((n) => n.publishedAt)),
      }
    : undefined;

const appointments: OpenDatasetSource = (ctx) =>
  hasAppointmentStats(ctx.realm.id)
    ? {
        id: 'cita-previa',
        title: ctx.t('openData.appointments.title'),
        text: ctx.t('openData.appointments.text'),
        files: [
          { href: `/cita-previa/datos/${APPOINTMENT_STATS_FILES.csv}`, format: ctx.t('openData.format.csv'), type: type('csv') },
          { href: `/cita-previa/datos/${APPOINTMENT_STATS_FILES.json}`, format: ctx.t('openData.format.json'), type: type('json') },
        ],
        lists: [
          {
            title: `${ctx.t('openData.columns')} (CSV)`,
            fields: APPOINTMENT_STATS_COLUMNS.map((key) => [key, ctx.t(`openData.appointments.${key}`)] as [string, string]),
          },
        ],
        frequency: 'MONTHLY',
        sector: 'sector-publico',
        issued: earliest((ctx.snap.appointmentStats?.months ?? []).map((m) => `${m.month}-01T00:00:00+01:00`)),
      }
    : undefined;

const surveys: OpenDatasetSource = (ctx) => {
  if (!hasSurveyResults(ctx.realm.id)) return undefined;
  const files = surveyResultsFileNames(ctx.lang, ctx.municipio);
  const closed = new Set(Object.keys(ctx.snap.surveyResults ?? {}));
  return {
    id: 'encuestas',
    title: ctx.t('openData.surveys.title'),
    text: ctx.t('openData.surveys.text'),
    files: [
      { href: ctx.href(`/encuestas/datos/${files.csv}`), format: ctx.t('openData.format.csv'), type: type('csv') },
      { href: ctx.href(`/encuestas/datos/${files.json}`), format: ctx.t('openData.format.json'), type: type('json') },
    ],
    lists: [
      { title: `${ctx.t('openData.columns')} (CSV)`, fields: SURVEY_RESULT_COLUMNS.map((key) => [key, ctx.t(`openData.surveys.${key}`)] as [string, string]) },
    ],
    frequency: 'IRREG',
    sector: 'sector-publico',
    issued: earliest((ctx.snap.surveys ?? []).filter((s) => closed.has(s._id)).map((s) => s.closesAt)),
  };
};

const places: OpenDatasetSource = (ctx) =>
  hasPlaces(ctx.realm.id)
    ? {
        id: 'lugares',
        title: ctx.t('openData.places.title'),
        text: ctx.t('openData.places.text'),
        files: [
          { href: `/lugares/datos/${PLACE_FILES.geojson}`, format: ctx.t('openData.format.geojson'), type: type('geojson') },
          { href: `/lugares/datos/${PLACE_FILES.csv}`, format: ctx.t('openData.format.csv'), type: type('csv') },
        ],
        lists: [
          {
            title: `${ctx.t('openData.columns')} (CSV, GeoJSON)`,
            fields: [
              ...PLACE_COLUMNS.map((key) => [key, ctx.t(`openData.places.${key}`)] as [string, string]),
              ...Object.keys(PLACE_TEXT_COLUMNS).map((key) => [`${key}_{idioma}`, ctx.t(`openData.places.${key}`)] as [string, string]),
              ...PLACE_POINT_COLUMNS.map((key) => [key, ctx.t(`openData.places.${key}`)] as [string, string]),
            ],
          },
        ],
        frequency: 'IRREG',
        sector: 'turismo',
      }
    : undefined;

const routes: OpenDatasetSource = (ctx) =>
  hasRoutes(ctx.realm.id)
    ? {
        id: 'rutas',
        title: ctx.t('openData.routes.title'),
        text: ctx.t('openData.routes.text'),
        files: [
          { href: `/rutas/datos/${ROUTE_FILES.geojson}`, format: ctx.t('openData.format.geojson'), type: type('geojson') },
          { href: `/rutas/datos/${ROUTE_FILES.csv}`, format: ctx.t('openData.format.csv'), type: type('csv') },
          // Each route's track, as the GPS devices and hiking apps read it (docs/routes.md "Open data").
          ...(ctx.snap.routes ?? []).map((r) => ({
            href: routeFile(r.slug, 'gpx'),
            format: `${ctx.t('openData.format.gpx')}: ${ctx.text(r.title)}`,
            type: type('gpx'),
          })),
        ],
        lists: [
          {
            title: `${ctx.t('openData.columns')} (CSV, GeoJSON)`,
            fields: ROUTE_COLUMNS.map((key) => [key, ctx.t(`openData.routes.${key}`)] as [string, string]),
          },
        ],
        frequency: 'IRREG',
        sector: 'turismo',
      }
    : undefined;

/** A Madrid day's first instant, ISO. */
const madridMidnight = (day: string) => {
  const at = madridInstant(day, 0);
  return at ? new Date(at.ms).toISOString() : undefined;
};

const vouchers: OpenDatasetSource = (ctx) =>
  hasVoucherStats(ctx.realm.id)
    ? {
        id: 'bonos',
        title: ctx.t('openData.vouchers.title'),
        text: ctx.t('openData.vouchers.text'),
        files: [
          { href: `/bonos/datos/${VOUCHER_STATS_FILES.csv}`, format: ctx.t('openData.format.csv'), type: type('csv') },
          { href: `/bonos/datos/${VOUCHER_STATS_FILES.shopsCsv}`, format: ctx.t('openData.vouchers.shopsFormat'), type: type('csv') },
          { href: `/bonos/datos/${VOUCHER_STATS_FILES.json}`, format: ctx.t('openData.format.json'), type: type('json') },
        ],
        lists: [
          {
            title: `${ctx.t('openData.columns')} (${VOUCHER_STATS_FILES.csv})`,
            fields: VOUCHER_DAY_COLUMNS.map((key) => [key, ctx.t(`openData.vouchers.${key}`)] as [string, string]),
          },
          {
            title: `${ctx.t('openData.columns')} (${VOUCHER_STATS_FILES.shopsCsv})`,
            fields: VOUCHER_SHOP_COLUMNS.map((key) => [key, ctx.t(`openData.vouchers.${key}`)] as [string, string]),
          },
        ],
        frequency: 'DAILY',
        sector: 'comercio',
        issued: earliest((ctx.snap.voucherStats ?? []).flatMap((s) => s.days.slice(0, 1).map((d) => madridMidnight(d.day)))),
      }
    : undefined;

/** The datasets in the order the open-data page lists them. Append a new dataset's source here. */
export const OPEN_DATASET_SOURCES: OpenDatasetSource[] = [directory, map, agenda, news, pharmacies, notices, appointments, surveys, places, routes, vouchers];

/** The datasets a realm publishes, in the page's language. */
export function openDatasets(ctx: SiteContext): OpenDataset[] {
  return OPEN_DATASET_SOURCES.map((source) => source(ctx)).filter((d): d is OpenDataset => d !== undefined);
}
