import { describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_MS, makeChallenge } from '../../../server/core/captcha-challenge.ts';
import { Captchas, type IssuedCaptcha } from '../../../server/store/captchas.ts';
import { WORK_MAX_NUMBER } from '../../../server/core/captcha-work.ts';
import { solveSync } from './support/captcha-work.ts';
import { openDatabase } from '../../../server/store/database.ts';
import { questionInWords } from '../../../server/core/captcha-words.ts';
import { localServer } from './support/local-server.ts';

describe('the captcha challenge', () => {
  it('never has a negative result and its answer is the operation', () => {
    for (let i = 0; i < 200; i++) {
      const { a, op, b, answer } = makeChallenge();
      expect(Number(answer)).toBe(op === '+' ? a + b : a - b);
      expect(Number(answer)).toBeGreaterThanOrEqual(0);
    }
  });

  it('adds or takes a one-digit number from a two-digit one: fifty-eight results, not the nineteen of 0 to 18', () => {
    // The rarest results (1 = 10 − 9, 58 = 49 + 9) come once in 720 draws: 3,000 draws missed one of them in
    // about one run in thirty; 30,000 miss it in fewer than one in 10¹⁷.
    const results = new Set<number>();
    for (let i = 0; i < 30_000; i++) {
      const { a, b, answer } = makeChallenge();
      expect(a).toBeGreaterThanOrEqual(10);
      expect(a).toBeLessThanOrEqual(49);
      expect(b).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(9);
      results.add(Number(answer));
    }
    expect(Math.min(...results)).toBe(1);
    expect(Math.max(...results)).toBe(58);
    expect(results.size).toBe(58);
  });

  it('uses a fixed test answer with operands that add up to it', () => {
    for (const fixed of ['0', '7', '18', '25']) {
      const { a, op, b, answer } = makeChallenge(fixed);
      expect([op, a + b, answer]).toEqual(['+', Number(fixed), fixed]);
    }
  });

  it('reads the operation in words in every portal language', () => {
    expect(questionInWords(7, '+', 3, 'es')).toBe('¿Cuánto es siete más tres?');
    expect(questionInWords(8, '-', 1, 'va')).toBe('Quant fan huit menys u?');
    expect(questionInWords(8, '-', 1, 'ca')).toBe('Quant fan vuit menys un?');
    expect(questionInWords(21, '+', 6, 'es')).toBe('¿Cuánto es veintiuno más seis?');
    expect(questionInWords(26, '-', 3, 'es')).toBe('¿Cuánto es veintiséis menos tres?');
    expect(questionInWords(31, '+', 2, 'es')).toBe('¿Cuánto es treinta y uno más dos?');
    expect(questionInWords(21, '+', 8, 'va')).toBe('Quant fan vint-i-u més huit?');
    expect(questionInWords(48, '-', 1, 'va')).toBe('Quant fan quaranta-huit menys u?');
    expect(questionInWords(21, '+', 8, 'ca')).toBe('Quant fan vint-i-un més vuit?');
    expect(questionInWords(38, '-', 9, 'ca')).toBe('Quant fan trenta-vuit menys nou?');
    expect(questionInWords(40, '+', 5, 'en')).toBe('What is forty plus five?');
    expect(questionInWords(47, '-', 9, 'en')).toBe('What is forty-seven minus nine?');
  });

  it('is single use and expires after ten minutes', () => {
    const captchas = new Captchas(openDatabase(':memory:'), 50);
    const now = 1_000_000;
    const solved = (c: IssuedCaptcha) => solveSync(c.work);
    const first = captchas.issue('s', 'alcantir', undefined, now);
    expect(captchas.consume('s', 'alcantir', first.answer, solved(first), now + 1000)).toBe(true);
    expect(captchas.consume('s', 'alcantir', first.answer, solved(first), now + 2000)).toBe(false);
    const late = captchas.issue('s', 'alcantir', undefined, now);
    expect(captchas.consume('s', 'alcantir', late.answer, solved(late), now + CAPTCHA_TTL_MS + 1)).toBe(false);
    const wrong = captchas.issue('s', 'alcantir', undefined, now);
    expect(captchas.consume('s', 'alcantir', String(Number(wrong.answer) + 1), solved(wrong), now)).toBe(false);
    // A wrong guess spends it: the right answer afterwards is refused too.
    expect(captchas.consume('s', 'alcantir', wrong.answer, solved(wrong), now)).toBe(false);
  });
});

describe('the captcha call', () => {
  it('answers an SVG image that is never cached, and the same challenge in words', async () => {
    const { client } = localServer({ captchaAnswer: '9' });
    const tab = client();
    const image = await tab.get('/api/alcantir/requests/captcha');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe('no-store');
    const svg = await image.text();
    expect(svg).toMatch(/^<svg[^>]*><rect width="100%" height="100%" fill="#fff"\/>/);
    expect(svg).toMatch(/<path /);
    expect(svg).not.toMatch(/<script|<text/i);
    const text = await (await tab.get('/api/alcantir/requests/captcha?format=text&lang=va')).json();
    expect(text.question).toMatch(/^Quant fan \S+ més \S+\?$/);
    expect(text.work).toMatchObject({ algorithm: 'SHA-256', challenge: expect.stringMatching(/^[0-9a-f]{64}$/), maxNumber: WORK_MAX_NUMBER });
    // The form's call: the same image as a data: URL, with its work.
    const json = await tab.get('/api/alcantir/requests/captcha?format=json');
    expect(json.headers.get('cache-control')).toBe('no-store');
    const { image: dataUrl, work } = await json.json();
    expect(Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toMatch(/^<svg[^>]*><rect /);
    expect(work.salt).not.toBe(text.work.salt);
  });

  it('keeps each challenge to its session and realm: another tab or town hall cannot answer it', () => {
    const captchas = new Captchas(openDatabase(':memory:'), 50);
    const issued = captchas.issue('tab-1', 'alcantir');
    const work = solveSync(issued.work);
    expect(captchas.consume('tab-2', 'alcantir', issued.answer, work)).toBe(false);
    expect(captchas.consume('tab-1', 'vilamar', issued.answer, work)).toBe(false);
    expect(captchas.consume('tab-1', 'alcantir', issued.answer, work)).toBe(true);
  });

  it('answers 404 for an unknown realm', async () => {
    const { client } = localServer();
    expect((await client().get('/api/nowhere/requests/captcha')).status).toBe(404);
  });
});
