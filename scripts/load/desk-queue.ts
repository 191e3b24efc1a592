/**
 * The desk's queue over many requests (`npm run bench -- --only q`): a database of `count` synthetic requests
 * in one realm (five mailboxes, every status, a third assigned, a year of dates, Spanish and Valencian text),
 * made through the real store, then each kind of query the desk makes, timed over repeated runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUEST_STATUSES } from '../../src/domain/requests/request-status.ts';
import { openDatabase } from '../../server/store/database.ts';
import { RequestQueue, type QueueFilters } from '../../server/store/request-queue.ts';
import { Requests } from '../../server/store/requests.ts';

const MAILBOXES = ['incidencias', 'subvenciones', 'reservas', 'aportacion', 'quejas'];
const WORDS = 'farola contenedor banco parque calle plaça carrer fuente bache ruido limpieza poda árbol acera semáforo'.split(' ');
const NAMES = ['Lucía Ferrer', 'Marta Soler', 'Pau Climent', 'Josep Bellver', 'Ana Pérez', 'Vicent Martí'];

export interface QueueTiming {
  query: string;
  /** Median and 95th percentile of the runs, in milliseconds. */
  median: number;
  p95: number;
  total: number;
}

export function benchDeskQueue(count = 10_000, runs = 30): { seedSeconds: number; timings: QueueTiming[] } {
  const dir = mkdtempSync(join(tmpdir(), 'desk-queue-'));
  const db = openDatabase(join(dir, 'db.sqlite'));
  try {
    // A bench of reads: the seeding need not survive a power cut.
    db.exec('PRAGMA synchronous = OFF');
    const requests = new Requests(db);
    const start = performance.now();
    let random = 42;
    const next = (n: number) => {
      random = (random * 1_103_515_245 + 12_345) % 2 ** 31;
      return random % n;
    };
    let sample = '';
    for (let i = 0; i < count; i++) {
      const [first, last] = NAMES[next(NAMES.length)]!.split(' ') as [string, string];
      const title = `${WORDS[next(WORDS.length)]} ${WORDS[next(WORDS.length)]} número ${i}`;
      const { request } = requests.create('poble', {
        mailbox: MAILBOXES[next(MAILBOXES.length)]!,
        userId: `user-${next(2000)}`,
        sessionId: 's',
        prefix: 'POB',
        language: next(2) ? 'es' : 'va',
        followUp: false,
        doc: {
          title,
          body: `${title}: ${WORDS[next(WORDS.length)]} ${WORDS[next(WORDS.length)]} ${WORDS[next(WORDS.length)]}`,
          contact: { firstName: first, lastName: last, telephone: `600 ${String(i).padStart(6, '0')}` },
        },
      });
      const status = REQUEST_STATUSES[next(REQUEST_STATUSES.length)]!;
      db.prepare('UPDATE requests SET status = ?, assigned_to = ?, created_at = ? WHERE id = ?').run(
        status,
        next(3) === 0 ? `staff-${next(5)}` : null,
        new Date(Date.UTC(2026, 0, 1) + next(365) * 86_400_000).toISOString(),
        request._id,
      );
      if (i === Math.floor(count / 2)) sample = request.reference;
    }
    const seedSeconds = (performance.now() - start) / 1000;
    db.exec('ANALYZE');

    const queue = new RequestQueue(db);
    const queries: Array<[string, QueueFilters]> = [
      ['newest first, no filter', {}],
      ['one status', { status: 'En gestión' }],
      ['a mailbox and a status', { mailboxes: ['incidencias'], status: 'Recibida' }],
      ['assigned to one person', { assignee: 'staff-2' }],
      ['a month', { from: '2026-05-01T00:00:00+02:00', before: '2026-06-01T00:00:00+02:00' }],
      ['a word of the text', { text: 'semaforo' }],
      ['two words and a status', { text: 'farola plaça', status: 'Recibida' }],
      ['a reference typed loosely', { text: sample.toLowerCase().replace(/-/g, ' ') }],
      ['a telephone number', { text: '600001234' }],
      ['page 100', { page: 100 }],
      ['ordered by last change', { sort: { key: 'updated', direction: 'desc' } }],
      ['ordered by title', { sort: { key: 'title', direction: 'asc' } }],
      ['one status, ordered by contact', { status: 'Recibida', sort: { key: 'contact', direction: 'asc' } }],
    ];
    const timings = queries.map(([query, filters]) => {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < runs; run++) {
        const t0 = performance.now();
        total = queue.page('poble', filters).total;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { query, median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]!, total };
    });
    // What an export reads: every matching row at once, the whole queue here (the page's query aside).
    const exportTimes: number[] = [];
    let exported = 0;
    for (let run = 0; run < 5; run++) {
      const t0 = performance.now();
      exported = queue.all('poble', {}, count + 1).length;
      exportTimes.push(performance.now() - t0);
    }
    exportTimes.sort((a, b) => a - b);
    timings.push({ query: `every request, for an export`, median: exportTimes[2]!, p95: exportTimes[4]!, total: exported });
    return { seedSeconds, timings };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
