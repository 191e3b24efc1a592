/**
 * The desk's queue call and its exports, against the real local server: filters, order, counts, the member's
 * mailboxes, and the XLSX and CSV read back with readers that share no code with the writers.
 */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { madridDay, madridMinute } from '../../../src/domain/content/calendar.ts';
import { deskFixture, type DeskFixture } from './support/desk-fixture.ts';

let f: DeskFixture;
beforeAll(async () => {
  f = await deskFixture();
  // The incidence is in progress and assigned to gestor: something for the status and assignee filters.
  const act = (body: object, version: number) =>
    f.tabs.gestor.post(`/api/alcantir/desk/requests/${f.lamp.reference}/actions`, { expectedVersion: version, ...body });
  await act({ action: 'assign', to: f.idOf('alcantir', 'gestor') }, 1);
  await act({ action: 'status', to: 'En gestión' }, 2);
}, 60_000);

const queue = async (query = '', tab = f.tabs.gestor) => {
  const response = await tab.get(`/api/alcantir/desk/requests${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { items: Array<{ reference: string; title: string }>; total: number; pages: number; counts: Record<string, number> };
};
const references = async (query = '') => (await queue(query)).items.map((item) => item.reference);

describe("the desk's queue", () => {
  it('lists the newest first, 50 a page, with counts per status under the other filters', async () => {
    const all = await queue();
    expect(all.items.map((item) => item.reference)).toEqual([f.booking.reference, f.grant.reference, f.lamp.reference]);
    expect(all).toMatchObject({ total: 3, pages: 1, counts: { Recibida: 2, 'En gestión': 1, Resuelta: 0, Rechazada: 0, Cerrada: 0 } });
    expect(await queue('?status=Recibida')).toMatchObject({ total: 2, counts: { Recibida: 2, 'En gestión': 1 } });
  });

  it('filters by mailbox, status, assignee (me, nobody), sending days and text', async () => {
    expect(await references('?mailbox=incidencias,reservas')).toEqual([f.booking.reference, f.lamp.reference]);
    expect(await references('?status=En%20gesti%C3%B3n')).toEqual([f.lamp.reference]);
    expect(await references('?assignee=me')).toEqual([f.lamp.reference]);
    expect(await references('?assignee=none')).toEqual([f.booking.reference, f.grant.reference]);
    const today = madridDay(Date.now());
    expect(await references(`?from=${today}&to=${today}`)).toHaveLength(3);
    expect(await references('?to=2020-01-01')).toEqual([]);
    expect(await references('?q=farola')).toEqual([f.lamp.reference]);
    expect(await references('?q=600123456')).toEqual([f.lamp.reference]);
    // A reference typed as people do: lower case, spaces instead of dashes.
    expect(await references(`?q=${encodeURIComponent(f.grant.reference.toLowerCase().replace(/-/g, ' '))}`)).toEqual([f.grant.reference]);
  });

  it('orders by a column either way, keeping the newest first among equals', async () => {
    expect((await queue('?sort=title')).items.map((item) => item.title)).toEqual([
      '=HYPERLINK("http://evil.example";"Pulse")',
      'Farola apagada en la plaza',
      'Subvención para el certamen de bandas',
    ]);
    expect(await references('?sort=-status')).toEqual([f.lamp.reference, f.booking.reference, f.grant.reference]);
    expect(await references('?sort=created')).toEqual([f.lamp.reference, f.grant.reference, f.booking.reference]);
    expect(await references('?sort=-updated')).toEqual([f.lamp.reference, f.booking.reference, f.grant.reference]);
  });

  it('refuses a query it cannot read, naming the parameters', async () => {
    const response = await f.tabs.gestor.get('/api/alcantir/desk/requests?status=Archivada&from=2026-13-01&sort=colour&page=0');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errCode: 'query', fields: ['status', 'from', 'page', 'sort'] });
  });

  it("gives staff of some mailboxes only those, and refuses to list another's", async () => {
    expect(await queue('', f.tabs.brigada)).toMatchObject({ total: 1, counts: { Recibida: 0, 'En gestión': 1 } });
    expect((await f.tabs.brigada.get('/api/alcantir/desk/requests?mailbox=incidencias,subvenciones')).status).toBe(403);
  });
});

/**
 * A date cell as the minute it holds: a spreadsheet's date is a fraction of a day, which a reader turns back into
 * milliseconds a hair off the minute (02:23:59.999); a spreadsheet program shows it rounded, as this does.
 */
const toMinute = (cell: unknown) => (cell instanceof Date ? new Date(Math.round(cell.getTime() / 60_000) * 60_000) : cell);

describe("the desk's exports", () => {
  const COLUMNS = ['Referencia', 'Fecha de envío', 'Buzón', 'Estado', 'Título', 'Contacto', 'Correo electrónico', 'Teléfono', 'Asignada a', 'Último cambio'];

  it('gives the filtered queue as an XLSX workbook a spreadsheet reader opens, formula-safe', async () => {
    const response = await f.tabs.gestor.get('/api/alcantir/desk/requests.xlsx?mailbox=incidencias,reservas&lang=es');
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="solicitudes-alcantir-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(rows[0]).toEqual(COLUMNS);
    expect(rows.slice(1).map((row) => row[0])).toEqual([f.booking.reference, f.lamp.reference]);
    const [booking, lamp] = rows.slice(1).map((row) => row.map(toMinute));
    // Dates are date cells (the reader gives them as dates), in Madrid's time: a clerk filters by day and subtracts.
    expect(booking).toEqual([
      f.booking.reference,
      new Date(`${madridMinute(f.booking.createdAt).replace(' ', 'T')}:00Z`),
      'Reserva de una sala municipal',
      'Recibida',
      `'=HYPERLINK("http://evil.example";"Pulse")`,
      "'@SUM(1+1) Ruiz",
      'ruiz@example.org',
      '+34 962 000 111',
      null,
      expect.any(Date),
    ]);
    expect(lamp).toEqual(expect.arrayContaining(['Comunicar una incidencia', 'En gestión', 'Farola apagada en la plaza', 'Lucía Ferrer', 'Pau Sanchis Mira']));
  });

  it('gives the same table as CSV for Spanish spreadsheets, in the asked language, and nothing of census answers', async () => {
    const response = await f.tabs.gestor.get('/api/alcantir/desk/requests.csv?lang=va');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="sollicituds-alcantir-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await response.text();
    expect(text).not.toContain('c2VjcmV0LWhhc2g');
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([
      'Referència',
      "Data d'enviament",
      'Bústia',
      'Estat',
      'Títol',
      'Contacte',
      'Correu electrònic',
      'Telèfon',
      'Assignada a',
      'Últim canvi',
    ]);
    expect(parsed.data.slice(1).map((row) => [row[0], row[2], row[3], row[4]])).toEqual([
      [f.booking.reference, "Reserva d'una sala municipal", 'Rebuda', `'=HYPERLINK("http://evil.example";"Pulse")`],
      [f.grant.reference, 'Sol·licitud de subvenció per a associacions', 'Rebuda', 'Subvención para el certamen de bandas'],
      [f.lamp.reference, 'Comunicar una incidència', 'En gestió', 'Farola apagada en la plaza'],
    ]);
  });

  it("adds one mailbox's own questions and its payment when it is the one exported, as date, number and text cells", async () => {
    const rows = await readSheet(Buffer.from(await (await f.tabs.gestor.get('/api/alcantir/desk/requests.xlsx?mailbox=reservas&lang=es')).arrayBuffer()));
    expect(rows[0]).toEqual([
      ...COLUMNS,
      'Asociación que organiza',
      'Sala',
      'Día y hora de inicio',
      'Asistentes previstos',
      'Actividad',
      'Estado del pago',
      'Importe pagado (€)',
    ]);
    expect(rows.slice(1).map((row) => row.slice(COLUMNS.length).map(toMinute))).toEqual([
      ['Coral Alcantir', 'Aula 2 de la Casa de la Cultura (30 personas)', new Date('2027-03-14T18:00:00Z'), 25, 'Sala para un ensayo', 'pagado', 20],
    ]);
    // Of every mailbox, the common columns only.
    const all = await readSheet(Buffer.from(await (await f.tabs.gestor.get('/api/alcantir/desk/requests.xlsx')).arrayBuffer()));
    expect(all[0]).toEqual(COLUMNS);
  });

  it("gives the same mailbox's columns in a CSV that a strict parser reads, text formula-safe and dates as Madrid's minute", async () => {
    const bytes = Buffer.from(await (await f.tabs.gestor.get('/api/alcantir/desk/requests.csv?mailbox=reservas&lang=va')).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { delimiter: ';', newline: '\r\n', skipEmptyLines: 'greedy' });
    expect(parsed.errors).toEqual([]);
    // Every row as wide as the header: no separator or line break of a citizen's text splits a cell.
    expect(new Set(parsed.data.map((row) => row.length))).toEqual(new Set([17]));
    expect(parsed.data[0]!.slice(10)).toEqual([
      'Associació que organitza',
      'Sala',
      "Dia i hora d'inici",
      'Assistents previstos',
      'Activitat',
      'Estat del pagament',
      'Import pagat (€)',
    ]);
    expect(parsed.data[1]).toEqual([
      f.booking.reference,
      madridMinute(f.booking.createdAt),
      "Reserva d'una sala municipal",
      'Rebuda',
      `'=HYPERLINK("http://evil.example";"Pulse")`,
      "'@SUM(1+1) Ruiz",
      'ruiz@example.org',
      '+34 962 000 111',
      '',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'Coral Alcantir',
      'Aula 2 de la Casa de la Cultura (30 persones)',
      '2027-03-14 18:00',
      '25',
      'Sala para un ensayo',
      'pagat',
      '20',
    ]);
  });

  it('holds only the mailboxes of the member who asks', async () => {
    const rows = await readSheet(Buffer.from(await (await f.tabs.brigada.get('/api/alcantir/desk/requests.xlsx')).arrayBuffer()));
    expect(rows.slice(1).map((row) => row[0])).toEqual([f.lamp.reference]);
  });
});
