/**
 * `npm run import-duty` (docs/pharmacies.md "Importing the rota"): the college's CSV or .xlsx read line by line,
 * checked for gaps and overlaps in local time, refused on a gap unless told, and loaded where the content API
 * serves the rota from.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import XLSX from 'sheetjs-style';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dutyId, mergeRota, parseCsv, parseDate, parseKind, readWorkbook, rowsToDuties, shownTime } from '../../../server/core/rota-file.ts';
import { type Duty, DutySchema, type Pharmacy, PharmacySchema } from '../../../src/schemas/pharmacies.ts';
import { ROOT } from '../support/imports.ts';
import { localServer } from './support/local-server.ts';

const demo = (name: string) => JSON.parse(readFileSync(join(ROOT, 'realms', 'alcantir', 'demo', `${name}.json`), 'utf8')) as unknown[];
const PHARMACIES: Pharmacy[] = v.parse(v.array(PharmacySchema), demo('farmacias'));
const HELD: Duty[] = v.parse(v.array(DutySchema), demo('farmacias_guardias'));

describe('a CSV file', () => {
  it('is read with ";" or "," as separator, quoted fields, doubled quotes, line breaks in quotes, a BOM and CRLF', () => {
    expect(parseCsv('\uFEFFfecha;turno;farmacia\r\n05/04/2027;día;"Farmacia Puig; Soler"\r\n\r\n')).toEqual([
      ['fecha', 'turno', 'farmacia'],
      ['05/04/2027', 'día', 'Farmacia Puig; Soler'],
    ]);
    expect(parseCsv('date,kind,pharmacy\n2027-04-05, night ,"Farmacia ""La Plaça""\nde dalt"\n')).toEqual([
      ['date', 'kind', 'pharmacy'],
      ['2027-04-05', 'night', 'Farmacia "La Plaça"\nde dalt'],
    ]);
    // A comma inside a quoted header field does not make "," the separator.
    expect(parseCsv('"fecha, día";turno\n1;2')).toEqual([
      ['fecha, día', 'turno'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('fecha;turno\n"05/04/2027;día\n')).toThrow(/quoted field/);
  });

  it('reads Spanish and ISO dates, and the kinds of duty in Spanish, Valencian and English', () => {
    expect(['05/04/2027', '5/4/2027', '05-04-2027', '2027-04-05', ' 2027-4-5 '].map(parseDate)).toEqual(Array(5).fill('2027-04-05'));
    expect(['31/02/2027', '2027/04/05', '04/05/27', 'mañana'].map(parseDate)).toEqual([undefined, undefined, undefined, undefined]);
    expect(['Día', 'dia', 'Noche', 'nit', '24 h', '24H', '24 hores', 'night'].map(parseKind)).toEqual([
      'day',
      'day',
      'night',
      'night',
      '24h',
      '24h',
      '24h',
      'night',
    ]);
    expect(parseKind('tarde')).toBeUndefined();
  });
});

describe('rows as rota entries', () => {
  it('names pharmacies by name (accents and case aside) or id, and gives each kind its hours', () => {
    const { duties, errors } = rowsToDuties(
      [
        ['Fecha', 'Turno', 'Farmacia'],
        ['05/04/2027', 'día', 'farmacia puig soler'],
        ['05/04/2027', 'noche', 'Farmacia Llopis Marti'],
        ['2027-04-06', '24 h', '6650f1000000000000000005'],
      ],
      PHARMACIES,
      'alcantir',
    );
    expect(errors).toEqual([]);
    expect(duties.map((d) => [d.pharmacy, d.kind, d.start, d.end])).toEqual([
      ['6650f1000000000000000001', 'day', '2027-04-05T09:00:00+02:00', '2027-04-05T22:00:00+02:00'],
      ['6650f1000000000000000004', 'night', '2027-04-05T22:00:00+02:00', '2027-04-06T09:00:00+02:00'],
      ['6650f1000000000000000005', '24h', '2027-04-06T09:00:00+02:00', '2027-04-07T09:00:00+02:00'],
    ]);
    expect(duties[0]?._id).toBe(dutyId('alcantir', '6650f1000000000000000001', '2027-04-05T07:00:00Z'));
  });

  it('takes start and end columns where filled, an end before the start being the next day', () => {
    const { duties } = rowsToDuties(
      [
        ['data', 'torn', 'farmàcia', 'inici', 'fi', 'fin'],
        ['05/04/2027', 'nit', 'Farmacia Puig Soler', '21:00', '', '08:30'],
      ],
      PHARMACIES,
      'alcantir',
    );
    expect(duties.map((d) => [d.start, d.end])).toEqual([['2027-04-05T21:00:00+02:00', '2027-04-06T08:30:00+02:00']]);
  });

  it('refuses every line it cannot read, by line number, and a header without the needed columns', () => {
    const { duties, errors } = rowsToDuties(
      [
        ['fecha', 'turno', 'farmacia'],
        ['31/02/2027', 'día', 'Farmacia Puig Soler'],
        ['05/04/2027', 'tarde', 'Farmacia Inexistente'],
        ['05/04/2027', 'día', 'Farmacia Puig Soler'],
      ],
      PHARMACIES,
      'alcantir',
    );
    expect(duties).toHaveLength(1);
    expect(errors).toEqual([
      { line: 2, message: 'date "31/02/2027" is not a date (dd/mm/yyyy or yyyy-mm-dd)' },
      { line: 3, message: 'kind "tarde" is not día, noche or 24 h; pharmacy "Farmacia Inexistente" is not a pharmacy of alcantir' },
    ]);
    expect(rowsToDuties([['fecha', 'farmacia']], PHARMACIES, 'alcantir').errors[0]?.message).toMatch(/^the header has no column "turno"/);
  });
});

describe('the rota after a file', () => {
  const file = (rows: string[][]) => rowsToDuties([['fecha', 'turno', 'farmacia'], ...rows], PHARMACIES, 'alcantir').duties;

  it('replaces the held entries within the span of the file and keeps the rest', () => {
    // The demo rota holds Monday 1 March 2027 as a day and a night duty; the file gives the whole day to one pharmacy.
    const incoming = file([['01/03/2027', '24 h', 'Farmacia Sanchis Bellver']]);
    const { rota, zones, replaced } = mergeRota(HELD, incoming, PHARMACIES);
    expect(replaced).toBe(2);
    expect(rota).toHaveLength(HELD.length - 1);
    expect(zones).toEqual([
      { zone: '6650f0000000000000000001', span: { start: '2027-03-01T09:00:00+01:00', end: '2027-03-02T09:00:00+01:00' }, gaps: [], overlaps: [] },
    ]);
  });

  it('checks the hours a replaced duty leaves outside the file', () => {
    // Saturday 6 March 2027 is a 24-hour duty in the demo; a file with only its night takes the whole duty away.
    const incoming = file([['06/03/2027', 'noche', 'Farmacia Sanchis Bellver']]);
    const [zone] = mergeRota(HELD, incoming, PHARMACIES).zones;
    expect(zone?.span).toEqual({ start: '2027-03-06T09:00:00+01:00', end: '2027-03-07T09:00:00+01:00' });
    expect(zone?.gaps).toEqual([{ start: '2027-03-06T09:00:00+01:00', end: '2027-03-06T22:00:00+01:00' }]);
  });

  it('finds a night nobody has and a day two have, in local time', () => {
    const incoming = file([
      ['05/04/2027', 'día', 'Farmacia Puig Soler'],
      ['06/04/2027', 'día', 'Farmacia Llopis Martí'],
      ['06/04/2027', '24 h', 'Farmacia Grau Mompó'],
    ]);
    const [zone] = mergeRota(HELD, incoming, PHARMACIES).zones;
    expect(zone?.gaps).toEqual([{ start: '2027-04-05T22:00:00+02:00', end: '2027-04-06T09:00:00+02:00' }]);
    expect(zone?.overlaps.map((o) => [o.start, o.end, o.duties.map((d) => d.kind)])).toEqual([
      ['2027-04-06T09:00:00+02:00', '2027-04-06T22:00:00+02:00', ['day', '24h']],
    ]);
    expect(shownTime('2027-04-05T22:00:00+02:00')).toBe('lun 05/04/2027 22:00');
  });
});

describe('npm run import-duty', () => {
  const server = localServer();
  const run = (...args: string[]) => {
    try {
      const stdout = execFileSync(process.execPath, [join('server', 'cli', 'import-duty.ts'), ...args], {
        cwd: ROOT,
        env: { ...process.env, LOCAL_API_DB: join(server.dir, 'db.sqlite') },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      return { code: failed.status, out: `${failed.stdout}${failed.stderr}` };
    }
  };
  const served = async () => {
    const answer = await server.client().get('/api/alcantir/collections/farmacias_guardias');
    return ((await answer.json()) as { items: Duty[] }).items;
  };
  /** Monday 5 to Wednesday 7 April 2027, after the demo rota ends: a day and a night duty each day. */
  const WEEK = [
    ['05/04/2027', 'Día', 'Farmacia Puig Soler'],
    ['05/04/2027', 'Noche', 'Farmacia Ferrando Climent'],
    ['06/04/2027', 'Día', 'Farmacia Sanchis Bellver'],
    ['06/04/2027', 'Noche', 'Farmacia Llopis Martí'],
    ['07/04/2027', '24 h', 'Farmacia Grau Mompó'],
  ];
  const csv = (rows: string[][]) => ['Fecha;Turno;Farmacia', ...rows.map((r) => r.map((f) => `"${f}"`).join(';'))].join('\r\n');

  it('refuses a file with a gap, says where in local time, and loads nothing', async () => {
    const path = join(server.dir, 'hueco.csv');
    writeFileSync(path, csv(WEEK.filter((row) => row[1] !== 'Noche' || row[0] !== '06/04/2027')));
    const before = await served();
    const { code, out } = run('--realm', 'alcantir', '--file', path);
    expect(code).toBe(1);
    expect(out).toContain('gap: nobody on duty mar 06/04/2027 22:00 – mié 07/04/2027 09:00');
    expect(out).toMatch(/hueco\.csv refused: 1 gap, 0 overlaps/);
    expect(await served()).toEqual(before);
  });

  it('loads it with --allow-gaps, and the content API serves it', async () => {
    const path = join(server.dir, 'hueco.csv');
    const { code, out } = run('--realm', 'alcantir', '--file', path, '--allow-gaps');
    expect(code).toBe(0);
    expect(out).toMatch(/alcantir: 4 duties loaded from hueco\.csv \(0 replaced; \d+ in the rota\); 1 gap, 0 overlaps/);
    expect((await served()).filter((d) => d.start.startsWith('2027-04-06'))).toHaveLength(1);
  });

  it('loads an .xlsx sheet with date cells, replacing what the file covers', async () => {
    const sheet = XLSX.utils.aoa_to_sheet(
      [['Fecha', 'Turno', 'Farmacia'], ...WEEK.map(([date, kind, name]) => [new Date(`${date!.split('/').reverse().join('-')}T00:00:00`), kind, name])],
      { cellDates: true },
    );
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Guardias');
    const path = join(server.dir, 'guardias.xlsx');
    writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
    expect((await readWorkbook(readFileSync(path)))[1]).toEqual(['2027-04-05', 'Día', 'Farmacia Puig Soler']);
    const { code, out } = run('--realm', 'alcantir', '--file', path);
    expect(out).toMatch(/alcantir: 5 duties loaded from guardias\.xlsx \(4 replaced; \d+ in the rota\); 0 gaps, 0 overlaps/);
    expect(code).toBe(0);
    const april = (await served())
      .filter((d) => d.start >= '2027-04-05T09' && d.start < '2027-04-08')
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    expect(april.map((d) => [d.start, d.kind])).toEqual([
      ['2027-04-05T09:00:00+02:00', 'day'],
      ['2027-04-05T22:00:00+02:00', 'night'],
      ['2027-04-06T09:00:00+02:00', 'day'],
      ['2027-04-06T22:00:00+02:00', 'night'],
      ['2027-04-07T09:00:00+02:00', '24h'],
    ]);
  });

  it('refuses a file with a line it cannot read, naming the line', () => {
    const path = join(server.dir, 'mal.csv');
    writeFileSync(path, csv([...WEEK, ['08/04/2027', 'Día', 'Farmacia del Centro']]));
    const { code, out } = run('--realm', 'alcantir', '--file', path);
    expect(code).toBe(1);
    expect(out).toContain('line 7: pharmacy "Farmacia del Centro" is not a pharmacy of alcantir');
  });

  it('ends with 2 for a wrong option or realm', () => {
    expect(run('--realm', 'alcantir').code).toBe(2);
    expect(run('--realm', 'nowhere', '--file', 'x.csv').code).toBe(2);
    expect(run('--realm', 'alcantir', '--file', 'x.csv', '--force').code).toBe(2);
  });
});
