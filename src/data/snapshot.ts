/**
 * A realm's snapshot: everything its pages are rendered from, pulled and validated by the pipeline's pull step,
 * written here as `<snapshot folder>/<id>.json` and read back by the render. Its type, hash, writer and reader.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { formatIssues } from '../realm/friendly-errors.ts';
import { AssociationSchema, type Association } from '../schemas/association.ts';
import { AppointmentContentSchema, AppointmentStatsSchema } from '../schemas/appointments.ts';
import { RoomSchema } from '../schemas/rooms.ts';
import { PlaceSchema } from '../schemas/places.ts';
import { VoucherCampaignSchema, VoucherStatsSchema } from '../schemas/vouchers.ts';
import { RouteSchema } from '../schemas/routes.ts';
import { ArticleSchema } from '../schemas/article.ts';
import { CoordinatesSchema, TranslatableSchema } from '../schemas/common.ts';
import { NewsEventSchema, type NewsEvent } from '../schemas/event.ts';
import { ContactRequestSchema, FormSchema, PaymentsSchema } from '../schemas/mailbox.ts';
import { MultimediaSchema, type Multimedia } from '../schemas/multimedia.ts';
import { RealmConfigSchema } from '../schemas/realm.ts';
import { NoticeSchema } from '../schemas/notices.ts';
import { DutySchema, DutyZoneSchema, PharmacySchema } from '../schemas/pharmacies.ts';
import { PortalSettingsSchema, RealmSettingsSchema } from '../schemas/settings.ts';
import { SurveyResultsSchema, SurveySchema } from '../schemas/survey.ts';
import { renderPlan } from './render-plan.ts';

/**
 * What pages need of a mailbox (the form itself reads the full definition live): its title and state, and
 * what the form asks for, which the page says where the form cannot run (absent in snapshots from before).
 */
export const MailboxSummarySchema = v.object({
  _id: v.string(),
  title: TranslatableSchema,
  description: v.optional(TranslatableSchema),
  disabled: v.boolean(),
  form: v.optional(FormSchema),
  contactRequest: v.optional(ContactRequestSchema),
  payments: v.optional(v.nullable(PaymentsSchema)),
});
export type MailboxSummary = v.InferOutput<typeof MailboxSummarySchema>;

/** A record the build dropped, and why. */
export const ProblemSchema = v.object({
  realm: v.string(),
  collection: v.string(),
  id: v.string(),
  field: v.string(),
  message: v.string(),
});
export type Problem = v.InferOutput<typeof ProblemSchema>;

/** Everything the pages of one realm are rendered from, pulled and validated by the build. */
export const SnapshotSchema = v.object({
  realm: RealmConfigSchema,
  pulledAt: v.string(),
  hash: v.optional(v.string()),
  settings: PortalSettingsSchema,
  realmSettings: v.optional(RealmSettingsSchema),
  region: v.optional(CoordinatesSchema),
  associations: v.array(AssociationSchema),
  multimedia: v.array(MultimediaSchema),
  newsEvents: v.array(NewsEventSchema),
  guide: v.optional(ArticleSchema),
  problems: v.array(ProblemSchema),
  /** Things the build fixed or worked around and an editor should know (e.g. a colour with too little contrast). */
  notices: v.optional(v.array(v.string())),
  /** The realm's mailboxes the API could give at build time (absent in snapshots from before request forms). */
  mailboxes: v.optional(v.array(MailboxSummarySchema)),
  /** Published surveys and calls for proposals (absent in snapshots from before surveys). */
  surveys: v.optional(v.array(SurveySchema)),
  /**
   * Where each survey stood when the build pulled: part of the content, so a survey opening or closing changes
   * the snapshot's hash and the rebuild queued at that moment publishes instead of skipping.
   */
  surveyPhases: v.optional(v.record(v.string(), v.picklist(['upcoming', 'open', 'closed']))),
  /** Results of the closed surveys, by survey id, as the survey API counted them. */
  surveyResults: v.optional(v.record(v.string(), SurveyResultsSchema)),
  /**
   * Appointments' services, offices, weekly plans, exceptions and holidays (the `citaprevia_*` collections,
   * docs/appointments.md), as the pages list them; free slots are the local API's, live. Absent in snapshots
   * from before appointments.
   */
  appointments: v.optional(AppointmentContentSchema),
  /**
   * Cita previa's statistics of the last twelve months, per month and service (`GET {realm}/citaprevia/stats`,
   * docs/appointments.md "Statistics"), published as open data. Counts only; absent without appointments.
   */
  appointmentStats: v.optional(AppointmentStatsSchema),
  /**
   * The municipal rooms that can be booked (collection `salas`, docs/rooms.md), published ones, validated at pull;
   * absent when the realm has none (and in snapshots from before rooms). Free blocks are the local API's, live.
   */
  rooms: v.optional(v.array(RoomSchema)),
  /**
   * Local-shop voucher campaigns (collection `bonos`, docs/vouchers.md), published ones, validated at pull; absent
   * when the realm has none (and in snapshots from before vouchers). How many are left is the local API's, live.
   */
  voucherCampaigns: v.optional(v.array(VoucherCampaignSchema)),
  /**
   * Each published campaign's results from the local API (`GET {realm}/vouchers/{campaign}/stats`, docs/vouchers.md
   * "Open data"), for the open-data files; absent when the build had no local API (or before vouchers' open data).
   */
  voucherStats: v.optional(v.array(VoucherStatsSchema)),
  /** On-call pharmacies' duty zones, pharmacies and duty rota (docs/pharmacies.md; absent in snapshots from before them). */
  dutyZones: v.optional(v.array(DutyZoneSchema)),
  pharmacies: v.optional(v.array(PharmacySchema)),
  /** The rota, earliest start first. */
  dutyRota: v.optional(v.array(DutySchema)),
  /**
   * The duty day (`YYYY-MM-DD`, 9:00 to 9:00) the build pulled in, for a realm with pharmacies: part of the content,
   * so each day's build publishes the pharmacies page's dated duties and a board file that reaches three weeks on
   * from that day, instead of skipping an unchanged realm (docs/pharmacies.md "The pages").
   */
  dutyDay: v.optional(v.string()),
  /**
   * The town hall's notices published by the time of the pull, every one with texts in each of the realm's languages
   * (docs/notices.md), under the collection's name: `notices` above are the build's notes to editors. Absent in
   * snapshots from before them and for a realm with none.
   */
  avisos: v.optional(v.array(NoticeSchema)),
  /**
   * The slugs of the notices that applied when the build pulled: part of the content, so a notice that ends changes
   * the hash and the next build publishes it as ended instead of skipping an unchanged realm.
   */
  avisosCurrent: v.optional(v.array(v.string())),
  /**
   * Places of interest (collection `lugares`, docs/places.md), published ones, validated at pull; absent when the
   * realm has none (and in snapshots from before places).
   */
  places: v.optional(v.array(PlaceSchema)),
  /**
   * The calendar day in Madrid the build pulled in, for a realm with places: part of the content, so each day's
   * build publishes the list's "today" and a place's week instead of skipping an unchanged realm (docs/places.md).
   */
  placesDay: v.optional(v.string()),
  /**
   * Routes and audio guides (collection `rutas`, docs/routes.md), published ones whose stated figures agree with their
   * tracks, validated at pull; absent when the realm has none (and in snapshots from before them).
   */
  routes: v.optional(v.array(RouteSchema)),
  /** Records the API sent per collection before validation: the share of invalid ones decides whether to publish. */
  received: v.optional(v.record(v.string(), v.number())),
});
export type Snapshot = v.InferOutput<typeof SnapshotSchema>;

