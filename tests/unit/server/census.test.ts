import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookupHash, lookupHashAsync } from '../../../server/core/passwords.ts';
import { MAX_CENSUS_FAILURES, normalizeCensusId } from '../../../server/store/census.ts';
import { browser, localServer } from './support/local-server.ts';

const URL = '/api/alcantir/census2/registro-asociaciones';

describe('the census call', () => {
  const server = localServer();

  it('gives the questions and the info, never the entries', async () => {
    const definition = await (await browser(server.app).get(URL)).json();
    expect(Object.keys(definition).sort()).toEqual(['info', 'questions']);
    expect(definition.questions[0].id).toBe('inscripcion');
    expect(JSON.stringify(definition)).not.toMatch(/G46123456|117/);
    expect((await browser(server.app).get('/api/alcantir/census2/nada')).status).toBe(404);
  });

  it('accepts a registered ID with its answer, however the ID is typed', async () => {
    const tab = browser(server.app);
    const ok = await tab.post(URL, { census: { id: 'g-46.123.456', answers: { inscripcion: ' 117 ' } } });
    expect([ok.status, await ok.json()]).toEqual([200, { ok: true }]);
  });

  it("answers 'Información del censo inválida.' for a wrong answer, an unknown ID or no answer", async () => {
    const tab = browser(server.app);
    for (const census of [{ id: 'G46123456', answers: { inscripcion: '118' } }, { id: 'B00000000', answers: { inscripcion: '117' } }, { id: 'G46987654' }]) {
      const response = await tab.post(URL, { census });
      expect([response.status, await response.json()]).toEqual([400, { err: 'Información del censo inválida.', errCode: 'census' }]);
    }
  });

  it("lets nobody lock another person's ID: wrong answers for it count against whoever sent them, not against its owner", async () => {
    // Someone who knows a neighbour's ID tries it again and again, from one address or from many.
    for (let i = 0; i < 2 * MAX_CENSUS_FAILURES; i++) {
      const tab = browser(server.app, 'alcantir.localhost', `10.10.0.${i}`);
      expect((await tab.post(URL, { census: { id: 'G46987654', answers: { inscripcion: String(100 + i) } } })).status).toBe(400);
    }
    const attacker = browser(server.app, 'alcantir.localhost', '10.10.1.1');
    for (let i = 0; i < MAX_CENSUS_FAILURES; i++) {
      expect((await attacker.post(URL, { census: { id: 'G46987654', answers: { inscripcion: String(200 + i) } } })).status).toBe(400);
    }
    const stopped = await attacker.post(URL, { census: { id: 'g-46.987.654', answers: { inscripcion: '300' } } });
    expect(stopped.status).toBe(429);
    expect(await stopped.json()).toEqual({ err: 'Demasiados intentos. Inténtelo de nuevo dentro de un rato.', errCode: 'census-blocked' });
    const wait = Number(stopped.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // The owner, from their own address, still proves who they are.
    const owner = await browser(server.app, 'alcantir.localhost', '10.10.2.1').post(URL, { census: { id: 'G46987654', answers: { inscripcion: '42' } } });
    expect(owner.status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client, so rotating them guesses no further', async () => {
    for (let i = 0; i < MAX_CENSUS_FAILURES; i++) {
      const tab = browser(server.app, 'alcantir.localhost', `2001:db8:7:7::${(i + 1).toString(16)}`);
      expect((await tab.post(URL, { census: { id: 'G46987654', answers: { inscripcion: String(500 + i) } } })).status).toBe(400);
    }
    const rotated = await browser(server.app, 'alcantir.localhost', '2001:db8:7:7:ffff::1').post(URL, {
      census: { id: 'G46987654', answers: { inscripcion: '42' } },
    });
    expect(rotated.status).toBe(429);
    // Another /64 is another client.
    const other = await browser(server.app, 'alcantir.localhost', '2001:db8:7:8::1').post(URL, { census: { id: 'G46987654', answers: { inscripcion: '42' } } });
    expect(other.status).toBe(200);
  });

  it('stops an address guessing after too many wrong answers, whatever the IDs and sessions', async () => {
    for (let i = 0; i < MAX_CENSUS_FAILURES; i++) {
      const tab = browser(server.app, 'alcantir.localhost', '10.20.0.1');
      expect((await tab.post(URL, { census: { id: `B0000000${i}`, answers: { inscripcion: '1' } } })).status).toBe(400);
    }
    const blocked = await browser(server.app, 'alcantir.localhost', '10.20.0.1').post(URL, { census: { id: 'G46123456', answers: { inscripcion: '117' } } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await browser(server.app, 'alcantir.localhost', '10.20.0.2').post(URL, { census: { id: 'G46123456', answers: { inscripcion: '117' } } })).status,
    ).toBe(200);
  });

  it('counts simultaneous guesses in full against the cap, though their hashing overlaps', async () => {
    const tab = browser(server.app, 'alcantir.localhost', '10.30.0.1');
    const burst = await Promise.all(
      Array.from({ length: 3 * MAX_CENSUS_FAILURES }, (_, i) => tab.post(URL, { census: { id: `B1000000${i}`, answers: { inscripcion: String(100 + i) } } })),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_CENSUS_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * MAX_CENSUS_FAILURES);
  });

  it('hashes an ID off the main thread to the same value the seed stored', async () => {
    expect(await lookupHashAsync('G46123456', 'alcantir/registro-asociaciones')).toBe(lookupHash('G46123456', 'alcantir/registro-asociaciones'));
  });

  it('stores IDs and answers only as hashes', () => {
    const rows = server.store.db.prepare("SELECT id_hash, secrets FROM census_entries WHERE census_id = 'registro-asociaciones'").all() as Array<{
      id_hash: string;
      secrets: string;
    }>;
    expect(rows).toHaveLength(3);
    // The database file and its write-ahead log, where fresh writes sit until a checkpoint.
    const files = ['db.sqlite', 'db.sqlite-wal'].map((f) => join(server.dir, f)).filter(existsSync);
    const everything = JSON.stringify(rows) + files.map((f) => readFileSync(f).toString('latin1')).join('');
    for (const secret of ['G46123456', 'G46987654', '"117"', '"42"']) expect(everything).not.toContain(secret);
    expect(rows[0]!.secrets).toMatch(/scrypt\$/);
  });

  it('normalises the ways people type a NIF', () => {
    expect(normalizeCensusId(' g-46 123.456 ')).toBe('G46123456');
  });
});
