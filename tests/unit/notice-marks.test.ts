/** The device's marks of notices (src/stores/notice-marks.ts): per realm, bounded, and robust to what another version wrote. */
import { describe, expect, it } from 'vitest';
import { MARKS_KEPT, NOTICE_MARK_KEYS, markStorage, marksOf, writeMarks } from '../../src/stores/notice-marks.ts';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('notice marks', () => {
  it('are kept under the spec’s keys, per realm, without touching another realm’s', () => {
    const storage = memory();
    writeMarks(storage, 'alcantir', 'saved', ['a']);
    writeMarks(storage, 'vilamar', 'saved', ['b']);
    expect(JSON.parse(storage.data.get('saved alerts')!)).toEqual({ alcantir: ['a'], vilamar: ['b'] });
    expect(Object.values(NOTICE_MARK_KEYS)).toEqual(['seen alerts', 'deleted alerts', 'saved alerts']);
    expect([...marksOf(storage, 'alcantir').saved]).toEqual(['a']);
  });

  it('keep the newest ones only, and read garbage as nothing', () => {
    const storage = memory();
    writeMarks(
      storage,
      'alcantir',
      'seen',
      Array.from({ length: MARKS_KEPT + 5 }, (_, i) => `n${i}`),
    );
    const seen = [...marksOf(storage, 'alcantir').seen];
    expect(seen).toHaveLength(MARKS_KEPT);
    expect(seen[0]).toBe('n5');
    storage.setItem('seen alerts', '[1,2');
    expect(marksOf(storage, 'alcantir').seen.size).toBe(0);
    storage.setItem('seen alerts', '{"alcantir": [1, "x"]}');
    expect([...marksOf(storage, 'alcantir').seen]).toEqual(['x']);
  });

  it('go to the device only with consent to device storage', () => {
    const storages = { local: 'local', session: 'session' };
    expect(markStorage(storages, { state: 'undecided', proposals: {} })).toBe('session');
    expect(markStorage(storages, { state: 'configured', proposals: { deviceStorage: false, preciseGeolocation: true } })).toBe('session');
    expect(markStorage(storages, { state: 'configured', proposals: { deviceStorage: true } })).toBe('local');
  });
});
