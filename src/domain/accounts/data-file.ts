/**
 * The file "Descargar mis datos" saves (docs/accounts-api.md "Your data"): the account's copy as the API answered
 * it, indented for reading, named after the realm and the Madrid day it was made, so that two copies of two days
 * do not overwrite each other.
 */
const MADRID_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

export function dataFile(realm: string, copy: Record<string, unknown>, now = new Date()): { name: string; text: string } {
  const made = typeof copy.exportedAt === 'string' && !Number.isNaN(Date.parse(copy.exportedAt)) ? new Date(copy.exportedAt) : now;
  const { httpStatus: _status, ...content } = copy as Record<string, unknown> & { httpStatus?: unknown };
  const safeRealm = realm.replace(/[^a-z0-9-]/gi, '') || 'portal';
  return { name: `mis-datos-${safeRealm}-${MADRID_DAY.format(made)}.json`, text: `${JSON.stringify(content, null, 2)}\n` };
}
