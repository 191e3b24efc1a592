import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasCompleteProfile } from '../../src/domain/accounts/account-rules.ts';
import { realmById } from '../../src/realm/resolve.ts';
import { RealmConfigSchema } from '../../src/schemas/realm.ts';
import { sentAnonymously } from '../../server/store/users.ts';

const realm = (id: string) => v.parse(RealmConfigSchema, { id, name: id, hosts: [`${id}.localhost`], languages: ['es', 'va'] });

describe('realmById', () => {
  const realms = [realm('alcantir'), realm('vilamar')];
  it('finds the realm of an id, and none for an unknown, empty or missing id', () => {
    expect(realmById(realms, 'vilamar')).toBe(realms[1]);
    expect(realmById(realms, 'poble')).toBeUndefined();
    expect(realmById(realms, '')).toBeUndefined();
    expect(realmById(realms, undefined)).toBeUndefined();
    expect(realmById([], 'alcantir')).toBeUndefined();
  });
});

describe('hasCompleteProfile', () => {
  const complete = { firstName: 'Ana', lastName: 'Pla', email: 'ana@example.es', emailVerified: true };
  it('needs names, an address and its verification, blanks counting as missing', () => {
    expect(hasCompleteProfile(complete)).toBe(true);
    expect(hasCompleteProfile({ ...complete, emailVerified: false })).toBe(false);
    expect(hasCompleteProfile({ ...complete, lastName: '  ' })).toBe(false);
    expect(hasCompleteProfile({ ...complete, firstName: null })).toBe(false);
    expect(hasCompleteProfile(undefined)).toBe(false);
  });
});

describe('sentAnonymously', () => {
  it('is a device user without an account, not a citizen with one nor an upgraded device', () => {
    expect(sentAnonymously({ deviceId: 'dev-1', user: undefined })).toBe(true);
    expect(sentAnonymously({ deviceId: 'dev-1', user: 'ana@example.es' })).toBe(false);
    expect(sentAnonymously({ deviceId: undefined, user: 'ana@example.es' })).toBe(false);
  });
});