/** The content hash of a snapshot: what it says, not when it was pulled or what was dropped. */
export function snapshotHash(snapshot: Snapshot): string {
  const { pulledAt: _pulledAt, problems: _problems, notices: _notices, hash: _hash, received: _received, ...content } = snapshot;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
}

const snapshotFile = (dir: string, realm: string) => join(dir, `${realm}.json`);

/** Writes a snapshot atomically (temp file, then rename): a render never reads half of one. */
export function writeSnapshot(dir: string, snapshot: Snapshot): string {
  mkdirSync(dir, { recursive: true });
  const file = snapshotFile(dir, snapshot.realm.id);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(snapshot));
  renameSync(temp, file);
  return file;
}

export function readSnapshot(dir: string, realm: string): Snapshot {
  const file = snapshotFile(dir, realm);
  if (!existsSync(file)) throw new Error(`No snapshot for realm "${realm}" at ${file}: the build's pull step writes it`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The snapshot of realm "${realm}" at ${file} is not JSON: ${(error as Error).message}`);
  }
  const result = v.safeParse(SnapshotSchema, data);
  if (!result.success) throw new Error(`The snapshot of realm "${realm}" at ${file} is not a snapshot:\n  - ${formatIssues(result.issues).join('\n  - ')}`);
  return result.output;
}

/** Read once per realm and render process: a large realm renders tens of thousands of pages from one snapshot. */
const loaded = new Map<string, Snapshot>();
const indexes = new Map<string, SnapshotIndex>();

/** One realm's snapshot as pages read it, from the render plan's snapshot folder. */
export function snapshot(realm: string): Snapshot {
  let snap = loaded.get(realm);
  if (!snap) {
    snap = readSnapshot(renderPlan().snapshotDir, realm);
    loaded.set(realm, snap);
  }
  return snap;
}

/** Lookups by id and by owning association, built once per realm: pages would otherwise scan lists each time. */
export interface SnapshotIndex {
  association: Map<string, Association>;
  multimedia: Map<string, Multimedia>;
  item: Map<string, NewsEvent>;
  bySection: Map<string, NewsEvent[]>;
}

export function snapshotIndex(realm: string): SnapshotIndex {
  let index = indexes.get(realm);
  if (!index) {
    const snap = snapshot(realm);
    const bySection = new Map<string, NewsEvent[]>();
    for (const item of snap.newsEvents) {
      if (!item.section) continue;
      const list = bySection.get(item.section);
      if (list) list.push(item);
      else bySection.set(item.section, [item]);
    }
    index = {
      association: new Map(snap.associations.map((a) => [a._id, a])),
      multimedia: new Map(snap.multimedia.map((m) => [m.section, m])),
      item: new Map(snap.newsEvents.map((n) => [n._id, n])),
      bySection,
    };
    indexes.set(realm, index);
  }
  return index;
}
