/**
 * Guessing one account's password from many addresses (docs/write-side.md, "Accounts"): the limits per client
 * address do not see it, so failures are also counted per account. Past the limit every attempt, the right
 * password included, answers exactly as a wrong password does; a reset link opens the account again. IPv6
 * clients are limited per /64, so one subscriber's many addresses share a bucket.
 */
import { describe, expect, it } from 'vitest';
import { limitKey } from '../../../server/http/guards/rate-limit.ts';
import { FAILURE_LIMITS } from '../../../server/store/login-failures.ts';
import { Users } from '../../../server/store/users.ts';
import { DEFAULT_LIMITS } from '../../../server/http/guards/rate-limit.ts';
import { localServer } from './support/local-server.ts';

type App = ReturnType<typeof localServer>['app'];

/** A sign-in as it arrives on a socket from `address`. */
function signInFrom(app: App, address: string, user: string, password: string) {
  return app.request(
    'http://alcantir.localhost/api/alcantir/login',
    { method: 'POST', headers: { host: 'alcantir.localhost', 'content-type': 'application/json' }, body: JSON.stringify({ user, password }) },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

const answerOf = async (response: Response) => ({ status: response.status, body: await response.json(), cookie: response.headers.get('set-cookie') });

describe('guessing a staff account’s password from many addresses at once', () => {
  it('locks the account softly: after the guesses, the right password answers exactly as a wrong one', async () => {
    const { app, store } = localServer({ rateLimits: DEFAULT_LIMITS });
    // 12 guesses at once, each from its own address: no address reaches its own limit.
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => signInFrom(app, `198.51.100.${i + 1}`, 'brigada', `no és esta ${i}`)));
    expect(guesses.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    const wrong = await answerOf(await signInFrom(app, '203.0.113.1', 'brigada', 'tampoc és esta'));
    const right = await answerOf(await signInFrom(app, '203.0.113.2', 'brigada', 'alcantir-brigada'));
    expect(right).toEqual(wrong);
    expect(right).toEqual({ status: 401, body: { err: 'Usuario o contraseña incorrectos.', errCode: 'credentials' }, cookie: null });
    // By e-mail it is the same account, and as locked.
    expect((await signInFrom(app, '203.0.113.3', 'brigada@example.org', 'alcantir-brigada')).status).toBe(401);
    // Another account is not touched.
    expect((await signInFrom(app, '203.0.113.4', 'gestor', 'alcantir-gestor')).status).toBe(200);

    // A reset link proves the mailbox and opens the account again.
    const forgot = await app.request('http://alcantir.localhost/api/v2/auth/password/forgot', {
      method: 'POST',
      headers: { host: 'alcantir.localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ realm: 'alcantir', email: 'brigada@example.org' }),
    });
    expect(forgot.status).toBe(202);
    const { text } = store.db.prepare("SELECT text FROM mail_outbox WHERE kind = 'password-reset'").get() as { text: string };
    const token = /#codigo=([\w-]+)/.exec(text)![1];
    const reset = await app.request('http://alcantir.localhost/api/v2/auth/password/reset', {
      method: 'POST',
      headers: { host: 'alcantir.localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ realm: 'alcantir', token, password: 'la brigada neteja el riu' }),
    });
    expect(reset.status).toBe(200);
    expect((await signInFrom(app, '203.0.113.5', 'brigada', 'la brigada neteja el riu')).status).toBe(200);
  }, 60_000);
});

describe('the failures counted per account', () => {
  it('lock a citizen after its limit within the window, and no longer once the window has passed', async () => {
    const { store } = localServer();
    const users = new Users(store.db);
    const [burst] = FAILURE_LIMITS.citizen;
    const start = Date.now();
    for (let i = 0; i < burst.count; i++) expect(await users.authenticate('alcantir', { user: 'vecina' }, 'no és esta', start + i)).toBeUndefined();
    expect(await users.authenticate('alcantir', { user: 'vecina' }, 'alcantir-demo', start + burst.count)).toBeUndefined();
    expect(await users.authenticate('alcantir', { user: 'lucia.ferrer@example.org' }, 'alcantir-demo', start + burst.count)).toBeUndefined();
    expect((await users.authenticate('alcantir', { user: 'vecina' }, 'alcantir-demo', start + burst.ms + burst.count))?.user).toBe('vecina');
  }, 60_000);

  it('lock a name nobody has the same way, so a lock says nothing of whether the account exists', async () => {
    const { store } = localServer();
    const users = new Users(store.db);
    const count = (key: string) => (store.db.prepare('SELECT count(*) AS n FROM login_failures WHERE account_key = ?').get(key) as { n: number }).n;
    for (let i = 0; i < 12; i++) await users.authenticate('alcantir', { user: 'Ningu' }, 'no és esta');
    // Counted up to the limit, then no more: the same as for an account.
    expect(count('name:ningu')).toBe(FAILURE_LIMITS.citizen[0].count);
  }, 60_000);
});

describe('the limits of an IPv6 client', () => {
  it('key on its /64: the addresses of one subscriber share a bucket', () => {
    expect(limitKey('2001:db8:1:2::1')).toBe(limitKey('2001:DB8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(limitKey('2001:db8:1:2::1')).not.toBe(limitKey('2001:db8:1:3::1'));
    expect(limitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('refuse a subscriber that moves through its /64 once the bucket is spent', async () => {
    const { app } = localServer({ rateLimits: { login: { count: 3, seconds: 600 } } });
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await signInFrom(app, `2001:db8:1:2::${i.toString(16)}`, `ningu${i}`, 'no és esta')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await signInFrom(app, '2001:db8:1:3::1', 'ningu', 'no és esta')).status).toBe(401);
  });
});
