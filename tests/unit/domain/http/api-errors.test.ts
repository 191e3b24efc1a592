import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, API_ERRORS, ApiError, type ApiErrorName } from '../../../../src/domain/http/api-errors.ts';
import { DICTIONARIES } from '../../../../src/i18n/index.ts';

const NAMES = Object.keys(API_ERRORS) as ApiErrorName[];

describe('the one list of the API’s refusals', () => {
  it('gives each an HTTP error status, a code and the key of words every dictionary has', () => {
    for (const name of NAMES) {
      const { status, code, key } = API_ERRORS[name];
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(600);
      expect(code, name).toMatch(/^[a-z][a-z0-9-]*$/);
      for (const [language, dictionary] of Object.entries(DICTIONARIES)) expect(Object.hasOwn(dictionary, key), `${name} in ${language}`).toBe(true);
    }
  });

  it('lists every code once', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    expect(new Set(NAMES.map((name) => API_ERRORS[name].code))).toEqual(new Set(API_ERROR_CODES));
  });
});

describe('a refusal the server throws', () => {
  it('carries its status, code and key from the list, and no words', () => {
    const error = new ApiError('deskConflict', { extra: { current: 1 } });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', refusal: 'deskConflict', status: 409, code: 'conflict', key: 'api.error.conflict' });
    expect(error.extra).toEqual({ current: 1 });
    expect(error.message).toBe('deskConflict');
  });

  it('defaults its parameters, problems, extra fields and headers to empty', () => {
    expect(new ApiError('deskConflict')).toMatchObject({ params: {}, problems: [], extra: {}, headers: {} });
  });
});
