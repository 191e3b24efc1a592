import { describe, expect, it } from 'vitest';
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
