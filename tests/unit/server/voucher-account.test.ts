/**
 * What is kept of vouchers, and for how long (docs/vouchers.md "What is kept"): the account's copy of its data holds
 * its vouchers; a deleted account's vouchers keep their figures without it; a shop account deleted is no shop's any
 * more; ticket photos go 90 days after the campaign's spending ended (server/jobs/vouchers.ts), the validations' figures
 * staying for the reimbursement.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVoucherJobs, ticketsDue } from '../../../server/jobs/vouchers.ts';
import { Uploads } from '../../../server/store/uploads.ts';
import { Users } from '../../../server/store/users.ts';
import { Vouchers } from '../../../server/store/vouchers.ts';
import { localServer } from './support/local-server.ts';
import { photoJpeg } from './support/upload-samples.ts';
import { validationForm, voucherServer } from './support/voucher-fixture.ts';

describe('vouchers in the account data', { timeout: 60_000 }, () => {
  it("copies the account's vouchers with their uses, and keeps their figures without the account once it is deleted", async () => {
    const f = await voucherServer();
    const citizen = f.account();
    const { vouchers } = (await (await f.apply(citizen.tab, 'bono-prueba', 0, 1)).json()) as { vouchers: Array<{ code: string }> };
    const code = vouchers[0]!.code;
    const forn = f.shopAccount('forn-prova');
    const form = validationForm('10', photoJpeg());
    expect((await forn.tab.request(`/api/alcantir/shop/vouchers/${code}/validate`, { method: 'POST', body: form })).status).toBe(201);

    const copy = await (await citizen.tab.get('/api/alcantir/profile/export')).json();
    expect(copy.vouchers).toEqual([
      {
        code,
        campaign: 'bono-prueba',
        value: 25,
        remaining: 15,
        usesLeft: 1,
        suspended: false,
        issuedAt: '2026-11-27T09:00:00.000Z',
        uses: [{ at: '2026-11-27T09:00:00.000Z', shop: 'forn-prova', amount: 10, covered: 10 }],
      },
    ]);
    expect(JSON.stringify(copy)).not.toContain(f.vouchers.get(code)!.holderHash);

    expect((await citizen.tab.post('/api/alcantir/profile/delete', { password: 'x' })).status).toBe(200);
    expect(f.vouchers.get(code)).toMatchObject({ userId: null, remainingCents: 1500, usesLeft: 1 });
    const gestor = await f.staff();
    const found = (await (await gestor.get(`/api/alcantir/desk/vouchers/bono-prueba/vouchers?code=${code}`)).json()) as {
      items: Array<{ holder: { name: string } }>;
    };
    expect(found.items[0]!.holder.name).toBe('');

    // A shop's account deleted: it signs in nowhere, and no new account inherits its shop.
    expect((await forn.tab.post('/api/alcantir/profile/delete', { password: 'x' })).status).toBe(200);
    expect(f.vouchers.shopOfUser('alcantir', forn.user._id)).toBeUndefined();
    const figures = (await (await gestor.get('/api/alcantir/desk/vouchers/bono-prueba')).json()) as { validated: { count: number } };
    expect(figures.validated.count).toBe(1);
  });
});

describe('ticket photos', { timeout: 60_000 }, () => {
  it('are due 90 days after the spending ended, not before', () => {
    expect(ticketsDue('2027-01-31', '2027-05-01')).toBe(false);
    expect(ticketsDue('2027-01-31', '2027-05-02')).toBe(true);
  });

  it('are deleted, file and row, by the timer once due, the validation keeping its figures', async () => {
    const f = await voucherServer();
    const { vouchers } = (await (await f.apply(f.account().tab, 'bono-prueba', 0, 1)).json()) as { vouchers: Array<{ code: string }> };
    const forn = f.shopAccount('forn-prova');
    const made = await forn.tab.request(`/api/alcantir/shop/vouchers/${vouchers[0]!.code}/validate`, {
      method: 'POST',
      body: validationForm('10', photoJpeg()),
    });
    const { id } = (await made.json()) as { id: string };
    const uploads = new Uploads(f.store.db, join(f.dir, 'uploads'));
    const ticket = f.vouchers.validation('alcantir', id)!.ticket!;
    const file = uploads.get(ticket)!.file;
    expect(existsSync(file)).toBe(true);
    const run = (day: string) => runVoucherJobs({ store: f.store, vouchers: f.vouchers, uploads, clock: () => Date.parse(`${day}T12:00:00+02:00`) });
    expect(run('2027-05-01')).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(run('2027-05-02')).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect(uploads.get(ticket)).toBeUndefined();
    expect(f.vouchers.validation('alcantir', id)).toMatchObject({ ticket: null, amountCents: 1000, coveredCents: 1000 });
    expect(run('2027-05-03')).toBe(0);
  });
});

describe('the demo shops', () => {
  it('sign in as the shops of the demo campaigns (docs/vouchers.md "Demo accounts")', async () => {
    const { db } = localServer().store;
    const users = new Users(db);
    const vouchers = new Vouchers(db);
    const shopOf = (realm: string, email: string) => vouchers.shopOfUser(realm, users.withAddress(realm, email)!._id);
    expect(['forn', 'llibreria', 'fruiteria', 'ferreteria'].map((name) => shopOf('alcantir', `${name}@example.org`))).toEqual([
      'forn-sant-roc',
      'llibreria-la-placa',
      'fruiteria-maria',
      'ferreteria-central',
    ]);
    expect(['peixateria', 'merceria', 'cafe'].map((name) => shopOf('vilamar', `${name}@example.org`))).toEqual([
      'peixateria-del-port',
      'merceria-rosa',
      'cafe-del-mar',
    ]);
    expect(await users.authenticate('alcantir', { user: 'forn@example.org' }, 'alcantir-comercio')).toBeDefined();
  }, 60_000);
});
