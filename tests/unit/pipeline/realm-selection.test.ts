import { describe, expect, it } from 'vitest';
import { selectRealms } from '../../../scripts/pipeline/realm-selection.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';

const realms = ['e', 'a', 'd', 'b', 'c'].map((id) => ({ id }) as RealmConfig);

describe('choosing the realms of a run', () => {
  it('takes the named realms', () => expect(selectRealms(realms, { realm: 'c,a' }).map((r) => r.id)).toEqual(['a', 'c']));
  it('says which named realm is unknown', () => expect(() => selectRealms(realms, { realm: 'a,zz' })).toThrowError(/Unknown realm\(s\): zz/));
  it('splits realms into shards that cover each exactly once', () => {
    const shards = [1, 2, 3].map((k) => selectRealms(realms, { shard: `${k}/3` }).map((r) => r.id));
    expect(shards).toEqual([['a', 'd'], ['b', 'e'], ['c']]);
    expect(shards.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
  it('rejects a malformed shard', () => expect(() => selectRealms(realms, { shard: '4/3' })).toThrowError(/--shard expects k\/n/));
});
