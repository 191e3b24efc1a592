/**
 * Vouchers at the desk and who may call what (docs/vouchers.md "Calls"): every call of citizens, shops and the desk
 * tried by nobody, a citizen, a shop, the realm's staff and another realm's staff; the desk's figures per shop and per
 * day, the reimbursement read back by independent readers (read-excel-file, papaparse), a voucher found by code, an
 * account made a shop's, and the patterns worth a look.
 */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg } from './support/upload-samples.ts';
import { NOW, validationForm, voucherServer } from './support/voucher-fixture.ts';

type Fixture = Awaited<ReturnType<typeof voucherServer>>;
type Tab = ReturnType<Fixture['client']>;
type Json = Record<string, unknown> & { errCode?: string };

let f: Fixture;
let codes: string[];
let citizen: Tab;
let forn: Tab;
let llibreria: Tab;
let gestor: Tab;
let other: Tab;
/** A clerk of one mailbox (`incidencias`): staff, but not of the whole realm's desk. */
let brigada: Tab;

beforeAll(async () => {
  f = await voucherServer();
  citizen = f.account().tab;
  codes = [];
  for (const person of [0, 1]) {
    const tab = person === 0 ? citizen : f.account().tab;
    const answer = (await (await f.apply(tab, 'bono-prueba', person, 2)).json()) as { vouchers: Array<{ code: string }> };
    codes.push(...answer.vouchers.map((v) => v.code));
  }
  forn = f.shopAccount('forn-prova').tab;
  llibreria = f.shopAccount('llibreria-prova').tab;
  gestor = await f.staff();
  other = await f.otherRealmStaff();
  brigada = await f.clerkOfOneMailbox();
}, 60_000);

const validate = (tab: Tab, code: string, amount: string) =>
  tab.request(`/api/alcantir/shop/vouchers/${code}/validate`, { method: 'POST', body: validationForm(amount, photoJpeg()) });

