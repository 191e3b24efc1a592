import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/store/database.ts';
import { DocumentStore } from '../../../../server/store/documents.ts';

describe('the local API document store', () => {
  it('sees what another connection commits, although it caches parsed collections', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'store-')), 'db.sqlite');
    const server = new DocumentStore(openDatabase(path));
    server.replaceRealm('r', { articulos: [{ _id: 'g', title: 'old' }] });
    expect(server.all('r', 'articulos')[0]!.title).toBe('old');
    const editor = new DocumentStore(openDatabase(path));
    editor.put('r', 'articulos', { _id: 'g', title: 'new' });
    expect(server.all('r', 'articulos')[0]!.title).toBe('new');
    editor.close();
    server.close();
  });
  it('replaces a realm atomically and leaves other realms alone', () => {
    const store = new DocumentStore(openDatabase(':memory:'));
    store.replaceRealm('a', { x: [{ _id: '1' }] });
    store.replaceRealm('b', { x: [{ _id: '2' }] });
    store.replaceRealm('a', { y: [{ _id: '3' }] });
    expect(store.all('a', 'x')).toEqual([]);
    expect(store.all('a', 'y')).toEqual([{ _id: '3' }]);
    expect(store.all('b', 'x')).toEqual([{ _id: '2' }]);
  });
});
