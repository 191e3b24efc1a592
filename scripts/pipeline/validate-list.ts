/** Validating what the API sent, record by record: one bad record is dropped and reported, never the realm. */
import * as v from 'valibot';
import type { Problem } from '../../src/data/snapshot.ts';
import { formatIssues } from '../../src/realm/friendly-errors.ts';

export function recordId(record: unknown): string {
  const id = (record as { _id?: unknown } | null)?._id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '(no _id)';
}

/** Validates each record; drops and reports the ones that fail, naming realm, collection, id and field. */
export function validateList<S extends v.GenericSchema>(
  schema: S,
  records: unknown[],
  realm: string,
  collection: string,
  problems: Problem[],
): Array<v.InferOutput<S>> {
  const valid: Array<v.InferOutput<S>> = [];
  for (const record of records) {
    const result = v.safeParse(schema, record);
    if (result.success) {
      valid.push(result.output);
      continue;
    }
    const [first] = formatIssues(result.issues);
    const field = result.issues[0] ? (v.getDotPath(result.issues[0]) ?? '(root)') : '(root)';
    problems.push({ realm, collection, id: recordId(record), field, message: first ?? 'invalid' });
  }
  return valid;
}
