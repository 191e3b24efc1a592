/**
 * The one error model of the API (src/domain/http/api-errors.ts): every refusal has its words in every language,
 * the Spanish ones as they always were; the error handler words a thrown refusal in the caller's language; and
 * no server file words a refusal itself.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerUnexpected } from '../../../server/http/errors.ts';
import { API_ERRORS, ApiError, type ApiErrorName } from '../../../src/domain/http/api-errors.ts';
import ca from '../../../src/i18n/ca.json' with { type: 'json' };
import en from '../../../src/i18n/en.json' with { type: 'json' };
import es from '../../../src/i18n/es.json' with { type: 'json' };
import va from '../../../src/i18n/va.json' with { type: 'json' };
import { t } from '../../../src/i18n/index.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { sources } from '../support/imports.ts';
import { browser, localServer } from './support/local-server.ts';

const DICTIONARIES: Record<string, Record<string, string>> = { es, va, ca, en };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Refusals whose words in the dictionaries are missing, or whose placeholders differ from the Spanish ones. */
function unworded(refusals: Record<string, { key: string }>, dictionaries: Record<string, Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const [name, { key }] of Object.entries(refusals)) {
    const spanish = dictionaries.es?.[key];
    for (const [lang, strings] of Object.entries(dictionaries)) {
      const text = strings[key];
      if (!text) problems.push(`${name}: no "${key}" in ${lang}`);
      else if (spanish && placeholders(text).join() !== placeholders(spanish).join()) problems.push(`${name}: "${key}" in ${lang} has other placeholders`);
    }
  }
  return problems;
}

describe('the list of refusals', () => {
  it('finds a refusal without words in a language, and one whose words lose a placeholder', () => {
    const refusals = { a: { key: 'x.a' }, b: { key: 'x.b' } };
    const dictionaries = { es: { 'x.a': 'A {max}', 'x.b': 'B' }, va: { 'x.a': 'A' }, en: { 'x.a': 'A {max}', 'x.b': 'B' } };
    expect(unworded(refusals, dictionaries)).toEqual(['a: "x.a" in va has other placeholders', 'b: no "x.b" in va']);
  });

  it('has the words of every refusal in every language of the dictionaries', () => {
    expect(unworded(API_ERRORS, DICTIONARIES)).toEqual([]);
  });

  it('keeps the Spanish words the API always answered, word for word', () => {
    const spanish = (name: ApiErrorName, params?: Record<string, string | number>) => {
      const error = new ApiError(name, { params });
      return t('es', error.key, error.params);
    };
    expect(spanish('noRealm')).toBe('No se ha definido el municipio de la solicitud!.');
    expect(spanish('noMailbox')).toBe('No se ha definido el buzón de la solicitud!.');
    expect(spanish('mailboxMisconfigured')).toBe('Buzón no configurado correctamente.');
    expect(spanish('noUser')).toBe('Usuario no encontrado');
    expect(spanish('mailboxClosed')).toBe('Este Buzón está cerrado');
    expect(spanish('sendFailed')).toBe('Se ha producido un error al enviar la solicitud');
    expect(spanish('profileIncomplete')).toBe('Debes rellenar tus datos y verificar tu correo electrónico para poder enviar una solicitud.');
    expect(spanish('paymentRequired')).toBe('No se ha podido enviar su solicitud. Debe efectuar antes el pago de la misma.');
    expect(spanish('deskMessage', { max: 5000 })).toBe('El mensaje debe tener entre 1 y 5000 caracteres.');
    expect(spanish('replyMessage', { max: 5000 })).toBe('Escriba un mensaje de 1 a 5000 caracteres.');
    expect(spanish('exportTooMany', { max: 10000 })).toBe('Más de 10000 solicitudes: acote los filtros para exportarlas.');
    expect(spanish('uploadTooLarge', { max: '10 MB' })).toBe('El archivo supera el tamaño máximo de 10 MB.');
    expect(spanish('unexpected')).toBe('Ha ocurrido un error');
  });
});

