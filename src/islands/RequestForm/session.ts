/**
 * Who is sending (docs/product-spec.md §4 "Login"): the logged-in user, or else an anonymous device user that the
 * form registers and logs in. The device user is kept under `user` (docs/product-spec.md §3) so the same device is
 * recognised next time — in localStorage only with consent to recognise the device, otherwise for this tab.
 */
import { answered, isFailure, refusalOf, type ApiResult } from '../../api/client.ts';
import { loggedOut, type SessionUser } from '../../api/auth.ts';
import type { RequestFormApi } from '../../api/request-form.ts';
import { makeDeviceUser, type DeviceUser } from '../../domain/accounts/device.ts';
import { allows } from '../../stores/consent.ts';

export const USER_KEY = 'user';

function storedDevice(): DeviceUser | undefined {
  for (const storage of [localStorage, sessionStorage]) {
    try {
      const parsed = JSON.parse(storage.getItem(USER_KEY) ?? 'null') as Partial<DeviceUser> | null;
      if (parsed?.deviceId && parsed.password) return { deviceId: parsed.deviceId, password: parsed.password };
    } catch {
      // Unreadable: register a new device.
    }
  }
  return undefined;
}

function keepDevice(device: DeviceUser): void {
  const storage = allows('deviceFingerprinting') || allows('deviceStorage') ? localStorage : sessionStorage;
  try {
    storage.setItem(USER_KEY, JSON.stringify(device));
  } catch {
    // Storage blocked: a new device user next time.
  }
}

/** The user an auth call answered, if it answered one. */
function userOf(answer: ApiResult<SessionUser>): SessionUser | undefined {
  const user = answered(answer);
  return typeof user?._id === 'string' ? user : undefined;
}

/** The user the request will be sent as, or `undefined` when none can be had ('Usuario no encontrado'). */
export async function ensureUser(api: RequestFormApi): Promise<SessionUser | undefined> {
  const current = await api.loggedIn();
  const signedIn = userOf(current);
  if (signedIn) return signedIn;
  // Only an answer that says logged out lets the form make a device user; offline or a 500 cannot tell.
  if (!loggedOut(refusalOf(current))) return undefined;

  const remote = String((current as { remote?: unknown }).remote ?? 'web');
  const known = storedDevice();
  if (known) {
    const again = userOf(await api.login({ deviceId: known.deviceId, password: known.password }));
    if (again) return again;
  }
  const device = makeDeviceUser(remote);
  const registered = await api.register({ deviceId: device.deviceId, password: device.password });
  if (isFailure(registered)) return undefined;
  const user = userOf(await api.login({ deviceId: device.deviceId, password: device.password }));
  if (!user) return undefined;
  keepDevice(device);
  return user;
}
