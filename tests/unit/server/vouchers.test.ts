/**
 * Local-shop vouchers through the local server (docs/vouchers.md "Calls"): applying (census, the cap, the limit per
 * census ID whatever the account, a paid campaign's hold and payment), "Mis bonos", a shop's till (look-up,
 * validation with its amount and ticket, undo within 10 minutes), and what each kind of caller is refused.
 */
import { describe, expect, it } from 'vitest';
import { parseVoucherCode } from '../../../src/domain/vouchers/codes.ts';
import { photoJpeg, pdf } from './support/upload-samples.ts';
import { deviceTab } from './support/local-server.ts';
import { birthYear, dni, NOW, validationForm, voucherServer } from './support/voucher-fixture.ts';

type Json = Record<string, unknown> & { errCode?: string; err?: string };
const json = async (response: Response) => (await response.json()) as Json;

describe('applying for vouchers', { timeout: 60_000 }, () => {
  it('issues free vouchers with codes a shop can type, and counts them against the budget at once', async () => {
    const f = await voucherServer();
    const { tab } = f.account();
    expect(await json(await tab.get('/api/alcantir/vouchers/bono-prueba'))).toEqual({ slug: 'bono-prueba', state: 'open', cap: 6, left: 6 });
    const answer = await f.apply(tab, 'bono-prueba', 0, 2);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { vouchers } = (await answer.json()) as { vouchers: Array<Record<string, unknown> & { code: string }> };
    expect(vouchers).toHaveLength(2);
    for (const voucher of vouchers) {
      expect(parseVoucherCode(voucher.code)).toEqual({ ok: true, code: voucher.code });
      expect(voucher).toMatchObject({
        campaign: 'bono-prueba',
        title: 'Bono bono-prueba',
        value: 25,
        remaining: 25,
        usesLeft: 2,
        state: 'active',
        spendUntil: '2027-01-31',
        uses: [],
      });
      expect(voucher.issuedAt).toBe('2026-11-27T10:00:00+01:00');
    }
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(2);
    expect((await json(await tab.get('/api/alcantir/vouchers/bono-prueba'))).left).toBe(4);
    const mine = (await json(await tab.get('/api/alcantir/vouchers/mine'))).items as Array<{ code: string }>;
    expect(mine.map((v) => v.code).sort()).toEqual(vouchers.map((v) => v.code).sort());
  });

  it('limits vouchers per census ID, not per account, and refuses a wrong census answer, a device and no session', async () => {
    const f = await voucherServer();
    const first = f.account();
    const second = f.account();
    expect((await f.apply(first.tab, 'bono-prueba', 1, 1)).status).toBe(201);
    // Another account with the same person's ID: one left of the two each person may have.
    expect((await f.apply(second.tab, 'bono-prueba', 1, 2)).status).toBe(409);
    const limit = await json(await f.apply(second.tab, 'bono-prueba', 1, 2));
    expect(limit).toMatchObject({ errCode: 'limit', err: 'Ya ha obtenido los 2 bonos que corresponden a cada persona en esta campaña.' });
    expect((await f.apply(second.tab, 'bono-prueba', 1, 1)).status).toBe(201);
    // The same person in another campaign is another holder.
    expect((await f.apply(second.tab, 'xec-prueba', 1, 1)).status).toBe(201);

    const wrong = await second.tab.post('/api/alcantir/vouchers/bono-prueba/apply', {
      census: { id: dni(10_000_002), answers: { nacimiento: '1900' } },
      count: 1,
    });
    expect([wrong.status, (await json(wrong)).errCode]).toEqual([403, 'census']);
    const bad = await second.tab.post('/api/alcantir/vouchers/bono-prueba/apply', { census: { id: dni(10_000_002) }, count: 0 });
    expect([bad.status, (await json(bad)).errCode]).toEqual([400, 'bad-body']);
    const device = await deviceTab(f.app);
    const byDevice = await f.apply(device, 'bono-prueba', 3, 1);
    expect([byDevice.status, (await json(byDevice)).errCode]).toEqual([403, 'account']);
    const nobody = await f.apply(f.client(), 'bono-prueba', 3, 1);
    expect([nobody.status, (await json(nobody)).errCode]).toEqual([401, 'not-signed-in']);
    const closed = await f.apply(second.tab, 'bono-vell', 4, 1);
    expect([closed.status, (await json(closed)).errCode]).toEqual([409, 'closed']);
    expect((await json(await f.client().get('/api/alcantir/vouchers/bono-vell'))).state).toBe('closed');
    const unknown = await f.client().get('/api/alcantir/vouchers/no-existe');
    expect([unknown.status, (await json(unknown)).errCode]).toEqual([404, 'not-found']);
  });

  it('says the budget is spent, in words, when the last voucher went, and issues none beyond it', async () => {
    const f = await voucherServer();
    for (let person = 0; person < 3; person++) expect((await f.apply(f.account().tab, 'bono-prueba', person, 2)).status).toBe(201);
    const late = await f.apply(f.account().tab, 'bono-prueba', 5, 1);
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({ errCode: 'exhausted', err: 'Se ha agotado el presupuesto de esta campaña: ya no quedan bonos.', left: 0 });
    expect(await json(await f.client().get('/api/alcantir/vouchers/bono-prueba'))).toMatchObject({ state: 'exhausted', left: 0 });
    expect(f.vouchers.counted('alcantir', 'bono-prueba')).toEqual({ issued: 6, held: 0 });
  });
});