describe("the desk's figures and files", { timeout: 60_000 }, () => {
  it("counts issued and validated per shop and per day, and sees a validation out of the shop's hours", async () => {
    // Two of the first person's vouchers at the bakery in its hours, then at 22:00 on Saturday, out of them, one of
    // the second person's there and one at the bookshop (no hours given: never flagged). No burst: each person has
    // two vouchers here, and a burst is three of one person (src/domain/vouchers/voucher-rules.ts, tested there).
    f.clock.now = NOW + 60_000;
    for (const code of codes.slice(0, 2)) expect((await validate(forn, code, '10')).status).toBe(201);
    f.clock.now = Date.parse('2026-11-28T22:00:00+01:00');
    expect((await validate(forn, codes[2]!, '40')).status).toBe(201);
    expect((await validate(llibreria, codes[3]!, '7.25')).status).toBe(201);
    const figures = (await (await gestor.get('/api/alcantir/desk/vouchers/bono-prueba')).json()) as Json;
    expect(figures).toMatchObject({
      cap: 6,
      issued: 4,
      held: 0,
      paid: { count: 0, amount: 0 },
      validated: { count: 4, amount: 52.25 },
      perShop: [
        { shop: 'forn-prova', name: 'Forn Prova', suspended: false, count: 3, amount: 45 },
        { shop: 'llibreria-prova', name: 'Llibreria Prova', suspended: false, count: 1, amount: 7.25 },
      ],
      perDay: [
        { day: '2026-11-27', issued: 4, validated: 2, amount: 20 },
        { day: '2026-11-28', issued: 0, validated: 2, amount: 32.25 },
      ],
    });
    expect(figures.patterns).toEqual([
      {
        kind: 'off-hours',
        shop: 'forn-prova',
        at: '2026-11-28T22:00:00+01:00',
        codes: [`…${codes[2]!.slice(12, 16)}-${codes[2]!.slice(16)}`],
        detail: '22:00',
      },
    ]);
  });

  it("exports each shop's reimbursement as XLSX and CSV that independent readers read", async () => {
    const xlsx = await gestor.get('/api/alcantir/desk/vouchers/bono-prueba/reimbursement.xlsx?lang=es');
    expect(xlsx.headers.get('content-disposition')).toMatch(/reembolso-bonos-bono-prueba-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await readSheet(Buffer.from(await xlsx.arrayBuffer()));
    expect(rows[0]).toEqual(['Comercio', 'Día', 'Hora', 'Bono', 'Importe del tique (€)', 'Pagado con el bono (€)']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[4], row[5]])).toEqual([
      ['Forn Prova', '2026-11-27', '10:01', 10, 10],
      ['Forn Prova', '2026-11-27', '10:01', 10, 10],
      ['Forn Prova', '2026-11-28', '22:00', 40, 25],
      ['Llibreria Prova', '2026-11-28', '22:00', 7.25, 7.25],
    ]);
    const csv = await (await gestor.get('/api/alcantir/desk/vouchers/bono-prueba/reimbursement.csv?shop=llibreria-prova&lang=va')).text();
    const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ['Comerç', 'Dia', 'Hora', 'Bo', 'Import del tiquet (€)', 'Pagat amb el bo (€)'],
      ['Llibreria Prova', '2026-11-28', '22:00', `…${codes[3]!.slice(12, 16)}-${codes[3]!.slice(16)}`, '7,25', '7,25'],
    ]);
    const unknown = await gestor.get('/api/alcantir/desk/vouchers/bono-prueba/reimbursement.csv?shop=nadie');
    expect(unknown.status).toBe(404);
  });

  it("finds a voucher by code with whose it is, and makes a verified citizen account a shop's", async () => {
    const found = (await (await gestor.get(`/api/alcantir/desk/vouchers/bono-prueba/vouchers?code=${codes[0]!.toLowerCase()}`)).json()) as {
      items: Array<Json & { holder: { name: string; censusIdMasked: string } }>;
    };
    expect(found.items).toHaveLength(1);
    expect(found.items[0]!.holder.name).toBe('Vecina Número 1');
    expect(found.items[0]!.holder.censusIdMasked).toMatch(/^•••••\d\d[A-Z]$/);
    const none = (await (await gestor.get('/api/alcantir/desk/vouchers/bono-prueba/vouchers?code=nada')).json()) as { items: unknown[] };
    expect(none.items).toEqual([]);

    const lucia = await (await import('./support/desk-fixture.ts')).signedIn(f.app, 'alcantir', 'vecina', 'alcantir-demo');
    expect((await lucia.get('/api/alcantir/shop')).status).toBe(403);
    const grant = await gestor.post('/api/alcantir/desk/vouchers/bono-prueba/shops/forn-prova/accounts', { email: 'LUCIA.FERRER@example.org' });
    expect([grant.status, await grant.json()]).toEqual([200, { email: 'lucia.ferrer@example.org' }]);
    expect(((await (await lucia.get('/api/alcantir/shop')).json()) as { shop: { id: string } }).shop.id).toBe('forn-prova');
    const nobody = await gestor.post('/api/alcantir/desk/vouchers/bono-prueba/shops/forn-prova/accounts', { email: 'nadie@example.org' });
    expect([nobody.status, ((await nobody.json()) as Json).errCode]).toEqual([404, 'account']);
    const staffAccount = await gestor.post('/api/alcantir/desk/vouchers/bono-prueba/shops/forn-prova/accounts', { email: 'brigada@example.org' });
    expect(staffAccount.status).toBe(404);
  });
});

