/**
 * `npm run import-duty -- --realm alcantir --file rota.csv [--allow-gaps]`: loads the pharmacists' college's duty
 * rota (CSV or .xlsx, docs/pharmacies.md "Importing the rota") into the local API's content, the collection
 * `farmacias_guardias` the content API serves and the build pulls. Every line is checked first: one bad line
 * refuses the whole file. Gaps (an hour with nobody on duty in a zone) refuse it too unless `--allow-gaps`;
 * overlaps are reported. Times are written in Madrid's wall clock.
 *
 * Ends with 0 when loaded, 1 when the file is refused, 2 for a wrong option or an unknown realm.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { loadRealms, realmsDir } from '../../src/realm/load.ts';
import { type Duty, DutySchema, type Pharmacy, PharmacySchema } from '../../src/schemas/pharmacies.ts';
import { forTerminal } from '../../src/domain/text/terminal-text.ts';
import { mergeRota, parseCsv, readWorkbook, rowsToDuties, shownTime } from '../core/rota-file.ts';
import { DocumentStore } from '../store/documents.ts';
import { openDatabaseOrExit } from './open-database.ts';

const USAGE = 'usage: npm run import-duty -- --realm <id> --file <rota.csv|rota.xlsx> [--allow-gaps]';

function fail(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

let values: { realm?: string; file?: string; 'allow-gaps'?: boolean };
try {
  ({ values } = parseArgs({ options: { realm: { type: 'string' }, file: { type: 'string' }, 'allow-gaps': { type: 'boolean' } } }));
} catch (error) {
  fail(2, `${(error as Error).message}\n${USAGE}`);
}
const { realm, file } = values;
if (!realm || !file) fail(2, USAGE);
if (!loadRealms(realmsDir()).some((r) => r.id === realm)) fail(2, `Unknown realm "${forTerminal(realm)}"`);
if (!existsSync(file)) fail(2, `No file ${forTerminal(file)}`);

const extension = extname(file).toLowerCase();
if (extension === '.xls' || extension === '.ods') fail(2, `${forTerminal(basename(file))}: save the sheet as .xlsx or as CSV, which this command reads`);
let rows: string[][];
try {
  rows = extension === '.xlsx' ? await readWorkbook(readFileSync(file)) : parseCsv(readFileSync(file, 'utf8'));
} catch (error) {
  fail(1, `${forTerminal(basename(file))} cannot be read: ${forTerminal((error as Error).message)}`);
}

const store = new DocumentStore(openDatabaseOrExit());
const valid = <S extends v.GenericSchema>(schema: S, docs: unknown[]) =>
  docs.flatMap((doc) => {
    const result = v.safeParse(schema, doc);
    return result.success ? [result.output as v.InferOutput<S>] : [];
  });
const pharmacies: Pharmacy[] = valid(PharmacySchema, store.all(realm, 'farmacias'));
const held: Duty[] = valid(DutySchema, store.all(realm, 'farmacias_guardias'));
if (pharmacies.length === 0) fail(1, `${realm} has no pharmacies in the local API (collection farmacias): load them first (npm run seed)`);

const { duties, errors } = rowsToDuties(rows, pharmacies, realm);
const name = forTerminal(basename(file));
if (errors.length) {
  const shown = errors.slice(0, 20).map((e) => `  line ${e.line}: ${forTerminal(e.message)}`);
  const more = errors.length > shown.length ? [`  … and ${errors.length - shown.length} more`] : [];
  fail(1, [`${name} refused: ${errors.length} line${errors.length === 1 ? '' : 's'} cannot be read`, ...shown, ...more].join('\n'));
}
if (duties.length === 0) fail(1, `${name} refused: it has no duty`);

const { rota, zones, replaced } = mergeRota(held, duties, pharmacies);
const pharmacyName = new Map(pharmacies.map((p) => [p._id, p.name]));
const lines: string[] = [];
for (const zone of zones) {
  lines.push(`zone ${zone.zone}: ${shownTime(zone.span.start)} – ${shownTime(zone.span.end)}`);
  for (const gap of zone.gaps) lines.push(`  gap: nobody on duty ${shownTime(gap.start)} – ${shownTime(gap.end)}`);
  for (const overlap of zone.overlaps) {
    const who = overlap.duties.map((d) => forTerminal(pharmacyName.get(d.pharmacy) ?? d.pharmacy)).join(', ');
    lines.push(`  overlap: ${shownTime(overlap.start)} – ${shownTime(overlap.end)}: ${who}`);
  }
}
const gaps = zones.reduce((n, z) => n + z.gaps.length, 0);
const overlaps = zones.reduce((n, z) => n + z.overlaps.length, 0);
const counts = `${gaps} gap${gaps === 1 ? '' : 's'}, ${overlaps} overlap${overlaps === 1 ? '' : 's'}`;
if (gaps > 0 && !values['allow-gaps']) {
  store.close();
  fail(1, [...lines, `${name} refused: ${counts}; a gap leaves citizens without a pharmacy on duty (--allow-gaps loads it anyway)`].join('\n'));
}
store.replaceCollection(realm, 'farmacias_guardias', rota);
store.close();
console.log([...lines, `${realm}: ${duties.length} duties loaded from ${name} (${replaced} replaced; ${rota.length} in the rota); ${counts}`].join('\n'));
