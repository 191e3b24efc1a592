/**
 * A signed-in citizen's details, from their profile, into the fields a form still has empty
 * (docs/accounts-api.md): the cita previa booking and the request form's contact both fill them this way, so that
 * what the town hall already knows is not typed again, and stays editable. What the citizen typed (or a draft
 * brought back) is never overwritten.
 */

/** The profile's details a form can take. */
export type ProfileField = 'firstName' | 'lastName' | 'telephone' | 'email';

export type Profile = Partial<Record<ProfileField, string | undefined>>;

/**
 * `typed` with each empty field of `fields` (the form's field → the profile's) taken from `profile`; `from` lists
 * the fields that came from it, for the form to say so.
 */
export function fillFromProfile<F extends string, T extends Partial<Record<F, string | undefined>>>(
  typed: T,
  profile: Profile | undefined,
  fields: Partial<Record<F, ProfileField>>,
): { filled: T; from: F[] } {
  const filled: T = { ...typed };
  const from: F[] = [];
  for (const [field, source] of Object.entries(fields) as Array<[F, ProfileField]>) {
    const value = profile?.[source]?.trim();
    if (!value || (typed[field] ?? '').trim() !== '') continue;
    (filled as Record<F, string>)[field] = value;
    from.push(field);
  }
  return { filled, from };
}
