/**
 * Who is sending (docs/product-spec.md §4 "Login"): the logged-in user, or else an anonymous device user that the
 * form registers and logs in. The device user is kept under `user` (docs/product-spec.md §3) so the same device is
 * recognised next time — in localStorage only with consent to recognise the device, otherwise for this tab.
 */
import { isFailure } from '../../api/client.ts';
import type { SessionUser } from '../../api/auth.ts';
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

const loggedIn = (answer: unknown): answer is SessionUser =>
  !isFailure(answer) &&
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as SessionUser)._id === 'string' &&
  (answer as { httpStatus?: number }).httpStatus === undefined;

/** The user the request will be sent as, or `undefined` when none can be had ('Usuario no encontrado'). */
export async function ensureUser(api: RequestFormApi): Promise<SessionUser | undefined> {
  const current = await api.loggedIn();
  if (loggedIn(current)) return current;
  // docs/product-spec.md §4: only a 400 or 401 means logged out; anything else (offline, 500) means we cannot tell.
  const status = (current as { httpStatus?: number }).httpStatus;
  if (status !== 400 && status !== 401) return undefined;

  const remote = String((current as { remote?: unknown }).remote ?? 'web');
  const known = storedDevice();
  if (known) {
    const again = await api.login({ deviceId: known.deviceId, password: known.password });
    if (loggedIn(again)) return again;
  }
  const device = makeDeviceUser(remote);
  const registered = await api.register({ deviceId: device.deviceId, password: device.password });
  if (isFailure(registered)) return undefined;
  const user = await api.login({ deviceId: device.deviceId, password: device.password });
  if (!loggedIn(user)) return undefined;
  keepDevice(device);
  return user;
}
