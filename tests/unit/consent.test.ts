import { describe, expect, it, vi } from 'vitest';
import { $consent, allowPurpose, allows, cycle, PURPOSES, readConsent, rejectAll } from '../../src/stores/consent.ts';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('cookie consent', () => {
  it('cycles each purpose unset → accepted → rejected → unset', () => {
    expect(cycle(undefined)).toBe(true);
    expect(cycle(true)).toBe(false);
    expect(cycle(false)).toBe(undefined);
  });
  it('starts undecided and allows nothing', () => {
    const consent = readConsent(storage({}));
    expect(consent.state).toBe('undecided');
    expect(allows('preciseGeolocation', consent)).toBe(false);
  });
  it('loads a saved acceptance of every purpose as accepted', () => {
    const consent = readConsent(
      storage({ consent: JSON.stringify({ isAccepted: true, proposals: { deviceStorage: true, preciseGeolocation: true, deviceFingerprinting: true } }) }),
    );
    expect(consent.state).toBe('accepted');
    expect(allows('preciseGeolocation', consent)).toBe(true);
  });
  it('loads per-purpose choices as configured', () => {
    const consent = readConsent(storage({ consent: JSON.stringify({ isAccepted: true, proposals: { deviceStorage: true, preciseGeolocation: false } }) }));
    expect(consent.state).toBe('configured');
    expect(allows('deviceStorage', consent)).toBe(true);
    expect(allows('preciseGeolocation', consent)).toBe(false);
    expect(allows('deviceFingerprinting', consent)).toBe(false);
  });
  it('keeps a rejection on the device, under the same key as an acceptance, so that a new tab does not ask again', () => {
    const values: Record<string, string> = {};
    const fake = {
      getItem: (key: string) => values[key] ?? null,
      setItem: (key: string, value: string) => {
        values[key] = value;
      },
    };
    vi.stubGlobal('localStorage', fake);
    try {
      rejectAll();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(JSON.parse(values.consent!)).toEqual({
      isAccepted: false,
      proposals: { deviceStorage: false, preciseGeolocation: false, deviceFingerprinting: false },
    });
    const consent = readConsent(storage(values));
    expect(consent.state).toBe('rejected');
    expect(PURPOSES.some((p) => allows(p, consent))).toBe(false);
  });
  it('treats unreadable storage as no decision', () => {
    expect(readConsent(storage({ consent: '{broken' })).state).toBe('undecided');
  });
  it('grants one purpose asked for in place, keeping the others as they were', () => {
    $consent.set({ state: 'configured', proposals: { deviceStorage: true, preciseGeolocation: false, deviceFingerprinting: false } });
    allowPurpose('preciseGeolocation');
    expect($consent.get()).toEqual({ state: 'configured', proposals: { deviceStorage: true, preciseGeolocation: true, deviceFingerprinting: false } });
    allowPurpose('deviceFingerprinting');
    expect($consent.get().state).toBe('accepted');
  });
});
