/**
 * A realm's snapshot: everything its pages are rendered from, pulled and validated by the pipeline's pull step,
 * written here as `<snapshot folder>/<id>.json` and read back by the render. Its type, hash, writer and reader.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Association } from '../schemas/association.ts';
import type { Article } from '../schemas/article.ts';
import type { Coordinates, Translatable } from '../schemas/common.ts';
import type { NewsEvent } from '../schemas/event.ts';
import type { Mailbox } from '../schemas/mailbox.ts';
import type { Multimedia } from '../schemas/multimedia.ts';
import type { RealmConfig } from '../schemas/realm.ts';
import type { PortalSettings, RealmSettings } from '../schemas/settings.ts';
import type { Survey, SurveyResults } from '../schemas/survey.ts';
import type { SurveyPhase } from '../domain/survey-rules.ts';
import { renderPlan } from './render-plan.ts';

/**
 * What pages need of a mailbox (the form itself reads the full definition live): its title and state, and
 * what the form asks for, which the page says where the form cannot run (absent in snapshots from before).
 */
export interface MailboxSummary extends Partial<Pick<Mailbox, 'form' | 'contactRequest' | 'payments'>> {
  _id: string;
  title: Translatable;
  description?: Translatable;
  disabled: boolean;
}

/** A record the build dropped, and why. */
export interface Problem {
  realm: string;
  collection: string;
  id: string;
  field: string;
  message: string;
}

/** Everything the pages of one realm are rendered from, pulled and validated by the build. */
export interface Snapshot {
  realm: RealmConfig;
  pulledAt: string;
  hash?: string;
  settings: PortalSettings;
  realmSettings?: RealmSettings;
  region?: Coordinates;
  associations: Association[];
  multimedia: Multimedia[];
  newsEvents: NewsEvent[];
  guide?: Article;
  problems: Problem[];
  /** Things the build fixed or worked around and an editor should know (e.g. a colour with too little contrast). */
  notices?: string[];
  /** The realm's mailboxes the API could give at build time (absent in snapshots from before request forms). */
  mailboxes?: MailboxSummary[];
  /** Published surveys and calls for proposals (absent in snapshots from before issue 22). */
  surveys?: Survey[];
  /**
   * Where each survey stood when the build pulled: part of the content, so a survey opening or closing changes
   * the snapshot's hash and the rebuild queued at that moment publishes instead of skipping.
   */
  surveyPhases?: Record<string, SurveyPhase>;
  /** Results of the closed surveys, by survey id, as the survey API counted them. */
  surveyResults?: Record<string, SurveyResults>;
  /** Records the API sent per collection before validation: the share of invalid ones decides whether to publish. */
  received?: Record<string, number>;
}

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
  return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
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
