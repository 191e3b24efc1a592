import * as v from 'valibot';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import { contentApi } from '../../src/api/content.ts';
import type { Problem, Snapshot } from '../../src/data/snapshot.ts';
import { dutyDayOf } from '../../src/domain/pharmacies/duty.ts';
import { formatIssues } from '../../src/realm/friendly-errors.ts';
import { recordId, validateList } from './validate-list.ts';
import { pullSurveys } from './pull-surveys.ts';
import { pullAppointments } from './pull-appointments.ts';
import { pullRooms } from './pull-rooms.ts';
import { pullVouchers } from './pull-vouchers.ts';
import { pullPharmacies } from './pull-pharmacies.ts';
import { pullNotices } from './pull-notices.ts';
import { madridDay, pullPlaces } from './pull-places.ts';
import { pullRoutes } from './pull-routes.ts';
import { ArticleSchema } from '../../src/schemas/article.ts';
import { AssociationSchema } from '../../src/schemas/association.ts';
import { NewsEventSchema } from '../../src/schemas/event.ts';
import { MultimediaSchema } from '../../src/schemas/multimedia.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { RegionSchema } from '../../src/schemas/region.ts';
import { PortalSettingsSchema, RealmSettingsSchema } from '../../src/schemas/settings.ts';
import { primaryColorNotice } from '../../src/domain/text/color.ts';
import { mailboxesApi } from '../../src/api/mailboxes.ts';
import { isFailure } from '../../src/api/client.ts';
import { MailboxSchema } from '../../src/schemas/mailbox.ts';
import type { MailboxSummary } from '../../src/data/snapshot.ts';

/** A realm whose data cannot be used at all: its last published site stays. */
export class RealmPullError extends Error {
  override name = 'RealmPullError';
}

function validateOne<S extends v.GenericSchema>(schema: S, record: unknown, collection: string): v.InferOutput<S> {
  const result = v.safeParse(schema, record);
  if (result.success) return result.output;
  throw new RealmPullError(`${collection} ${recordId(record)} is invalid:\n  - ${formatIssues(result.issues).join('\n  - ')}`);
}

