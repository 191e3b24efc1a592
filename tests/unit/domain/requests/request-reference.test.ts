import { describe, expect, it } from 'vitest';
import { newReference, parseReference, referencePrefix } from '../../../../src/domain/requests/request-reference.ts';

describe('request references', () => {
  const sequence =
    (...bytes: number[]) =>
    () =>
      new Uint8Array(bytes);

  it('read prefix, Madrid year and 8 Crockford base32 digits in two groups of four', () => {
    expect(newReference('ALC', new Date('2026-05-04T10:00:00Z'), sequence(0, 0, 0, 0, 0))).toBe('ALC-2026-0000-0000');
    expect(newReference('ALC', new Date('2026-05-04T10:00:00Z'), sequence(255, 255, 255, 255, 255))).toBe('ALC-2026-ZZZZ-ZZZZ');
    // 23:30 on 31 December in UTC is already the new year in Madrid.
    expect(newReference('VIL', new Date('2026-12-31T23:30:00Z'), sequence(1, 2, 3, 4, 5))).toMatch(/^VIL-2027-/);
  });

  it('never use I, L, O or U, and are different every time', () => {
    const many = Array.from({ length: 2000 }, () => newReference('ALC'));
    expect(many.every((r) => /^ALC-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/.test(r))).toBe(true);
    expect(new Set(many).size).toBe(many.length);
  });

  it('take the realm’s prefix when realm.json sets one, else three letters of its id', () => {
    expect(referencePrefix({ id: 'alcantir' })).toBe('ALC');
    expect(referencePrefix({ id: 'vilamar' })).toBe('VIL');
    expect(referencePrefix({ id: 'a-1' })).toBe('AXX');
    expect(referencePrefix({ id: 'alcantir', referencePrefix: 'ALT' })).toBe('ALT');
  });

  it('are parsed whatever the case, spacing and dashes, with O read as 0 and I or L as 1', () => {
    for (const typed of ['ALC-2026-7KX4-M9QP', 'alc-2026-7kx4-m9qp', ' alc 2026 7kx4 m9qp ', 'ALC20267KX4M9QP', 'alc.2026.7kx4.m9qp']) {
      expect(parseReference(typed), typed).toBe('ALC-2026-7KX4-M9QP');
    }
    expect(parseReference('ALC-2026-O1LI-M9QP')).toBe('ALC-2026-0111-M9QP');
    expect(parseReference('alc-2026-oooo-iiii')).toBe('ALC-2026-0000-1111');
  });

  it('are not parsed from what cannot be one', () => {
    for (const typed of ['', '57', 'ALC-2026-7KX4', 'ALC-2026-7KX4-M9QU', 'ALC-26-7KX4-M9QP', 'A-2026-7KX4-M9QP', 'ALC-2026-7KX4-M9Q!']) {
      expect(parseReference(typed), typed).toBeUndefined();
    }
  });
});
