/**
 * A census list may be a public register, such as the town's register of associations (docs/mailbox-form.md,
 * "Census fields"): each entry then carries its record, the official name the register gives it and its entry in
 * the directory of associations (the `asociaciones` document it is). A request whose census field passed the check
 * of such an entry keeps the ID checked and that record (an association's NIF and name are public, unlike a
 * person's ID in the padrón, which stays a hash; the answers that proved it are never kept), so the desk shows
 * which association it was, in the request's view and in the exports.
 */
import * as v from 'valibot';
import { pick } from '../../i18n/pick.ts';
import { allFields, type Mailbox } from '../../schemas/mailbox.ts';
import type { Language } from '../../schemas/realm.ts';

/** An entry's record in a register: its official name and the directory's association it is, if it is one. */
export const RegisterRecordSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  association: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))),
});
export type RegisterRecord = v.InferOutput<typeof RegisterRecordSchema>;

/** What a request keeps of a census field that passed the check: always the ID's hash; for a register, the ID and its record. */
export interface CensusReference {
  idHash: string;
  verified: true;
  id?: string;
  record?: RegisterRecord;
}

/** A register entry a request's census field passed, as the desk shows it: the field's question, the ID checked,
 * the official name and the directory's entry (its id and the title the directory shows) while it is there. */
export const VerifiedEntrySchema = v.object({
  field: v.string(),
  label: v.string(),
  id: v.string(),
  name: v.string(),
  association: v.optional(v.object({ id: v.string(), title: v.string() })),
});
export type VerifiedEntry = v.InferOutput<typeof VerifiedEntrySchema>;

/** The register entry kept in one census answer, or undefined for an answer that has none (a padrón's hash). */
export function registerEntryOf(value: unknown): { id: string; record: RegisterRecord } | undefined {
  const kept = value as Partial<CensusReference> | undefined;
  if (!kept || typeof kept !== 'object' || typeof kept.id !== 'string' || !kept.id) return undefined;
  const record = v.safeParse(RegisterRecordSchema, kept.record);
  return record.success ? { id: kept.id, record: record.output } : undefined;
}

/**
 * The register entries a stored request's census fields passed, in the form's order, each with its question in
 * `lang`. Without the mailbox's definition (deleted since), the answers kept are read alone, named by their field.
 * `directoryTitle` names an association of the directory in `lang`, undefined when it is no longer there.
 */
export function verifiedEntries(
  mailbox: Mailbox | undefined,
  extra: unknown,
  lang: Language,
  directoryTitle: (id: string) => string | undefined = () => undefined,
): VerifiedEntry[] {
  const kept = extra && typeof extra === 'object' ? (extra as Record<string, unknown>) : {};
  const fields = mailbox
    ? allFields(mailbox)
        .filter((field) => field.type === 'census')
        .map((field) => ({ name: field.name, label: pick(field.label, lang) || field.name }))
    : Object.keys(kept).map((name) => ({ name, label: name }));
  return fields.flatMap(({ name, label }) => {
    const found = registerEntryOf(kept[name]);
    if (!found) return [];
    const { association } = found.record;
    const title = association ? directoryTitle(association) : undefined;
    return [{ field: name, label, id: found.id, name: found.record.name, ...(association && title ? { association: { id: association, title } } : {}) }];
  });
}
