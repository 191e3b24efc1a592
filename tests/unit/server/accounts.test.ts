/**
 * docs/write-side.md "Accounts" (user names): who an e-mail or a user name signs in as. Registering with someone
 * else's e-mail and no user name made that e-mail the new account's user name, and the owner's sign-in by
 * e-mail then found the impostor. E-mails are unique per realm whatever their case, a user name is never
 * another account's e-mail, user names are unique whatever their case, and signing in by e-mail finds only
 * the account that verified it. Now a registration (docs/accounts-api.md) answers alike whether the address is taken
 * and makes its account only once the address is confirmed; the store keeps the rules for every other way in.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/store/database.ts';
import { MIGRATIONS, migrate } from '../../../server/store/schema.ts';
import { Users } from '../../../server/store/users.ts';
import { browser, localServer } from './support/local-server.ts';

const citizen = (fields: Record<string, string>) => ({
  realm: 'alcantir',
  password: 'una clau ben llarga',
  firstName: 'Joan',
  lastName: 'Mira',
  ...fields,
});

describe('accounts: e-mails and user names', () => {
  const server = localServer();
  const register = (fields: Record<string, string>) => browser(server.app).post('/api/v2/auth/register', citizen(fields));
  const login = (user: string, password: string) => browser(server.app).post('/api/alcantir/login', { user, password });
  const users = new Users(server.store.db);
  const queuedTo = (address: string) =>
    server.store.db.prepare('SELECT kind FROM mail_outbox WHERE to_address = ? ORDER BY id').all(address) as Array<{ kind: string }>;

  it("answers a registration with another account's e-mail, in any case, as any other, tells only that mailbox, and the owner still signs in", async () => {
    // vecina's verified e-mail, typed with capitals: the takeover described above.
    const taken = await register({ email: 'Lucia.Ferrer@Example.ORG', password: 'contrasenya de l intrus' });
    expect(taken.status).toBe(202);
    expect(await taken.json()).toEqual({ ok: true });
    expect(queuedTo('Lucia.Ferrer@Example.ORG')).toEqual([{ kind: 'already-registered' }]);
    const owner = await login('lucia.ferrer@example.org', 'alcantir-demo');
    expect(owner.status).toBe(200);
    expect((await owner.json()).user).toBe('vecina');
    expect(await users.authenticate('alcantir', { user: 'lucia.ferrer@example.org' }, 'contrasenya de l intrus')).toBeUndefined();
  });

  it("never lets a user name be another account's e-mail, nor an e-mail another account's user name", async () => {
    const make = (user: string, email: string) => users.register('alcantir', { user, email, password: 'una clau ben llarga' });
    const refused = async (user: string, email: string) => {
      await expect(make(user, email), user).rejects.toMatchObject({ name: 'ApiError', refusal: 'userExists' });
      return users.conflictOf('alcantir', { user, email });
    };
    // A name written as an e-mail must be the account's own: never someone else's, taken or not.
    for (const user of ['LUCIA.FERRER@example.org', 'algu@example.org']) expect(await refused(user, 'joan.mira@example.org')).toBe('name-is-other-email');
    expect(await refused('Lucia.Ferrer@example.org', 'lucia.ferrer@example.org')).toBe('email');
    // And the other way round: an e-mail that is someone's user name, which a registration's address cannot take either.
    await make('correu@example.org', 'correu@example.org');
    expect(await refused('altre', 'Correu@Example.org')).toBe('email');
    expect((await register({ email: 'CORREU@example.org' })).status).toBe(202);
    expect(queuedTo('CORREU@example.org')).toEqual([{ kind: 'already-registered' }]);
  });

  it('signs in by e-mail only the account that verified it, and by user name whatever its case', async () => {
    await users.register('alcantir', { user: 'joanmira', email: 'joan@example.org', password: 'una clau ben llarga' });
    expect((await login('joan@example.org', 'una clau ben llarga')).status).toBe(401); // not verified yet
    expect((await login('JoanMira', 'una clau ben llarga')).status).toBe(200);
    expect((await login('LUCIA.FERRER@EXAMPLE.ORG', 'alcantir-demo')).status).toBe(200); // verified
  });

  it('refuses a user name that differs from another only in case', async () => {
    const exists = { name: 'ApiError', refusal: 'userExists' };
    await expect(users.register('alcantir', { user: 'Gestor', email: 'gestor-falso@example.org', password: 'x' })).rejects.toMatchObject(exists);
    expect(users.conflictOf('alcantir', { user: 'Gestor', email: 'gestor-falso@example.org' })).toBe('name');
    await users.register('alcantir', { user: 'ÀNGELS', email: 'angels@example.org', password: 'x' });
    await expect(users.register('alcantir', { user: 'àngels', email: 'angels.2@example.org', password: 'x' })).rejects.toMatchObject(exists);
  });

  it('makes one account of two simultaneous registrations of an e-mail: only the later link opens', async () => {
    const statuses = (
      await Promise.all([register({ email: 'doble@example.org' }), register({ email: 'DOBLE@example.org', password: 'una altra clau llarga' })])
    ).map((r) => r.status);
    expect(statuses).toEqual([202, 202]);
    const links = (
      server.store.db.prepare("SELECT text FROM mail_outbox WHERE lower(to_address) = 'doble@example.org' ORDER BY id").all() as Array<{ text: string }>
    ).map((row) => /#codigo=([\w-]+)/.exec(row.text)![1]!);
    expect(links).toHaveLength(2);
    const confirm = (token: string) => browser(server.app).post('/api/v2/auth/verify', { realm: 'alcantir', token });
    expect((await (await confirm(links[0]!)).json()).errCode).toBe('used');
    expect((await confirm(links[1]!)).status).toBe(200);
    expect(server.store.db.prepare("SELECT count(*) AS n FROM users WHERE email_key = 'doble@example.org'").get()).toEqual({ n: 1 });
  });
});

describe('the migration that makes e-mails and user names unique, on a database that has duplicates', () => {
  it('keeps the e-mail with the account that verified it and renames a later twin, so each signs in as itself', async () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, 'test', MIGRATIONS.slice(0, 1));
    const insert = db.prepare(`INSERT INTO users (id, realm, user, email, email_verified, password_hash, created_at) VALUES (?, 'alcantir', ?, ?, ?, ?, ?)`);
    const { hashSecret } = await import('../../../server/core/passwords.ts');
    // The impostor of the issue registered first, with the owner's e-mail as its user name.
    insert.run('a'.repeat(24), 'owner@example.org', 'owner@example.org', 0, hashSecret('impostor-password'), '2026-01-01T00:00:00Z');
    insert.run('b'.repeat(24), 'owner', 'Owner@Example.org', 1, hashSecret('owner-password'), '2026-01-02T00:00:00Z');
    insert.run('c'.repeat(24), 'gestor', null, 0, hashSecret('first'), '2026-01-01T00:00:00Z');
    insert.run('d'.repeat(24), 'Gestor', null, 0, hashSecret('second'), '2026-01-03T00:00:00Z');
    migrate(db, 'test');
    const users = new Users(db as Database);
    expect((await users.authenticate('alcantir', { user: 'owner@example.org' }, 'owner-password'))?._id).toBe('b'.repeat(24));
    expect(await users.authenticate('alcantir', { user: 'owner@example.org' }, 'impostor-password')).toBeUndefined();
    expect(users.get('alcantir', 'a'.repeat(24))?.email).toBeUndefined();
    expect((await users.authenticate('alcantir', { user: 'gestor' }, 'first'))?._id).toBe('c'.repeat(24));
    expect((await users.authenticate('alcantir', { user: 'Gestor-dddddddd' }, 'second'))?._id).toBe('d'.repeat(24));
  });
});
