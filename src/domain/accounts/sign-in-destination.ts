/**
 * Where signing in leads: back to the page the visitor came from (`?volver=`, made safe by `safeReturnPath`),
 * else staff of the realm to the desk, where their work is (docs/write-side.md "The staff desk"), and a citizen
 * to their profile.
 */
export function signInDestination(user: { staff?: boolean | undefined }, returnTo: string | undefined, links: { profile: string; desk: string }): string {
  return returnTo ?? (user.staff ? links.desk : links.profile);
}
