import { describe, expect, it } from 'vitest';
import { devicePassword, makeDeviceId, makeDeviceUser } from '../../../../src/domain/accounts/device.ts';

describe('the anonymous device user (docs/product-spec.md §3)', () => {
  it('builds the id from the remote value, the date and a random number up to 9999', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(makeDeviceId('81.45.3.2', at, 0.12345)).toBe(`81.45.3.2-${at.getTime()}-1234`);
    expect(makeDeviceId('81.45.3.2', at, 0.99999)).toBe(`81.45.3.2-${at.getTime()}-9999`);
    expect(makeDeviceId('<script>', at, 0)).toBe(`script-${at.getTime()}-0`);
    expect(makeDeviceId('', at, 0)).toBe(`web-${at.getTime()}-0`);
  });

  it('uses the MD5 of the device id as password', () => {
    expect(devicePassword('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    const user = makeDeviceUser('::1');
    expect(user.password).toBe(devicePassword(user.deviceId));
    expect(user.password).toMatch(/^[0-9a-f]{32}$/);
  });
});
