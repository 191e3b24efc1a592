/** Who the auth calls say is signed in, as the frame and the account pages speak of them. */
import type { SessionUser } from '../api/auth.ts';

/**
 * A citizen with an account: not the anonymous device user the request form signs in by itself
 * (docs/product-spec.md §3).
 */
export function isCitizen(user: SessionUser & { user?: string }): boolean {
  return !!user._id && !user.deviceId && !!(user.email || user.user);
}

/** The name the header shows: the citizen's first name, else their address, else their user name. */
export function accountName(user: SessionUser & { user?: string }): string {
  return user.firstName?.trim() || user.email || user.user || '';
}
