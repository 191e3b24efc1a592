import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.ts';
import { loadRealm, loadRealms } from '../../src/realm/load.ts';
import { UI_LANGUAGES } from '../../src/schemas/languages.ts';

function realmsWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'realms-'));
  for (const [id, content] of Object.entries(files)) {
    mkdirSync(join(dir, id));
    writeFileSync(join(dir, id, 'realm.json'), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const valid = { id: 'poble', name: 'Ajuntament del Poble', hosts: ['asociaciones.poble.es'], languages: ['es', 'va'] };

describe('realm configuration', () => {
  it('fills every endpoint with the same-origin /api by default', () => {
    const realm = loadRealm('poble', realmsWith({ poble: valid }));
    expect(realm.endpoints).toEqual({
      content: '/api',
      auth: '/api',
      mail: '/api',
      requests: '/api',
      payments: '/api',
      assets: '/api',
      census: '/api',
      surveys: '/api',
      citaprevia: '/api',
    });
    expect(realm.mapStyle).toBe('builtin');
  });

  it('keeps an endpoint pointed at the provider, without its trailing slash', () => {
    const realm = loadRealm('poble', realmsWith({ poble: { ...valid, endpoints: { content: 'https://api.provider.example/' } } }));
    expect(realm.endpoints.content).toBe('https://api.provider.example');
    expect(realm.endpoints.auth).toBe('/api');
  });

  it('names the file, the field and what was expected when a field is wrong', () => {
    const dir = realmsWith({ poble: { ...valid, languages: ['es', 'fr'], hosts: [] } });
    const message = (() => {
      try {
        loadRealm('poble', dir);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/poble\/realm\.json is invalid:/);
    expect(message).toContain(`- languages.1: expected one of ${UI_LANGUAGES.join(', ')}, received "fr"`);
    expect(message).toContain('- hosts: expected at least one host');
  });

  it('refuses unknown fields so that a typo does not pass silently', () => {
    const dir = realmsWith({ poble: { ...valid, primaryColour: '#000000' } });
    expect(() => loadRealm('poble', dir)).toThrowError(/primaryColour/);
  });

  it('says when the file is not JSON', () => {
    expect(() => loadRealm('poble', realmsWith({ poble: '{ "id": ' }))).toThrowError(/poble\/realm\.json is not valid JSON/);
  });

  it('requires the id to be the folder name', () => {
    expect(() => loadRealm('otro', realmsWith({ otro: valid }))).toThrowError(/id: expected "otro"/);
  });

  it('throws every one of these as a ConfigError, which the command lines print without a stack', () => {
    const dir = realmsWith({ poble: { ...valid, primaryColour: '#000000' }, roto: '{', otro: valid });
    for (const id of ['poble', 'roto', 'otro', 'ninguno']) {
      expect(() => loadRealm(id, dir), id).toThrowError(ConfigError);
    }
  });

  it('loads the repository realms: alcantir and vilamar', () => {
    const ids = loadRealms(join(process.cwd(), 'realms')).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['alcantir', 'vilamar']));
  });
});
