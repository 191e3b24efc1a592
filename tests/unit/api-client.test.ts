import { describe, expect, it } from 'vitest';
import { ApiRequestError, interpret, queryString, resolveUrl } from '../../src/api/client.ts';

describe('response handling (spec §7)', () => {
  it('returns the parsed body for 200 and 201', () => {
    expect(interpret(200, 'OK', '{"items":[]}', '/x', 'GET')).toEqual({ items: [] });
    expect(interpret(201, 'Created', '{"_id":"1"}', '/x', 'POST')).toEqual({ _id: '1' });
  });
  it('adds httpStatus to the parsed body for other statuses', () => {
    expect(interpret(400, 'Bad Request', '{"err":"captcha failed"}', '/x', 'POST')).toEqual({ err: 'captcha failed', httpStatus: 400 });
  });
  it('gives an error object for a 500 or an empty body', () => {
    expect(interpret(500, 'Internal Server Error', '{"a":1}', '/x', 'GET')).toMatchObject({ error: true, status: 'error', httpStatus: 500, statusText: 'Internal Server Error' });
    expect(interpret(200, 'OK', '', '/x', 'GET')).toMatchObject({ error: true, httpStatus: 200 });
  });
  it('gives the raw text and a parse-error flag for an unparseable body', () => {
    expect(interpret(200, 'OK', '<html>', '/x', 'GET')).toMatchObject({ error: true, parseError: true, raw: '<html>' });
  });
  it('reads failures like ofetch: [GET] "url": 404 Not Found', () => {
    const error = new ApiRequestError({ error: true, status: 'error', httpStatus: 404, statusText: 'Not Found', url: 'http://h/api/x', method: 'GET' });
    expect(error.message).toBe('[GET] "http://h/api/x": 404 Not Found');
    expect(error.name).toBe('ApiRequestError');
  });
});

describe('URLs', () => {
  it('resolves same-origin endpoints against the build origin and keeps absolute ones', () => {
    expect(resolveUrl('/api', 'alcantir/collections/settings', 'http://127.0.0.1:4321')).toBe('http://127.0.0.1:4321/api/alcantir/collections/settings');
    expect(resolveUrl('https://api.example', '/a/b', 'http://127.0.0.1')).toBe('https://api.example/a/b');
    expect(resolveUrl('/api', 'a', undefined)).toBe('/api/a');
  });
  it('writes the query language without escaping its signs', () => {
    expect(queryString({ nodeTypes: '/noticia/i', '!section': '', sort: '-_id,date', section: '"abc"' }))
      .toBe('?nodeTypes=/noticia/i&!section&sort=-_id,date&section=%22abc%22');
  });
});