describe('the error handler', () => {
  const realms = loadRealms(realmsDir());
  /** A bare app whose routes throw, with the write side's handler. */
  const throwing = () => {
    const app = new Hono();
    app.get('/api/:realm/refused', () => {
      throw new ApiError('deskMessage', { params: { max: 5000 }, extra: { current: 3 }, headers: { 'Cache-Control': 'no-store' } });
    });
    app.get('/api/:realm/form', () => {
      throw new ApiError('requestInvalid', { problems: [{ field: 'title', key: 'request.error.fillField', params: { field: 'Título' } }] });
    });
    app.get('/api/:realm/broken', () => {
      throw new TypeError('a bug');
    });
    app.onError(answerUnexpected('test', () => realms));
    return app;
  };
  const call = (app: Hono, path: string, language?: string) => app.request(path, { headers: language ? { 'Accept-Language': language } : {} });

  it('words a thrown refusal in the language the caller asks for, among its realm languages', async () => {
    const app = throwing();
    const inValencian = await call(app, '/api/alcantir/refused', 'va');
    expect(inValencian.status).toBe(400);
    expect(inValencian.headers.get('cache-control')).toBe('no-store');
    expect(await inValencian.json()).toEqual({ err: 'El missatge ha de tindre entre 1 i 5000 caràcters.', errCode: 'message', current: 3 });
    // Alcantir speaks Spanish and Valencian: a Catalan caller is answered in Valencian, the language it stands in
    // for (src/schemas/languages.ts); a caller whose languages the realm does not speak, in the realm's first.
    expect((await (await call(app, '/api/alcantir/refused', 'ca')).json()).err).toBe('El missatge ha de tindre entre 1 i 5000 caràcters.');
    expect((await (await call(app, '/api/alcantir/refused', 'fr')).json()).err).toBe('El mensaje debe tener entre 1 y 5000 caracteres.');
    expect((await (await call(app, '/api/vilamar/refused', 'ca')).json()).err).toBe('El missatge ha de tenir entre 1 i 5000 caràcters.');
    expect((await (await call(app, '/api/alcantir/refused?lang=va')).json()).err).toBe('El missatge ha de tindre entre 1 i 5000 caràcters.');
  });

  it("words a form's problems each, the first one as err", async () => {
    const body = await (await call(throwing(), '/api/alcantir/form', 'va')).json();
    expect(body.errCode).toBe('form');
    expect(body.errors).toEqual([
      { field: 'title', key: 'request.error.fillField', params: { field: 'Título' }, message: t('va', 'request.error.fillField', { field: 'Título' }) },
    ]);
    expect(body.err).toBe(body.errors[0].message);
  });

  it('answers anything else as a 500 worded like a refusal, without what failed', async () => {
    const broken = await call(throwing(), '/api/vilamar/broken', 'ca');
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ err: "S'ha produït un error", errCode: 'unexpected' });
  });

  it('words the real routes in the caller language too, and knows no realm it was not given', async () => {
    const { app } = localServer();
    const tab = browser(app);
    const mailbox = await tab.request('/api/alcantir/mailbox/nada', { headers: { 'Accept-Language': 'va' } });
    expect(mailbox.status).toBe(404);
    expect(await mailbox.json()).toEqual({ err: t('va', 'request.error.noMailbox'), errCode: 'no-mailbox' });
    const noRealm = await tab.request('/api/nowhere/mailbox/nada', { headers: { 'Accept-Language': 'en' } });
    expect(await noRealm.json()).toEqual({ err: "The request's municipality is not defined.", errCode: 'no-realm' });
    expect(await (await tab.get('/api/nowhere/mailbox/nada')).json()).toEqual({ err: 'No se ha definido el municipio de la solicitud!.', errCode: 'no-realm' });
    // A sign-in names no realm in its path: the host's realm (Alcantir: Spanish and Valencian) chooses.
    const login = { user: 'nadie', password: 'x' };
    const wrong = await tab.post('/api/v2/auth/login', login, { 'Accept-Language': 'va' });
    expect(await wrong.json()).toEqual({ err: t('va', 'api.error.credentialsWrong'), errCode: 'credentials' });
    const inEnglish = await tab.post('/api/v2/auth/login', login, { 'Accept-Language': 'en' });
    expect((await inEnglish.json()).err).toBe('Usuario o contraseña incorrectos.');
  });
});

/**
 * Where a server file words a refusal itself instead of throwing an `ApiError`: an `err` given a literal or a
 * constant, the dictionaries asked for Spanish whatever the caller speaks, or a Spanish string literal.
 */
function inlineWords(files: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    code.split('\n').forEach((line, i) => {
      const at = `${file}:${i + 1}`;
      if (/\berr\s*:\s*(['"`]|[A-Z][A-Z0-9_]+\b)/.test(line)) problems.push(`${at}: err worded in place`);
      if (/\bt\(\s*'es'/.test(line)) problems.push(`${at}: worded in Spanish whatever the caller speaks`);
      if (/(['"`])[^'"`]*[áéíóúñÁÉÍÓÚÑ¿¡][^'"`]*\1/.test(line)) problems.push(`${at}: a Spanish string`);
    });
  }
  return problems;
}

describe('the server words no refusal itself', () => {
  it('finds an err literal, an err constant, Spanish wording and a Spanish string, not comments', () => {
    const files = {
      'a.ts': "return c.json({ err: 'Usuario no encontrado' }, 401);",
      'b.ts': 'return c.json({ err: NOT_FOUND }, 404);',
      'c.ts': "return c.json({ err: t('es', 'request.error.payment') });",
      'd.ts': "const CLOSED = 'La solicitud está cerrada.';",
      'e.ts': "/** Answers 'Buzón no configurado correctamente.' */\n// err: 'x'\nthrow new ApiError('noUser');",
    };
    expect(inlineWords(files)).toEqual([
      'a.ts:1: err worded in place',
      'b.ts:1: err worded in place',
      'c.ts:1: worded in Spanish whatever the caller speaks',
      'd.ts:1: a Spanish string',
    ]);
  });

  it('holds in server/http and server/store', () => {
    // The migrations keep frozen copies of the statuses as the database stores them ('En gestión' is a value of
    // docs/product-spec.md §4, not words of a refusal): server/store/schema.ts is read by the frozen-migrations test.
    const files = Object.entries({ ...sources('server/http'), ...sources('server/store') }).filter(([file]) => !file.endsWith('store/schema.ts'));
    expect(files.length).toBeGreaterThan(20);
    expect(inlineWords(Object.fromEntries(files))).toEqual([]);
  });
});
