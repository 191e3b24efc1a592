import { describe, expect, it } from 'vitest';
import { $consent, allowPurpose, allows, cycle, readConsent } from '../../src/stores/consent.ts';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('cookie consent', () => {
  it('cycles each purpose unset → accepted → rejected → unset', () => {
    expect(cycle(undefined)).toBe(true);
    expect(cycle(true)).toBe(false);
    expect(cycle(false)).toBe(undefined);
  });
  it('starts undecided and allows nothing', () => {
    const consent = readConsent(storage({}), storage({}));
    expect(consent.state).toBe('undecided');
    expect(allows('preciseGeolocation', consent)).toBe(false);
  });
  it('loads a saved acceptance of every purpose as accepted', () => {
    const consent = readConsent(
      storage({ consent: JSON.stringify({ isAccepted: true, proposals: { deviceStorage: true, preciseGeolocation: true, deviceFingerprinting: true } }) }),
      storage({}),
    );
    expect(consent.state).toBe('accepted');
    expect(allows('preciseGeolocation', consent)).toBe(true);
  });
  it('loads per-purpose choices as configured', () => {
    const consent = readConsent(
      storage({ consent: JSON.stringify({ isAccepted: true, proposals: { deviceStorage: true, preciseGeolocation: false } }) }),
      storage({}),
    );
    expect(consent.state).toBe('configured');
    expect(allows('deviceStorage', consent)).toBe(true);
    expect(allows('preciseGeolocation', consent)).toBe(false);
    expect(allows('deviceFingerprinting', consent)).toBe(false);
  });
  it('remembers a rejection for the session only', () => {
    expect(readConsent(storage({}), storage({ 'consent-rejected': '1' })).state).toBe('rejected');
  });
  it('treats unreadable storage as no decision', () => {
    expect(readConsent(storage({ consent: '{broken' }), storage({})).state).toBe('undecided');
  });
  it('grants one purpose asked for in place, keeping the others as they were', () => {
    $consent.set({ state: 'configured', proposals: { deviceStorage: true, preciseGeolocation: false, deviceFingerprinting: false } });
    allowPurpose('preciseGeolocation');
    expect($consent.get()).toEqual({ state: 'configured', proposals: { deviceStorage: true, preciseGeolocation: true, deviceFingerprinting: false } });
    allowPurpose('deviceFingerprinting');
    expect($consent.get().state).toBe('accepted');
  });
});
