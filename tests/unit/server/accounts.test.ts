/**
 * Issue 21, items 3 and 8 (user names): who an e-mail or a user name signs in as. Registering with someone
 * else's e-mail and no user name made that e-mail the new account's user name, and the owner's sign-in by
 * e-mail then found the impostor. E-mails are unique per realm whatever their case, a user name is never
 * another account's e-mail, user names are unique whatever their case, and signing in by e-mail finds only
 * the account that verified it.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/store/database.ts';
import { MIGRATIONS, migrate } from '../../../server/store/schema.ts';
import { Users } from '../../../server/store/users.ts';
import { browser, localServer } from './support/local-server.ts';

const citizen = (fields: Record<string, string>) => ({
  realm: 'alcantir',
  password: 'una-clau-llarga',
  firstName: 'Joan',
  lastName: 'Mira',
  ...fields,
});

describe('accounts: e-mails and user names', () => {
  const server = localServer();
  const register = (fields: Record<string, string>) => browser(server.app).post('/api/v2/auth/register', citizen(fields));
  const login = (user: string, password: string) => browser(server.app).post('/api/alcantir/login', { user, password });

  it("refuses a registration with another account's e-mail, in any case, and the owner still signs in by it", async () => {
    // vecina's verified e-mail, typed with capitals and no user name: the takeover of the issue.
    const taken = await register({ email: 'Lucia.Ferrer@Example.ORG', password: 'contrasenya-de-l-intrus' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ err: 'Ya existe una cuenta con ese correo electrónico.' });
    const owner = await login('lucia.ferrer@example.org', 'alcantir-demo');
    expect(owner.status).toBe(200);
    expect((await owner.json()).user).toBe('vecina');
  });

  it("never lets a user name be another account's e-mail, nor an e-mail another account's user name", async () => {
    // A name written as an e-mail must be the account's own: never someone else's, taken or not.
    for (const user of ['LUCIA.FERRER@example.org', 'algu@example.org']) {
      const otherAddress = await register({ user, email: 'joan.mira@example.org' });
      expect(otherAddress.status, user).toBe(400);
      expect((await otherAddress.json()).err).toBe('Como nombre de usuario, una dirección de correo solo puede ser la suya.');
    }
    expect((await register({ user: 'Lucia.Ferrer@example.org', email: 'lucia.ferrer@example.org' })).status).toBe(409);
    // And the other way round: an e-mail that is someone's user name.
    expect((await register({ user: 'correu@example.org', email: 'correu@example.org' })).status).toBe(200);
    expect((await register({ user: 'altre', email: 'Correu@Example.org' })).status).toBe(409);
  });

  it('signs in by e-mail only the account that verified it, and by user name whatever its case', async () => {
    expect((await register({ user: 'joanmira', email: 'joan@example.org' })).status).toBe(200);
    expect((await login('joan@example.org', 'una-clau-llarga')).status).toBe(401); // not verified yet
    expect((await login('JoanMira', 'una-clau-llarga')).status).toBe(200);
    expect((await login('LUCIA.FERRER@EXAMPLE.ORG', 'alcantir-demo')).status).toBe(200); // verified
  });

  it('refuses a user name that differs from another only in case', async () => {
    const gestor = await register({ user: 'Gestor', email: 'gestor-falso@example.org' });
    expect(gestor.status).toBe(409);
    expect(await gestor.json()).toEqual({ err: 'El usuario ya existe.' });
    expect((await register({ user: 'ÀNGELS', email: 'angels@example.org' })).status).toBe(200);
    expect((await register({ user: 'àngels', email: 'angels.2@example.org' })).status).toBe(409);
  });

  it('answers one of two simultaneous registrations of an e-mail with 409, never a second account or a 500', async () => {
    const statuses = (await Promise.all([register({ email: 'doble@example.org' }), register({ email: 'DOBLE@example.org', user: 'doble2' })])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
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
