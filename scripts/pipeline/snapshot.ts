import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Snapshot } from '../../src/data/snapshot.ts';

/** The content hash of a snapshot: what it says, not when it was pulled or what was dropped. */
export function snapshotHash(snapshot: Snapshot): string {
  const { pulledAt: _pulledAt, problems: _problems, notices: _notices, hash: _hash, received: _received, ...content } = snapshot;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
}

/** Writes a snapshot atomically (temp file, then rename). */
export function writeSnapshot(dir: string, snapshot: Snapshot): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${snapshot.realm.id}.json`);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(snapshot));
  renameSync(temp, file);
  return file;
}

export function readSnapshot(dir: string, id: string): Snapshot {
  return JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as Snapshot;
}
