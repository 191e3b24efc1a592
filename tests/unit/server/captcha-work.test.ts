import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueWork, WORK_MAX_NUMBER, workDone } from '../../../server/core/captcha-work.ts';
import { CAPTCHA_TTL_MS } from '../../../server/core/captcha-challenge.ts';
import { numberInWords } from '../../../server/core/captcha-words.ts';
import { solveWork, type CaptchaWork } from '../../../src/domain/requests/captcha-work.ts';
import { solveSync } from './support/captcha-work.ts';
import { deviceTab, localServer, solvedCaptcha } from './support/local-server.ts';

const CREATE = '/api/alcantir/requests/incidencias/create';
const REFUSED = { err: 'Error en el Captcha!. Introduzca el resultado de la operación correctamente.', errCode: 'captcha' };

/** An incidencia as the form sends it, without photos (the mailbox takes none as required). */
const incidencia = {
  title: 'Farola apagada',
  body: 'La farola de la esquina lleva tres noches apagada y la calle queda a oscuras',
  category: 'Alumbrado público',
  address: 'Calle Abadia, 3',
  contact: { firstName: 'Marta', lastName: 'Soler', telephone: '600111222', email: 'marta.obra@example.org' },
  privacyAccepted: true,
  captcha: '7',
};

describe('the proof of work, on its own', () => {
  const key = randomBytes(32);
  const now = 1_790_000_000_000;

  it('hides a number no larger than its maximum, whose digest is the challenge', () => {
    const { number, ...work } = issueWork(key, 'alcantir', now + CAPTCHA_TTL_MS, 300);
    expect(number).toBeGreaterThanOrEqual(0);
    expect(number).toBeLessThanOrEqual(300);
    expect(createHash('sha256').update(`${work.salt}${number}`).digest('hex')).toBe(work.challenge);
    expect(solveSync(work).number).toBe(number);
  });

  it('is done only by the number found, with the signature of this server and realm, before it expires', () => {
    const { number: _hidden, ...work } = issueWork(key, 'alcantir', now + CAPTCHA_TTL_MS, 300);
    const solution = solveSync(work);
    expect(workDone(key, 'alcantir', solution, now)).toBe(true);
    // Another number: its digest is not the signed challenge.
    expect(workDone(key, 'alcantir', { ...solution, number: solution.number + 1 }, now)).toBe(false);
    // Another realm's, or another server's key.
    expect(workDone(key, 'vilamar', solution, now)).toBe(false);
    expect(workDone(randomBytes(32), 'alcantir', solution, now)).toBe(false);
    // A salt of one's own, with its expiry pushed back, breaks the signature.
    expect(workDone(key, 'alcantir', { ...solution, salt: solution.salt.replace(/\.\d+$/, '.9999999999999') }, now)).toBe(false);
    // Expired with its captcha.
    expect(workDone(key, 'alcantir', solution, now + CAPTCHA_TTL_MS)).toBe(false);
    // Nothing, or not a solution.
    for (const given of [undefined, null, '', 'x', {}, { salt: work.salt, number: -1, signature: work.signature }, { ...solution, number: '1' }])
      expect(workDone(key, 'alcantir', given, now)).toBe(false);
  });

  it("is solved by the browser's loop over SHA-256 at the server's difficulty, even when the number is the last one", async () => {
    // The worst case: the number is the last one tried. The figure in server/core/captcha-work.ts is this loop's.
    const salt = `${randomBytes(12).toString('hex')}.${now}`;
    const challenge = createHash('sha256').update(`${salt}${WORK_MAX_NUMBER}`).digest('hex');
    const work: CaptchaWork = { algorithm: 'SHA-256', salt, challenge, maxNumber: WORK_MAX_NUMBER, signature: 's' };
    const encoder = new TextEncoder();
    // How long it takes is a figure for docs/security.md, not a test: a shared machine's timing proves nothing.
    const solution = await solveWork(work, (text) => crypto.subtle.digest('SHA-256', encoder.encode(text)));
    expect(solution?.number).toBe(WORK_MAX_NUMBER);
  });
});

