/**
 * A snapshot is validated when a render reads it back, as the render plan is: what the pull step wrote from the
 * real API reads back whole, and a file that is not a snapshot is refused with what is wrong, not rendered from.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pullRealm } from '../../../scripts/pipeline/pull.ts';
import { readSnapshot, writeSnapshot } from '../../../src/data/snapshot.ts';
import { dutyDayOf } from '../../../src/domain/pharmacies/duty.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { localServer } from '../server/support/local-server.ts';

afterEach(() => vi.unstubAllGlobals());

describe('reading a snapshot back', () => {
  it('gives back what the pull step wrote from the API, and refuses a file that is not a snapshot', async () => {
    const server = localServer();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => server.app.request(input instanceof Request ? input : String(input), init));
    const realm = loadRealms(realmsDir()).find((r) => r.id === 'alcantir')!;
    const snapshot = await pullRealm(realm, 'http://alcantir.localhost');
    expect(snapshot.associations.length).toBeGreaterThan(0);
    expect(snapshot.mailboxes?.length).toBeGreaterThan(0);
    expect(snapshot.appointments?.services.length).toBeGreaterThan(0);
    expect(snapshot.pharmacies?.length).toBeGreaterThan(0);
    expect(snapshot.dutyRota?.length).toBeGreaterThan(100);
    // The duty day is part of the content: each day's build publishes the pharmacies page anew.
    expect(snapshot.dutyDay).toBe(dutyDayOf(Date.now()));
    expect(snapshot.received).toMatchObject({ farmacias_zonas: 1, farmacias: snapshot.pharmacies?.length, farmacias_guardias: snapshot.dutyRota?.length });
    const dir = mkdtempSync(join(tmpdir(), 'snapshot-read-'));
    const file = writeSnapshot(dir, snapshot);
    expect(readSnapshot(dir, 'alcantir')).toEqual(JSON.parse(readFileSync(file, 'utf8')));

    const broken = JSON.parse(readFileSync(file, 'utf8'));
    broken.associations[0]._id = 42;
    delete broken.settings;
    writeFileSync(file, JSON.stringify(broken));
    expect(() => readSnapshot(dir, 'alcantir')).toThrow(/snapshot of realm "alcantir" .* is not a snapshot:[\s\S]*settings[\s\S]*associations/);
  }, 60_000);
});
