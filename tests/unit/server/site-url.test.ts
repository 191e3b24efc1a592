import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deskPage, followUpLink, sitePage, siteOrigin } from '../../../server/mail/site-url.ts';
import { loadRealm } from '../../../src/realm/load.ts';

const realm = {
  id: 'alcantir',
  hosts: ['asociaciones.alcantir.es', 'associacions.alcantir.es', 'alcantir.localhost'],
  languages: ['es', 'va'] as Array<'es' | 'va'>,
  languageHosts: { va: 'associacions.alcantir.es' },
};

describe('the links of messages', () => {
  it('lead a Valencian reader to the Valencian host, at the address in Valencian words', () => {
    expect(sitePage(realm, undefined, 'va', '/buzon/incidencias')).toBe('https://associacions.alcantir.es/va/bustia/incidencias');
    expect(followUpLink(realm, undefined, 'va', 'ALC-2026-7KX4-M9QP', 'k')).toBe(
      'https://associacions.alcantir.es/va/les-meues-sollicituds/ALC-2026-7KX4-M9QP#clave=k',
    );
    expect(sitePage(realm, undefined, 'es', '/cuenta/perfil')).toBe('https://asociaciones.alcantir.es/cuenta/perfil');
    // Without a host of its own, a language links to the first host.
    expect(sitePage({ ...realm, languageHosts: {} }, undefined, 'va', '/cuenta')).toBe('https://asociaciones.alcantir.es/va/compte');
    // Where the site is served elsewhere (a local run), the template wins, in the language's words all the same.
    expect(sitePage(realm, 'http://{realm}.localhost:4321', 'va', '/cita-previa/cita#codigo=X')).toBe(
      'http://alcantir.localhost:4321/va/cita-previa/cita#codigo=X',
    );
    expect(siteOrigin(realm, undefined)).toBe('https://asociaciones.alcantir.es');
    // The desk is on the first host, where the staff's session is, in the clerk's language's words.
    expect(deskPage(realm, undefined, 'va', '/gestion/salas')).toBe('https://asociaciones.alcantir.es/va/gestio/sales');
  });

  it('refuses a realm whose language host is not one of its hosts, or names a language it lacks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'realms-'));
    const write = (languageHosts: Record<string, string>) => {
      mkdirSync(join(dir, 'mini'), { recursive: true });
      writeFileSync(
        join(dir, 'mini', 'realm.json'),
        JSON.stringify({ id: 'mini', name: 'Mini', hosts: ['a.example.es', 'b.example.es'], languages: ['es', 'va'], languageHosts }),
      );
    };
    write({ va: 'c.example.es' });
    expect(() => loadRealm('mini', dir)).toThrow(/languageHosts\.va: "c\.example\.es" is not one of hosts/);
    write({ ca: 'b.example.es' });
    expect(() => loadRealm('mini', dir)).toThrow(/languageHosts\.ca: "ca" is not one of languages/);
    write({ va: 'b.example.es' });
    expect(loadRealm('mini', dir).languageHosts).toEqual({ va: 'b.example.es' });
  });
});
