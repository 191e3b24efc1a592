/**
 * docs/write-side.md "Accounts": a wrong password for an existing account took 50–80 ms (one scrypt), an unknown
 * account 1–7 ms, so the time told which accounts exist. Both now answer the same, after the same hashing. Times are
 * compared as medians of interleaved sign-ins, with a wide margin: the two cases differ by a factor of ten or
 * more when an unknown account skips the hash, and by noise when it does not. A citizen's registration
 * (docs/accounts-api.md) is held to the same: it must not tell by its time whether the address has an account.
 */
import { describe, expect, it } from 'vitest';
import { Users } from '../../../server/store/users.ts';
import { browser, localServer } from './support/local-server.ts';

const ROUNDS = 11;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('signing in as an account that does not exist', () => {
  const { app } = localServer();

  it('answers exactly as a wrong password does, by user name, e-mail or device', async () => {
    const tab = browser(app);
    const answers = [];
    for (const body of [
      { user: 'vecina', password: 'no es esta' },
      { user: 'nadie-con-este-nombre', password: 'no es esta' },
      { user: 'lucia.ferrer@example.org', password: 'no es esta' },
      { user: 'nadie@example.org', password: 'no es esta' },
      { deviceId: '127.0.0.1-0-0', password: 'no es esta' },
    ]) {
      const response = await tab.post('/api/alcantir/login', body);
      answers.push({ status: response.status, body: await response.json(), cookie: response.headers.get('set-cookie') });
    }
    for (const answer of answers)
      expect(answer).toEqual({ status: 401, body: { err: 'Usuario o contraseña incorrectos.', errCode: 'credentials' }, cookie: null });
  });

  it('takes as long as a wrong password for one that does', async () => {
    const tab = browser(app);
    const time = async (user: string) => {
      const started = performance.now();
      expect((await tab.post('/api/alcantir/login', { user, password: 'no es esta' })).status).toBe(401);
      return performance.now() - started;
    };
    await time('vecina'); // warm up: the first call of all pays for loading code
    const existing: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      existing.push(await time('vecina'));
      unknown.push(await time(`nadie-${i}`));
    }
    // A quarter: skipping the hash makes it ten times faster or more; a machine busy with other work (seen: a
    // median of a half under a load of 14 on two cores) stays well above that.
    expect(median(unknown)).toBeGreaterThan(median(existing) / 4);
  });
});

describe('registering an address that already has an account (docs/accounts-api.md)', () => {
  const { app, store } = localServer();

  it('takes as long as registering a free one: the password is hashed and a message queued either way', async () => {
    const users = new Users(store.db);
    for (let i = 0; i <= ROUNDS; i++) await users.register('alcantir', { user: `veí-${i}`, email: `pres-${i}@example.org`, password: 'una clau qualsevol' });
    const tab = browser(app);
    const time = async (email: string) => {
      const started = performance.now();
      const body = { firstName: 'Anna', lastName: 'Vidal', email, password: 'una clau ben llarga' };
      expect((await tab.post('/api/v2/auth/register', body)).status).toBe(202);
      return performance.now() - started;
    };
    await time('escalfament@example.org');
    const taken: number[] = [];
    const free: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      taken.push(await time(`pres-${i}@example.org`));
      free.push(await time(`lliure-${i}@example.org`));
    }
    expect(median(taken)).toBeGreaterThan(median(free) / 2);
    expect(median(free)).toBeGreaterThan(median(taken) / 2);
  });
});
