import { describe, expect, it } from 'vitest';
import { citizenHistory, threadsOf, type HistoryEntry } from '../../../../src/domain/requests/request-history.ts';

describe('what the citizen sees of a history', () => {
  const entry = (id: number, action: HistoryEntry['action'], extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
    id,
    at: `2026-05-0${id}T10:00:00.000Z`,
    actor: { kind: action === 'reply' || action === 'created' ? 'citizen' : 'staff', id: action === 'reply' ? 'citizen-1' : 'staff-1' },
    action,
    before: null,
    after: null,
    message: null,
    citizenVisible: action !== 'note' && action !== 'assign',
    ...extra,
  });
  const history = [
    entry(1, 'created', { after: { status: 'Recibida' } }),
    entry(2, 'assign', { after: { assignedTo: 'staff-1' } }),
    entry(3, 'status', { before: { status: 'Recibida' }, after: { status: 'En gestión' }, message: 'Lo revisamos esta semana.' }),
    entry(4, 'note', { message: 'Vecina conocida; llamar antes de ir.' }),
    entry(5, 'reply', { message: 'Gracias, estaré en casa por la tarde.' }),
    entry(6, 'status', { before: { status: 'En gestión' }, after: { status: 'Resuelta' } }),
    entry(7, 'message', { message: 'La farola ya funciona.' }),
  ];

  it('threads: messages both ways with author and date, never a note, oldest first', () => {
    expect(threadsOf(history)).toEqual([
      { at: '2026-05-03T10:00:00.000Z', author: 'staff', message: 'Lo revisamos esta semana.', status: 'En gestión' },
      { at: '2026-05-05T10:00:00.000Z', author: 'citizen', message: 'Gracias, estaré en casa por la tarde.' },
      { at: '2026-05-07T10:00:00.000Z', author: 'staff', message: 'La farola ya funciona.' },
    ]);
  });

  it('history: the entries they see, without which member of staff acted', () => {
    const seen = citizenHistory(history);
    expect(seen.map((e) => e.action)).toEqual(['created', 'status', 'reply', 'status', 'message']);
    expect(seen.every((e) => e.actor.id === null)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('llamar antes');
  });
});
