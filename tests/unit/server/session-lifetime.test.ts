/**
 * How long a sign-in lasts (docs/write-side.md, "Sessions"): staff, who open citizens' personal data, at most 12
 * hours, or 30 minutes unused; citizens 30 days, or 7 days unused. Past either, the realm's sign-in ends.
 */
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS, Sessions } from '../../../server/store/sessions.ts';
import { localServer } from './support/local-server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function signedIn(name: string) {
  const { store } = localServer();
  const sessions = new Sessions(store.db);
  const { id: userId } = store.db.prepare('SELECT id FROM users WHERE realm = ? AND name_key = ?').get('alcantir', name) as { id: string };
  const start = Date.now();
  const { id } = sessions.create(start);
  sessions.login(id, 'alcantir', userId, start);
  return { who: (at: number) => sessions.userOf(id, 'alcantir', start + at), userId };
}

describe('a staff member’s sign-in', () => {
  it('ends after 30 minutes unused, and lasts while used', () => {
    const { who, userId } = signedIn('gestor');
    expect(who(25 * MINUTE)).toBe(userId);
    expect(who(50 * MINUTE)).toBe(userId);
    expect(who(50 * MINUTE + SIGN_IN_LIMITS.staff.idle)).toBeUndefined();
    // Ended for good: the next call does not bring it back.
    expect(who(51 * MINUTE)).toBeUndefined();
  });

  it('ends 12 hours after signing in, however busy', () => {
    const { who, userId } = signedIn('brigada');
    for (let at = 20 * MINUTE; at < 12 * HOUR; at += 20 * MINUTE) expect(who(at)).toBe(userId);
    expect(who(12 * HOUR)).toBeUndefined();
  });
});

describe('a citizen’s sign-in', () => {
  it('lasts days while used, ends after 7 days unused or 30 days in all', () => {
    const idle = signedIn('vecina');
    expect(idle.who(3 * HOUR)).toBe(idle.userId);
    expect(idle.who(6 * DAY)).toBe(idle.userId);
    expect(idle.who(13 * DAY + HOUR)).toBeUndefined();

    const busy = signedIn('vecina');
    for (let at = DAY; at < 30 * DAY; at += DAY) expect(busy.who(at)).toBe(busy.userId);
    expect(busy.who(30 * DAY)).toBeUndefined();
  });
});