/** Pulls everything one realm's pages need through the one API client, validated. */
export async function pullRealm(realm: RealmConfig, origin: string, client?: ApiClient): Promise<Snapshot> {
  const http = client ?? createApiClient({ origin, language: realm.languages[0] });
  const api = contentApi(http, realm);
  const problems: Problem[] = [];

  const [settingsRaw, realmSettingsRaw, associationsRaw, multimediaRaw, newsRaw, regionRaw] = await Promise.all([
    api.portalSettings(),
    api.realmSettings(),
    api.associations(),
    api.multimedia(),
    api.newsAndEvents(),
    api.region().catch(() => undefined),
  ]);
  const mailboxes = await pullMailboxes(realm, http, problems);
  const { received: surveysReceived, ...surveys } = await pullSurveys(realm, http, api, problems);
  const { received: appointmentsReceived, appointments, stats: appointmentStats } = await pullAppointments(realm, api, problems, http);
  const pharmacies = await pullPharmacies(realm, api, problems);
  const { rooms, received: roomsReceived } = await pullRooms(realm, api, problems);
  const { campaigns: voucherCampaigns, received: vouchersReceived, stats: voucherStats } = await pullVouchers(realm, api, problems, http);
  const { routes, received: routesReceived } = await pullRoutes(realm, api, problems);
  // A realm without pharmacies keeps the snapshot (and its hash) it had before they existed.
  const hasPharmacies = Object.values(pharmacies.snapshot).some((list) => list.length > 0);
  // Likewise a realm without notices (docs/notices.md).
  const avisos = await pullNotices(realm, api, problems);
  const { places, received: placesReceived } = await pullPlaces(realm, api, problems);
  if (!settingsRaw) throw new RealmPullError('the API has no portal settings (collections/settings?name=asociaciones)');
  const settings = validateOne(PortalSettingsSchema, settingsRaw, 'settings');
  const realmSettings = realmSettingsRaw === undefined ? undefined : validateList(RealmSettingsSchema, [realmSettingsRaw], realm.id, 'settings', problems)[0];

  const associations = validateList(AssociationSchema, associationsRaw, realm.id, 'asociaciones', problems).filter(
    (a) => a.estado === undefined || a.estado === 'Activa',
  );
  const multimedia = validateList(MultimediaSchema, multimediaRaw, realm.id, 'asociaciones_multimedia', problems);
  const newsEvents = validateList(NewsEventSchema, newsRaw, realm.id, 'asociaciones_eventos', problems);

  const guideId = settings.recursos?.id;
  const guide = guideId ? validateList(ArticleSchema, [await api.article(guideId)], realm.id, 'articulos', problems)[0] : undefined;
  const region = regionRaw ? validateList(RegionSchema, [regionRaw], realm.id, 'regions', problems)[0]?.region.coordinates : undefined;

  const primary = realm.theme.primaryColor ?? settings.primaryColor;
  const notices = [primary && primaryColorNotice(primary), ...pharmacies.notices].filter((n): n is string => !!n);

  const received = {
    asociaciones: associationsRaw.length,
    asociaciones_multimedia: multimediaRaw.length,
    asociaciones_eventos: newsRaw.length,
    encuestas: surveysReceived,
    ...appointmentsReceived,
    ...roomsReceived,
    ...vouchersReceived,
    ...routesReceived,
    ...pharmacies.received,
    ...avisos.received,
    ...placesReceived,
  };
  return {
    realm,
    pulledAt: new Date().toISOString(),
    settings,
    realmSettings,
    region,
    associations,
    multimedia,
    newsEvents,
    guide,
    problems,
    notices,
    received,
    mailboxes,
    ...surveys,
    appointments,
    ...(appointmentStats ? { appointmentStats } : {}),
    // A realm without rooms keeps the snapshot (and its hash) it had before they existed.
    ...(rooms.length > 0 ? { rooms } : {}),
    // Likewise a realm without voucher campaigns (docs/vouchers.md).
    ...(voucherCampaigns.length > 0 ? { voucherCampaigns } : {}),
    ...(voucherCampaigns.length > 0 && voucherStats ? { voucherStats } : {}),
    ...(hasPharmacies ? { ...pharmacies.snapshot, dutyDay: dutyDayOf(Date.now()) } : {}),
    // A realm without routes keeps the snapshot (and its hash) it had before they existed.
    ...(routes.length > 0 ? { routes } : {}),
    ...(avisos.notices.length > 0 ? { avisos: avisos.notices, avisosCurrent: avisos.current } : {}),
    // A realm without places keeps the snapshot (and its hash) it had before they existed.
    // The day is part of their content: the list's "today" and a place's week are the build's (docs/places.md).
    ...(places.length > 0 ? { places, placesDay: madridDay(Date.now()) } : {}),
  };
}

/**
 * The title and state of each mailbox the realm offers, for the form pages' headings and the links to them,
 * and what its form asks for, which the form's page lists where the form cannot run.
 * The form reads the full definition live; a mailbox the API cannot give now is reported and its page still
 * built (with a generic heading), since it may answer by the time a citizen opens it.
 */
async function pullMailboxes(realm: RealmConfig, client: ApiClient, problems: Problem[]): Promise<MailboxSummary[]> {
  const api = mailboxesApi(client, realm);
  const summaries: MailboxSummary[] = [];
  for (const id of realm.mailboxes) {
    const answer = await api.mailbox(id);
    const failed = isFailure(answer) || (answer as { httpStatus?: number }).httpStatus !== undefined;
    if (failed) {
      problems.push({
        realm: realm.id,
        collection: 'mailbox',
        id,
        field: '(root)',
        message: `not available (${isFailure(answer) ? answer.statusText : (answer as { httpStatus?: number }).httpStatus})`,
      });
      continue;
    }
    const [mailbox] = validateList(MailboxSchema, [answer], realm.id, 'mailbox', problems);
    if (mailbox) {
      const { title, description, disabled, form, contactRequest, payments } = mailbox;
      summaries.push({ _id: id, title, description, disabled, form, contactRequest, payments });
    }
  }
  return summaries;
}
