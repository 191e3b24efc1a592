import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Association } from '../schemas/association.ts';
import type { Article } from '../schemas/article.ts';
import type { Coordinates, Translatable } from '../schemas/common.ts';
import type { NewsEvent } from '../schemas/event.ts';
import type { Multimedia } from '../schemas/multimedia.ts';
import type { RealmConfig } from '../schemas/realm.ts';
import type { PortalSettings, RealmSettings } from '../schemas/settings.ts';

/** What pages need of a mailbox (the form itself reads the full definition live). */
export interface MailboxSummary {
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
  /** Records the API sent per collection before validation: the share of invalid ones decides whether to publish. */
  received?: Record<string, number>;
}

/** The folder the build writes snapshots to and the render reads them from. */
export function snapshotDir(): string {
  return process.env.PORTAL_SNAPSHOT_DIR ?? join(process.cwd(), '.cache', 'snapshots');
}

const loaded = new Map<string, Snapshot>();
const indexes = new Map<string, SnapshotIndex>();

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

/** The realms this render builds (`PORTAL_RENDER_REALMS`, set by the build script). */
export function renderRealms(): string[] {
  return (process.env.PORTAL_RENDER_REALMS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** One realm's snapshot, read once per render. */
export function snapshot(realm: string): Snapshot {
  let snap = loaded.get(realm);
  if (!snap) {
    const file = join(snapshotDir(), `${realm}.json`);
    if (!existsSync(file)) throw new Error(`No snapshot for realm "${realm}" at ${file}: run the build script, not astro build`);
    snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
    loaded.set(realm, snap);
  }
  return snap;
}
