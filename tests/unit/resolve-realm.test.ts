import { describe, expect, it } from 'vitest';
import { resolveRealm } from '../../src/realm/resolve.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';

const realm = (id: string, hosts: string[]) => ({ id, hosts }) as unknown as RealmConfig;
const realms = [realm('alcantir', ['asociaciones.alcantir.es']), realm('vilamar', ['associacions.vilamar.cat'])];

describe('realm resolution', () => {
  it('takes a known host of a realm, with or without a port', () => {
    expect(resolveRealm({ host: 'associacions.vilamar.cat' }, realms)).toBe('vilamar');
    expect(resolveRealm({ host: 'ASSOCIACIONS.vilamar.cat:8443' }, realms)).toBe('vilamar');
  });
  it('takes <id>.localhost', () => {
    expect(resolveRealm({ host: 'vilamar.localhost:4321' }, realms)).toBe('vilamar');
  });
  it('takes a host starting with asociacion or associacion followed by the realm', () => {
    expect(resolveRealm({ host: 'asociaciones.vilamar.es' }, realms)).toBe('vilamar');
    expect(resolveRealm({ host: 'associacions.vilamar.example' }, realms)).toBe('vilamar');
  });
  it('lets ?realm= win over the host', () => {
    expect(resolveRealm({ host: 'asociaciones.alcantir.es', query: 'vilamar' }, realms)).toBe('vilamar');
  });
  it('uses a remembered choice when the host says nothing', () => {
    expect(resolveRealm({ host: 'localhost:4321', remembered: 'vilamar' }, realms)).toBe('vilamar');
  });
  it('falls back to alcantir for unknown hosts and unknown realm names', () => {
    expect(resolveRealm({ host: 'localhost:4321' }, realms)).toBe('alcantir');
    expect(resolveRealm({ host: 'example.org', query: 'nowhere', remembered: 'nowhere' }, realms)).toBe('alcantir');
  });
});
