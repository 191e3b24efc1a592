import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { deliveryOf, isNoticeTopic, isPublicTopic, NOTICE_ZONE, PERSONAL_TOPICS, PUBLIC_TOPICS, sendableAt } from '../../../../src/domain/notices/topics.ts';

const madrid = (iso: string) => DateTime.fromISO(iso, { zone: NOTICE_ZONE }).toMillis();
const local = (ms: number) => DateTime.fromMillis(ms, { zone: NOTICE_ZONE }).toFormat("yyyy-MM-dd'T'HH:mm");

describe('notice topics', () => {
  it('keeps personal topics apart from the ones anyone may choose', () => {
    for (const topic of PERSONAL_TOPICS) expect(isPublicTopic(topic)).toBe(false);
    for (const topic of PUBLIC_TOPICS) expect(isPublicTopic(topic)).toBe(true);
    expect(isNoticeTopic('mis-citas')).toBe(true);
    expect(isNoticeTopic('fiestas')).toBe(false);
  });

  it('sends an urgent notice as high urgency whatever its topic', () => {
    expect(deliveryOf('agenda', false).urgency).toBe('low');
    expect(deliveryOf('agenda', true)).toEqual({ ttlSeconds: deliveryOf('agenda', false).ttlSeconds, urgency: 'high' });
  });
});

describe('quiet hours', () => {
  it('sends at once by day', () => {
    const at = madrid('2026-12-03T08:00');
    expect(sendableAt(at, false)).toBe(at);
    expect(sendableAt(madrid('2026-12-03T21:59'), false)).toBe(madrid('2026-12-03T21:59'));
  });

  it('holds a notice written at night until 8:00 the next morning', () => {
    expect(local(sendableAt(madrid('2026-12-03T22:00'), false))).toBe('2026-12-04T08:00');
    expect(local(sendableAt(madrid('2026-12-04T02:30'), false))).toBe('2026-12-04T08:00');
  });

  it('never holds an urgent notice', () => {
    const at = madrid('2026-12-04T02:30');
    expect(sendableAt(at, true)).toBe(at);
  });

  it('ends the night at 8:00 local on the nights the clocks change', () => {
    // 25 October 2026: 3:00 becomes 2:00 (CEST to CET); 28 March 2027: 2:00 becomes 3:00.
    const autumn = sendableAt(madrid('2026-10-24T23:00'), false);
    expect(local(autumn)).toBe('2026-10-25T08:00');
    expect(autumn - madrid('2026-10-24T23:00')).toBe(10 * 3600_000);
    const spring = sendableAt(madrid('2027-03-27T23:00'), false);
    expect(local(spring)).toBe('2027-03-28T08:00');
    expect(spring - madrid('2027-03-27T23:00')).toBe(8 * 3600_000);
  });
});
