import { describe, expect, it } from 'vitest';
import { timelineOf } from '../../../../src/domain/requests/request-timeline.ts';
import type { RequestStatus } from '../../../../src/domain/requests/request-status.ts';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const created = { at: at(1), action: 'created', after: { status: 'Recibida' as RequestStatus } };
const moved = (day: number, status: RequestStatus) => ({ at: at(day), action: 'status', after: { status } });
const reply = (day: number) => ({ at: at(day), action: 'reply', after: null });

describe('the status timeline of a request', () => {
  it('shows a new request received, with the steps to come', () => {
    expect(timelineOf('Recibida', at(1), [created])).toEqual([
      { status: 'Recibida', state: 'current', at: at(1) },
      { status: 'En gestión', state: 'pending' },
      { status: 'Resuelta o Rechazada', state: 'pending' },
      { status: 'Cerrada', state: 'pending' },
    ]);
  });

  it('dates each step reached, names the decision taken, and ignores replies', () => {
    const history = [created, moved(2, 'En gestión'), reply(3), moved(4, 'Resuelta'), moved(5, 'Cerrada')];
    expect(timelineOf('Cerrada', at(1), history)).toEqual([
      { status: 'Recibida', state: 'done', at: at(1) },
      { status: 'En gestión', state: 'done', at: at(2) },
      { status: 'Resuelta', state: 'done', at: at(4) },
      { status: 'Cerrada', state: 'current', at: at(5) },
    ]);
  });

  it('has no "En gestión" for a request turned down without being worked on', () => {
    expect(timelineOf('Rechazada', at(1), [created, moved(2, 'Rechazada')])).toEqual([
      { status: 'Recibida', state: 'done', at: at(1) },
      { status: 'Rechazada', state: 'current', at: at(2) },
      { status: 'Cerrada', state: 'pending' },
    ]);
  });

  it('shows the decision to come again for a request reopened, dated by its last start', () => {
    const history = [created, moved(2, 'En gestión'), moved(3, 'Resuelta'), moved(6, 'En gestión')];
    expect(timelineOf('En gestión', at(1), history)).toEqual([
      { status: 'Recibida', state: 'done', at: at(1) },
      { status: 'En gestión', state: 'current', at: at(6) },
      { status: 'Resuelta o Rechazada', state: 'pending' },
      { status: 'Cerrada', state: 'pending' },
    ]);
  });
});