describe('who may call what', { timeout: 60_000 }, () => {
  let person = 4;
  const calls = (code: string): Array<{ name: string; kind: 'public' | 'citizen' | 'shop' | 'desk'; call: (tab: Tab) => Promise<Response> }> => [
    { name: 'GET vouchers/{campaign}', kind: 'public', call: (tab) => tab.get('/api/alcantir/vouchers/xec-prueba') },
    // A person each time (the paid campaign: a hold and its payment), so that only who calls makes the difference.
    { name: 'POST vouchers/{campaign}/apply', kind: 'citizen', call: (tab) => f.apply(tab, 'xec-prueba', person++, 1) },
    { name: 'GET vouchers/mine', kind: 'citizen', call: (tab) => tab.get('/api/alcantir/vouchers/mine') },
    { name: 'GET shop', kind: 'shop', call: (tab) => tab.get('/api/alcantir/shop') },
    { name: 'GET shop/vouchers/{code}', kind: 'shop', call: (tab) => tab.get(`/api/alcantir/shop/vouchers/${code}`) },
    { name: 'POST shop/vouchers/{code}/validate', kind: 'shop', call: (tab) => validate(tab, code, '5') },
    { name: 'POST shop/validations/{id}/undo', kind: 'shop', call: (tab) => tab.post('/api/alcantir/shop/validations/none/undo', {}) },
    { name: 'GET desk/vouchers/{campaign}', kind: 'desk', call: (tab) => tab.get('/api/alcantir/desk/vouchers/bono-prueba') },
    { name: 'GET desk/…/reimbursement.csv', kind: 'desk', call: (tab) => tab.get('/api/alcantir/desk/vouchers/bono-prueba/reimbursement.csv') },
    { name: 'GET desk/…/reimbursement.xlsx', kind: 'desk', call: (tab) => tab.get('/api/alcantir/desk/vouchers/bono-prueba/reimbursement.xlsx') },
    { name: 'GET desk/…/vouchers?code=', kind: 'desk', call: (tab) => tab.get(`/api/alcantir/desk/vouchers/bono-prueba/vouchers?code=${code}`) },
    {
      name: 'POST desk/…/shops/{shop}/status',
      kind: 'desk',
      call: (tab) => tab.post('/api/alcantir/desk/vouchers/bono-prueba/shops/llibreria-prova/status', { suspended: false }),
    },
    {
      name: 'POST desk/…/vouchers/{code}/status',
      kind: 'desk',
      call: (tab) => tab.post(`/api/alcantir/desk/vouchers/bono-prueba/vouchers/${code}/status`, { suspended: false }),
    },
    {
      name: 'POST desk/…/shops/{shop}/accounts',
      kind: 'desk',
      call: (tab) => tab.post('/api/alcantir/desk/vouchers/bono-prueba/shops/llibreria-prova/accounts', { email: 'lucia.ferrer@example.org' }),
    },
  ];
  const outcome = async (response: Response) => {
    const body = (await response.json().catch(() => ({}))) as Json;
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.status < 400 ? 'ok' : `${response.status} ${body.errCode}`;
  };

  it('answers each kind of caller as docs/vouchers.md says', async () => {
    // A voucher with a use left: the shop's validation passes the door and is taken.
    const code = codes[3]!;
    const seen: Record<string, string[]> = {};
    for (const { name, kind, call } of calls(code)) {
      seen[name] = [
        await outcome(await call(f.client())),
        await outcome(await call(citizen)),
        await outcome(await call(llibreria)),
        await outcome(await call(gestor)),
        await outcome(await call(other)),
        await outcome(await call(brigada)),
      ];
      const [nobody, aCitizen, aShop, staff, otherStaff, clerk] = seen[name]!;
      if (kind === 'public') {
        expect([name, ...seen[name]!]).toEqual([name, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
        continue;
      }
      expect([name, nobody, otherStaff]).toEqual([name, '401 not-signed-in', '401 not-signed-in']);
      if (kind === 'citizen') expect([name, aCitizen, aShop, staff]).toEqual([name, 'ok', 'ok', 'ok']);
      if (kind === 'shop') {
        expect([name, aCitizen, staff]).toEqual([name, '403 not-shop', '403 not-shop']);
        // The shop passes the door; the undo of a validation that does not exist is then a 404 of its own.
        expect([name, aShop]).toEqual([name, name.endsWith('/undo') ? '404 not-found' : 'ok']);
      }
      // A campaign is the whole town hall's: a clerk of one mailbox is refused as for a mailbox they do not handle.
      if (kind === 'desk') expect([name, aCitizen, aShop, staff, clerk]).toEqual([name, '403 not-staff', '403 not-staff', 'ok', '403 mailbox']);
    }
  });
});
