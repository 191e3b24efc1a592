/** `npm run seed [-- --realm a,b]`: re-seeds the local API's SQLite from realms/<id>/demo. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadRealms, realmsDir } from '../../src/realm/load.ts';
import { seedDemo } from '../demo/seed.ts';
import { DocumentStore } from '../store/documents.ts';
import { openDatabaseOrExit } from './open-database.ts';

const { values } = parseArgs({ options: { realm: { type: 'string' } } });
const root = realmsDir();
const wanted = values.realm
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const ids = loadRealms(root)
  .map((r) => r.id)
  .filter((id) => (!wanted || wanted.includes(id)) && existsSync(join(root, id, 'demo')));
const store = new DocumentStore(openDatabaseOrExit());
const counts = seedDemo(store, root, ids);
store.close();
for (const [id, n] of Object.entries(counts)) console.log(`${id}: ${n} documents`);
