import { describe, expect, it } from 'vitest';
import { citizenHistory, threadsOf, type HistoryEntry } from '../../../../src/domain/requests/request-history.ts';
import { newReference, parseReference, referencePrefix } from '../../../../src/domain/requests/request-reference.ts';
import {
  acceptsReplies,
  canMoveRequest,
  isRequestStatus,
  nextStatuses,
  REQUEST_STATUSES,
  statusLabelKey,
  timelineStep,
} from '../../../../src/domain/requests/request-status.ts';
import { DICTIONARIES, t } from '../../../../src/i18n/index.ts';
import { UI_LANGUAGES } from '../../../../src/schemas/languages.ts';

describe('request statuses', () => {
  it('move Recibida → En gestión → Resuelta | Rechazada → Cerrada, reopen Resuelta, and reject what was never started', () => {
    const moves = REQUEST_STATUSES.flatMap((from) => nextStatuses(from).map((to) => `${from} → ${to}`));
    expect(moves).toEqual([
      'Recibida → En gestión',
      'Recibida → Rechazada',
      'En gestión → Resuelta',
      'En gestión → Rechazada',
      'Resuelta → Cerrada',
      'Resuelta → En gestión',
      'Rechazada → Cerrada',
    ]);
    expect(canMoveRequest('Recibida', 'Resuelta')).toBe(false);
    expect(canMoveRequest('Cerrada', 'En gestión')).toBe(false);
    expect(canMoveRequest('Rechazada', 'En gestión')).toBe(false);
  });

  it('take replies from the citizen until the request is closed', () => {
    expect(REQUEST_STATUSES.filter(acceptsReplies)).toEqual(['Recibida', 'En gestión', 'Resuelta', 'Rechazada']);
  });

  it('have a label in every language, the spec’s words in Spanish and no Spanish left in the others', () => {
    for (const status of REQUEST_STATUSES) {
      expect(t('es', statusLabelKey(status))).toBe(status);
      for (const lang of UI_LANGUAGES.filter((l) => l !== 'es')) expect(t(lang, statusLabelKey(status)), `${status} in ${lang}`).not.toBe(status);
    }
    expect(REQUEST_STATUSES.map((s) => t('va', statusLabelKey(s)))).toEqual(['Rebuda', 'En gestió', 'Resolta', 'Rebutjada', 'Tancada']);
  });

  it('each have their label in every language’s own dictionary, not borrowed from another', () => {
    const missing = UI_LANGUAGES.flatMap((lang) =>
      REQUEST_STATUSES.filter((status) => !(DICTIONARIES[lang] as Record<string, string | undefined>)[statusLabelKey(status)]?.trim()).map(
        (status) => `${status} in ${lang}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('each show in the citizen’s timeline in the order of a request’s life, the decision’s two sharing a step', () => {
    expect(REQUEST_STATUSES.map(timelineStep)).toEqual([0, 1, 2, 2, 3]);
    for (const status of REQUEST_STATUSES) for (const to of nextStatuses(status)) expect(isRequestStatus(to)).toBe(true);
    expect(isRequestStatus('Abierta')).toBe(false);
    expect(isRequestStatus('toString')).toBe(false);
  });
});

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
