/**
 * The anonymous device user of docs/product-spec.md §3 "User": the request form registers one when nobody is logged
 * in, so that a citizen can send a request without an account.
 */
import { md5 } from 'js-md5';

export interface DeviceUser {
  deviceId: string;
  password: string;
}

/** docs/product-spec.md §3: the device id is built from the remote value, the date and a random number up to 9999. */
export function makeDeviceId(remote: string, now: Date, random: number): string {
  const suffix = Math.min(9999, Math.max(0, Math.floor(random * 10_000)));
  const who = remote.replace(/[^A-Za-z0-9.:_-]/g, '') || 'web';
  return `${who}-${now.getTime()}-${suffix}`;
}

/** docs/product-spec.md §3: the device user's password is the MD5 hash of its device id. */
export function devicePassword(deviceId: string): string {
  return md5(deviceId);
}

export function makeDeviceUser(remote: string, now = new Date(), random = Math.random()): DeviceUser {
  const deviceId = makeDeviceId(remote, now, random);
  return { deviceId, password: devicePassword(deviceId) };
}