describe('a request to a mailbox with a captcha', { timeout: 30_000 }, () => {
  const server = localServer({ captchaAnswer: '7' });
  const created = () => server.store.db.prepare('SELECT count(*) AS n FROM requests').get() as { n: number };

  it('is created with the answer and the work of the captcha shown', async () => {
    const tab = await deviceTab(server.app);
    const before = created().n;
    const sent = await tab.post(CREATE, { ...incidencia, captchaWork: await solvedCaptcha(tab) });
    expect(sent.status).toBe(200);
    expect(created().n).toBe(before + 1);
  });

  it('is refused without the work, and the captcha is spent', async () => {
    const tab = await deviceTab(server.app);
    const shown = await (await tab.get('/api/alcantir/requests/captcha?format=json')).json();
    const missing = await tab.post(CREATE, incidencia);
    expect([missing.status, await missing.json()]).toEqual([400, REFUSED]);
    // The work solved afterwards comes too late: the captcha went with the refusal.
    const late = await tab.post(CREATE, { ...incidencia, captchaWork: solveSync(shown.work) });
    expect([late.status, await late.json()]).toEqual([400, REFUSED]);
  });

  it('is refused with a wrong number, or a work made up by the client', async () => {
    const tab = await deviceTab(server.app);
    const right = await solvedCaptcha(tab);
    const wrong = await tab.post(CREATE, { ...incidencia, captchaWork: { ...right, number: right.number + 1 } });
    expect([wrong.status, await wrong.json()]).toEqual([400, REFUSED]);
    const salt = `${'0'.repeat(24)}.${Date.now() + 60_000}`;
    const madeUp = await tab.post(CREATE, { ...incidencia, captchaWork: { salt, number: 0, signature: 'A'.repeat(43) } });
    expect([madeUp.status, await madeUp.json()]).toEqual([400, REFUSED]);
  });

  it('is refused when the work was used already, with a new captcha as much as with none', async () => {
    const tab = await deviceTab(server.app);
    const work = await solvedCaptcha(tab);
    expect((await tab.post(CREATE, { ...incidencia, captchaWork: work })).status).toBe(200);
    const again = await tab.post(CREATE, { ...incidencia, captchaWork: work });
    expect([again.status, await again.json()]).toEqual([400, REFUSED]);
    // A new captcha shown, its work not done: the old work is not its.
    await tab.get('/api/alcantir/requests/captcha?format=json');
    const reused = await tab.post(CREATE, { ...incidencia, captchaWork: work });
    expect([reused.status, await reused.json()]).toEqual([400, REFUSED]);
    // Another tab's work answers no captcha of this one.
    const other = await deviceTab(server.app);
    const theirs = await solvedCaptcha(other);
    await tab.get('/api/alcantir/requests/captcha?format=json');
    expect((await tab.post(CREATE, { ...incidencia, captchaWork: theirs })).status).toBe(400);
  });

  it('is refused once the captcha expired, work and all', async () => {
    const tab = await deviceTab(server.app);
    const work = await solvedCaptcha(tab);
    // Ten minutes later, as the server's clock sees it.
    const realNow = Date.now;
    Date.now = () => realNow() + CAPTCHA_TTL_MS + 1000;
    try {
      const expired = await tab.post(CREATE, { ...incidencia, captchaWork: work });
      expect([expired.status, await expired.json()]).toEqual([400, REFUSED]);
    } finally {
      Date.now = realNow;
    }
  });

  it('refuses a script that reads the operation in words but does not do the work', async () => {
    const tab = await deviceTab(server.app);
    const { question } = await (await tab.get('/api/alcantir/requests/captcha?format=text&lang=es')).json();
    // What such a script does: read the two numbers and the operator from the words.
    const words = Array.from({ length: 100 }, (_, n) => numberInWords(n, 'es'));
    const [, a, op, b] = /^¿Cuánto es (.+) (más|menos) (.+)\?$/.exec(question)!;
    const answer = op === 'más' ? words.indexOf(a!) + words.indexOf(b!) : words.indexOf(a!) - words.indexOf(b!);
    expect(String(answer)).toBe('7');
    const refused = await tab.post(CREATE, { ...incidencia, captcha: String(answer) });
    expect([refused.status, await refused.json()]).toEqual([400, REFUSED]);
    // With the work done, the same answer goes through.
    const { work } = await (await tab.get('/api/alcantir/requests/captcha?format=text&lang=es')).json();
    expect((await tab.post(CREATE, { ...incidencia, captcha: String(answer), captchaWork: solveSync(work) })).status).toBe(200);
  });
});