describe('a paid campaign', { timeout: 60_000 }, () => {
  const payments = (f: Awaited<ReturnType<typeof voucherServer>>) =>
    f.store.db.prepare("SELECT id, status, amount FROM payments WHERE mailbox = 'bonos/xec-prueba' ORDER BY created_at").all() as Array<{
      id: string;
      status: string;
      amount: number;
    }>;
  const decide = async (f: Awaited<ReturnType<typeof voucherServer>>, redirectUrl: string, decision: 'pay' | 'cancel') => {
    const url = new URL(redirectUrl);
    const token = url.searchParams.get('token')!;
    return f.client().request('/api/payments/sandbox/decision', {
      method: 'POST',
      body: new URLSearchParams({ token, decision, forward: url.searchParams.get('forward')!, lang: 'es' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  };

  it('holds the vouchers with a payment made after the checks, issues them when paid and frees them when cancelled', async () => {
    const f = await voucherServer();
    const { tab } = f.account();
    const answer = await tab.request('/api/alcantir/vouchers/xec-prueba/apply', {
      method: 'POST',
      json: { census: { id: dni(10_000_000), answers: { nacimiento: birthYear(0) } }, count: 2, forward: 'http://alcantir.localhost/bonos/mis-bonos' },
    });
    expect(answer.status).toBe(201);
    const { payment } = (await answer.json()) as { payment: { id: string; redirectUrl: string } };
    expect(new URL(payment.redirectUrl).pathname).toBe('/api/payments/gateway');
    expect(new URL(payment.redirectUrl).searchParams.get('forward')).toBe('http://alcantir.localhost/bonos/mis-bonos');
    expect(payments(f)).toEqual([{ id: payment.id, status: 'pending', amount: 20 }]);
    expect(await json(await tab.get('/api/alcantir/vouchers/xec-prueba'))).toMatchObject({ cap: 4, left: 2 });
    expect((await json(await tab.get('/api/alcantir/vouchers/mine'))).items).toEqual([]);
    expect((await decide(f, payment.redirectUrl, 'pay')).status).toBeLessThan(400);
    const mine = (await json(await tab.get('/api/alcantir/vouchers/mine'))).items as Array<{ value: number; state: string }>;
    expect(mine.map((v) => [v.value, v.state])).toEqual([
      [20, 'active'],
      [20, 'active'],
    ]);
    expect(f.vouchers.counted('alcantir', 'xec-prueba')).toEqual({ issued: 2, held: 0 });

    const other = f.account();
    const second = (await json(await f.apply(other.tab, 'xec-prueba', 1, 2))) as unknown as { payment: { redirectUrl: string } };
    expect((await json(await tab.get('/api/alcantir/vouchers/xec-prueba'))).left).toBe(0);
    // Spent while the second is paying: the third is refused before any payment exists.
    const third = await f.apply(f.account().tab, 'xec-prueba', 2, 1);
    expect([third.status, (await json(third)).errCode]).toEqual([409, 'exhausted']);
    expect(payments(f)).toHaveLength(2);
    await decide(f, second.payment.redirectUrl, 'cancel');
    expect((await json(await tab.get('/api/alcantir/vouchers/xec-prueba'))).left).toBe(2);
    expect((await json(await other.tab.get('/api/alcantir/vouchers/mine'))).items).toEqual([]);
  });

  it('ends a hold when the gateway window closes: its payment cancelled, its vouchers back in the budget', async () => {
    const f = await voucherServer();
    const answer = await f.apply(f.account().tab, 'xec-prueba', 0, 1);
    expect(answer.status).toBe(201);
    expect(f.vouchers.counted('alcantir', 'xec-prueba').held).toBe(1);
    f.clock.now = NOW + 31 * 60_000;
    const { Vouchers } = await import('../../../server/store/vouchers.ts');
    const { SqlitePayments } = await import('../../../server/store/payments.ts');
    expect(new Vouchers(f.store.db, new SqlitePayments(f.store.db)).expireHolds(f.clock.now)).toBe(1);
    expect(payments(f).map((p) => p.status)).toEqual(['cancel']);
    expect(f.vouchers.counted('alcantir', 'xec-prueba')).toEqual({ issued: 0, held: 0 });
  });
});

describe("a shop's till", { timeout: 60_000 }, () => {
  async function withVoucher() {
    const f = await voucherServer();
    const citizen = f.account();
    const { vouchers } = (await json(await f.apply(citizen.tab, 'bono-prueba', 0, 2))) as unknown as { vouchers: Array<{ code: string }> };
    const forn = f.shopAccount('forn-prova');
    return { ...f, citizen, forn, codes: vouchers.map((v) => v.code) };
  }
  const validate = (
    tab: { request: (path: string, init: RequestInit) => Promise<Response> },
    code: string,
    amount: string,
    ticket: Uint8Array | null = photoJpeg(),
  ) => tab.request(`/api/alcantir/shop/vouchers/${code}/validate`, { method: 'POST', body: validationForm(amount, ticket ?? undefined) });

  it('looks a voucher up by a code typed in groups and lower case, showing its figures and never whose it is', async () => {
    const f = await withVoucher();
    const typed = `${f.codes[0]!.slice(0, 4).toLowerCase()} ${f.codes[0]!.slice(4, 8)}-${f.codes[0]!.slice(8)}`;
    const found = await json(await f.forn.tab.get(`/api/alcantir/shop/vouchers/${encodeURIComponent(typed)}`));
    expect(found).toEqual({
      code: f.codes[0],
      campaign: 'bono-prueba',
      value: 25,
      remaining: 25,
      usesLeft: 2,
      minPurchase: 5,
      state: 'active',
      spendUntil: '2027-01-31',
    });
    const swapped = f.codes[0]!.slice(0, 3) + f.codes[0]![4] + f.codes[0]![3] + f.codes[0]!.slice(5);
    if (swapped !== f.codes[0]) {
      const mistyped = await f.forn.tab.get(`/api/alcantir/shop/vouchers/${swapped}`);
      expect([mistyped.status, (await json(mistyped)).errCode]).toEqual([400, 'code']);
    }
    const shop = (await json(await f.forn.tab.get('/api/alcantir/shop'))) as { campaigns: Array<{ slug: string }> };
    shop.campaigns.sort((a, b) => a.slug.localeCompare(b.slug));
    expect(shop).toEqual({
      shop: { id: 'forn-prova', name: 'Forn Prova', suspended: false },
      campaigns: [
        { slug: 'bono-prueba', title: 'Bono bono-prueba', minPurchase: 5 },
        { slug: 'bono-vell', title: 'Bono bono-vell', minPurchase: 5 },
        { slug: 'xec-prueba', title: 'Bono xec-prueba', minPurchase: 0 },
      ],
      validations: [],
    });
  });

  it('takes the amount with a dot and a ticket photo, covers up to what is left, and spends the voucher at its last use', async () => {
    const f = await withVoucher();
    const code = f.codes[0]!;
    const comma = await validate(f.forn.tab, code, '12,50');
    expect(await json(comma)).toMatchObject({
      errCode: 'amount-comma',
      err: 'Escriba el importe con punto para los céntimos, no con coma (por ejemplo, 12.50).',
    });
    expect(comma.status).toBe(400);
    expect((await json(await validate(f.forn.tab, code, 'doce'))).errCode).toBe('amount');
    expect((await json(await validate(f.forn.tab, code, '12.50', null))).errCode).toBe('ticket');
    expect((await json(await validate(f.forn.tab, code, '12.50', pdf()))).errCode).toBe('ticket');
    const small = await json(await validate(f.forn.tab, code, '4.99'));
    expect(small).toMatchObject({ errCode: 'below-minimum', err: 'El importe mínimo de compra para usar este bono es de 5,00\u00a0€.' });

    const first = await validate(f.forn.tab, code, '12.50');
    expect(first.status).toBe(201);
    const made = await json(first);
    expect(made).toMatchObject({
      code,
      campaign: 'bono-prueba',
      shop: 'forn-prova',
      amount: 12.5,
      covered: 12.5,
      citizenPays: 0,
      at: '2026-11-27T10:00:00+01:00',
      undoUntil: '2026-11-27T10:10:00+01:00',
    });
    expect(made.undoneAt).toBeUndefined();
    // A minute later: two uses at one instant would be listed in the order of their random ids.
    f.clock.now += 60_000;
    const second = await json(await validate(f.forn.tab, code, '30'));
    expect(second).toMatchObject({ amount: 30, covered: 12.5, citizenPays: 17.5 });
    const again = await validate(f.forn.tab, code, '10');
    expect([again.status, (await json(again)).errCode]).toEqual([409, 'spent']);
    const after = await json(await f.forn.tab.get(`/api/alcantir/shop/vouchers/${code}`));
    expect(after).toMatchObject({ remaining: 0, usesLeft: 0, state: 'spent' });
    const mine = ((await json(await f.citizen.tab.get('/api/alcantir/vouchers/mine'))).items as Array<{ code: string; uses: unknown[]; state: string }>).find(
      (v) => v.code === code,
    )!;
    expect(mine.state).toBe('spent');
    expect(mine.uses).toEqual([
      { at: '2026-11-27T10:00:00+01:00', shop: 'Forn Prova', amount: 12.5, covered: 12.5 },
      { at: '2026-11-27T10:01:00+01:00', shop: 'Forn Prova', amount: 30, covered: 12.5 },
    ]);
    // The ticket photos are kept as uploads of the validation, outside any web root.
    const tickets = f.store.db.prepare("SELECT request_id FROM uploads WHERE request_id LIKE 'voucher:%'").all();
    expect(tickets).toHaveLength(2);
    const today = (await json(await f.forn.tab.get('/api/alcantir/shop'))).validations as unknown[];
    expect(today).toHaveLength(2);
  });

  it('lets the shop that validated undo it within 10 minutes, and nobody else, and not after', async () => {
    const f = await withVoucher();
    const [one, two] = f.codes as [string, string];
    const made = await json(await validate(f.forn.tab, one, '10'));
    const other = f.shopAccount('llibreria-prova');
    const notYours = await other.tab.post(`/api/alcantir/shop/validations/${made.id}/undo`, {});
    expect([notYours.status, (await json(notYours)).errCode]).toEqual([404, 'not-found']);
    f.clock.now = NOW + 9 * 60_000;
    const undone = await f.forn.tab.post(`/api/alcantir/shop/validations/${made.id}/undo`, {});
    expect(undone.status).toBe(200);
    expect((await json(undone)).undoneAt).toBe('2026-11-27T10:09:00+01:00');
    expect(await json(await f.forn.tab.get(`/api/alcantir/shop/vouchers/${one}`))).toMatchObject({ remaining: 25, usesLeft: 2, state: 'active' });
    const twice = await f.forn.tab.post(`/api/alcantir/shop/validations/${made.id}/undo`, {});
    expect([twice.status, (await json(twice)).errCode]).toEqual([409, 'undo-window']);
    const late = await json(await validate(f.forn.tab, two, '10'));
    f.clock.now += 10 * 60_000 + 1;
    const tooLate = await f.forn.tab.post(`/api/alcantir/shop/validations/${late.id}/undo`, {});
    expect(await json(tooLate)).toMatchObject({ errCode: 'undo-window', err: 'Solo puede deshacer una validación suya en los 10 minutos siguientes.' });
  });

  it('answers a confirmation sent again with its key with the validation made, never taking a second use', async () => {
    const f = await withVoucher();
    const code = f.codes[0]!;
    const send = (amount: string, key: string) =>
      f.forn.tab.request(`/api/alcantir/shop/vouchers/${code}/validate`, {
        method: 'POST',
        body: validationForm(amount, photoJpeg()),
        headers: { 'Idempotency-Key': key },
      });
    const first = await send('10', 'till-1-confirmation-0001');
    expect(first.status).toBe(201);
    const made = await json(first);
    // The till's answer was lost; the shop presses again (even after changing the amount): the same validation.
    const again = await send('11', 'till-1-confirmation-0001');
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(made);
    const after = await json(await f.forn.tab.get(`/api/alcantir/shop/vouchers/${code}`));
    expect(after).toMatchObject({ remaining: 15, usesLeft: 1 });
    // Another confirmation, with its own key, is a use of its own.
    const other = await send('10', 'till-1-confirmation-0002');
    expect(other.status).toBe(201);
    expect((await json(other)).id).not.toBe(made.id);
    expect(f.store.db.prepare("SELECT COUNT(*) AS n FROM uploads WHERE request_id LIKE 'voucher:%'").get()).toEqual({ n: 2 });
  });

  it('refuses a suspended voucher and a suspended shop, and an expired voucher with its date', async () => {
    const f = await withVoucher();
    const gestor = await f.staff();
    const suspend = await gestor.post(`/api/alcantir/desk/vouchers/bono-prueba/vouchers/${f.codes[0]}/status`, { suspended: true });
    expect(suspend.status).toBe(200);
    expect(await json(suspend)).toMatchObject({ state: 'suspended', holder: { name: 'Vecina Número 1', censusIdMasked: `•••••${dni(10_000_000).slice(-3)}` } });
    expect(await json(await validate(f.forn.tab, f.codes[0]!, '10'))).toMatchObject({ errCode: 'suspended' });
    expect((await gestor.post('/api/alcantir/desk/vouchers/bono-prueba/shops/forn-prova/status', { suspended: true })).status).toBe(200);
    const shopSuspended = await validate(f.forn.tab, f.codes[1]!, '10');
    expect([shopSuspended.status, (await json(shopSuspended)).errCode]).toEqual([403, 'shop-suspended']);
    expect((await json(await f.forn.tab.get('/api/alcantir/shop'))).shop).toMatchObject({ suspended: true });
    // Suspended, it neither looks a voucher up (what it is worth) nor undoes a validation (value back on a voucher).
    const lookUp = await f.forn.tab.get(`/api/alcantir/shop/vouchers/${f.codes[1]}`);
    expect([lookUp.status, (await json(lookUp)).errCode]).toEqual([403, 'shop-suspended']);
    const undo = await f.forn.tab.post('/api/alcantir/shop/validations/any/undo', {});
    expect([undo.status, (await json(undo)).errCode]).toEqual([403, 'shop-suspended']);
    await gestor.post('/api/alcantir/desk/vouchers/bono-prueba/shops/forn-prova/status', { suspended: false });
    f.clock.now = Date.parse('2027-02-01T10:00:00+01:00');
    const expired = await json(await validate(f.forn.tab, f.codes[1]!, '10'));
    expect(expired).toMatchObject({ errCode: 'expired', err: 'Este bono caducó el 31 de enero de 2027.' });
  });

  it('counts look-ups and validations per shop: one shop over its limit, another still served', async () => {
    const f = await voucherServer({ rateLimits: { shop: { count: 3, seconds: 60 } } });
    const forn = f.shopAccount('forn-prova');
    const llibreria = f.shopAccount('llibreria-prova');
    for (let i = 0; i < 3; i++) expect((await forn.tab.get('/api/alcantir/shop/vouchers/7K2M9QHX4D1RZP8TW')).status).not.toBe(429);
    const over = await forn.tab.get('/api/alcantir/shop/vouchers/7K2M9QHX4D1RZP8TW');
    expect([over.status, (await json(over)).errCode]).toEqual([429, 'rate']);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await llibreria.tab.get('/api/alcantir/shop/vouchers/7K2M9QHX4D1RZP8TW')).status).not.toBe(429);
  });
});

describe("a campaign's results for the open data", { timeout: 60_000 }, () => {
  type Stats = { campaign: string; days: Array<{ day: string; issued: number; validated: number; amount: number; shops: unknown[] }> };
  const validate = (tab: { request: (path: string, init: RequestInit) => Promise<Response> }, code: string, amount: string) =>
    tab.request(`/api/alcantir/shop/vouchers/${code}/validate`, { method: 'POST', body: validationForm(amount, photoJpeg()) });

  it('counts per Madrid day and shop what was issued and validated, an undone validation left out, naming nobody', async () => {
    const f = await voucherServer();
    const empty = await f.client().get('/api/alcantir/vouchers/bono-prueba/stats');
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(await empty.json()).toEqual({ campaign: 'bono-prueba', days: [] });

    const citizen = f.account();
    const { vouchers } = (await json(await f.apply(citizen.tab, 'bono-prueba', 0, 2))) as unknown as { vouchers: Array<{ code: string }> };
    const [one, two] = vouchers.map((x) => x.code) as [string, string];
    const forn = f.shopAccount('forn-prova');
    const llibreria = f.shopAccount('llibreria-prova');
    expect((await validate(forn.tab, one, '12.50')).status).toBe(201);
    const undone = await json(await validate(llibreria.tab, two, '7'));
    expect((await llibreria.tab.post(`/api/alcantir/shop/validations/${undone.id}/undo`, {})).status).toBe(200);
    // The next Madrid day (23:30 UTC is 00:30 in Madrid): another voucher and a validation of the bookshop.
    f.clock.now = Date.parse('2026-11-27T23:30:00Z');
    expect((await f.apply(f.account().tab, 'bono-prueba', 1, 1)).status).toBe(201);
    expect((await validate(llibreria.tab, two, '30')).status).toBe(201);

    const answer = await f.client().get('/api/alcantir/vouchers/bono-prueba/stats');
    const stats = (await answer.json()) as Stats;
    expect(stats).toEqual({
      campaign: 'bono-prueba',
      days: [
        { day: '2026-11-27', issued: 2, validated: 1, amount: 12.5, shops: [{ shop: 'forn-prova', validated: 1, amount: 12.5 }] },
        { day: '2026-11-28', issued: 1, validated: 1, amount: 25, shops: [{ shop: 'llibreria-prova', validated: 1, amount: 25 }] },
      ],
    });
    // Nothing of a citizen or a voucher: no code, no account, no census ID, no name.
    const text = JSON.stringify(stats);
    for (const secret of [one, two, citizen.user._id, dni(10_000_000), '•••', 'Vecina', 'vecina']) expect(text).not.toContain(secret);
    // Another campaign of the realm counts apart.
    expect(await json(await f.client().get('/api/alcantir/vouchers/xec-prueba/stats'))).toEqual({ campaign: 'xec-prueba', days: [] });
  });

  it("answers 404 for a campaign that is not the realm's, and for a realm that does not exist", async () => {
    const f = await voucherServer();
    const other = await f.client().get('/api/vilamar/vouchers/bono-prueba/stats');
    expect([other.status, (await json(other)).errCode]).toEqual([404, 'not-found']);
    expect(other.headers.get('cache-control')).toBe('no-store');
    expect((await f.client().get('/api/no-existe/vouchers/bono-prueba/stats')).status).toBe(404);
  });
});
