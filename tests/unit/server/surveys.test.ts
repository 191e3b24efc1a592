import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/store/database.ts';
import { Surveys } from '../../../server/store/surveys.ts';
import { browser, localServer } from './support/local-server.ts';

/** The demo's open survey, call for proposals, closed and upcoming surveys (realms/alcantir/demo/encuestas.json). */
const OPEN = '/api/alcantir/surveys/6650e1a0c0ffee0000000001';
const PROPOSALS = '/api/alcantir/surveys/6650e1a0c0ffee0000000002';
const CLOSED = '/api/alcantir/surveys/6650e1a0c0ffee0000000003';
const UPCOMING = '/api/alcantir/surveys/6650e1a0c0ffee0000000004';
const VILAMAR = '/api/vilamar/surveys/6650e1a0c0ffee0000000101';

const census = (id: string, nacimiento: string) => ({ id, answers: { nacimiento } });
const answers = [
  { question: 'uso', value: 'biblioteca' },
  { question: 'servicios', value: ['wifi', 'bicis'] },
  { question: 'horario', value: ['tardes', 'mananas', 'findes'] },
];

describe('voting in a survey', () => {
  const server = localServer();

  it('stores one vote of a person in the census, and refuses a second one clearly', async () => {
    const tab = browser(server.app);
    const first = await tab.post(`${OPEN}/vote`, { census: census('12345678Z', '1985'), answers });
    expect([first.status, await first.json()]).toEqual([201, { ok: true }]);
    // Another device, the ID typed differently: the same person.
    const again = await browser(server.app).post(`${OPEN}/vote`, { census: census('12.345.678-z', '1985'), answers });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ err: 'Ya ha participado en esta encuesta: solo se admite una participación por persona.', errCode: 'already-voted' });
    expect(first.headers.get('cache-control')).toBe('no-store');
  });

  it("answers 'Información del censo inválida.' for a wrong answer, an unknown ID, another realm's resident or no census", async () => {
    const tab = browser(server.app);
    for (const given of [census('23456789D', '1991'), census('11111111H', '1985'), { id: '12345678Z', answers: { naixement: '1985' } }, undefined]) {
      const response = await tab.post(`${OPEN}/vote`, { census: given, answers });
      expect(response.status).toBe(400);
      expect((await response.json()).err).toBe('Información del censo inválida.');
    }
  });

  it('checks the answers with the rules the island applies: required, maximum choices, a complete ranking, text length', async () => {
    const tab = browser(server.app);
    const response = await tab.post(`${OPEN}/vote`, {
      census: census('23456789D', '1992'),
      answers: [
        { question: 'servicios', value: ['wifi', 'bicis', 'aseos'] },
        { question: 'horario', value: ['tardes'] },
        { question: 'sugerencias', value: 'x'.repeat(501) },
      ],
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors.map((e: { question: string; key: string }) => `${e.question} ${e.key}`)).toEqual([
      'uso survey.error.required',
      'servicios survey.error.maxChoices',
      'horario survey.error.rankingIncomplete',
      'sugerencias survey.error.textLength',
    ]);
    expect(body.err).toBe('Responda a esta pregunta.');
    // Refused answers cost no census check and store nothing: the same person may then vote.
    expect((await tab.post(`${OPEN}/vote`, { census: census('23456789D', '1992'), answers })).status).toBe(201);
  });

  it('refuses votes before the opening and after the closing, and for a survey of another realm', async () => {
    const tab = browser(server.app);
    const early = await tab.post(`${UPCOMING}/vote`, { census: census('34567890V', '1978'), answers: [{ question: 'nombre', value: 'moreras' }] });
    expect([early.status, (await early.json()).errCode]).toEqual([403, 'not-open']);
    const late = await tab.post(`${CLOSED}/vote`, { census: census('34567890V', '1978'), answers: [{ question: 'franja', value: 'tarde' }] });
    expect([late.status, (await late.json()).errCode]).toEqual([403, 'closed']);
    const elsewhere = await tab.post('/api/alcantir/surveys/6650e1a0c0ffee0000000101/vote', { census: census('34567890V', '1978'), answers });
    expect(elsewhere.status).toBe(404);
    expect((await tab.post(`${PROPOSALS}/vote`, { census: census('34567890V', '1978'), answers })).status).toBe(404);
  });

  it('refuses a vote sent from another site (the cross-site guard of every write call)', async () => {
    const response = await browser(server.app).post(`${OPEN}/vote`, { census: census('45678901G', '2001'), answers }, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(server.store.db.prepare('SELECT count(*) AS n FROM survey_voters WHERE survey_id = ?').get('6650e1a0c0ffee0000000001')).toEqual({ n: 2 });
  });

  it('keeps neither the census ID nor its answers, and nothing that ties a ballot to its voter', () => {
    const voters = server.store.db.prepare('SELECT * FROM survey_voters WHERE realm = ? AND survey_id = ?').all('alcantir', '6650e1a0c0ffee0000000001');
    expect(voters.map((row) => Object.keys(row).sort())).toEqual([
      ['channel', 'realm', 'survey_id', 'voter_hash'],
      ['channel', 'realm', 'survey_id', 'voter_hash'],
    ]);
    const files = ['db.sqlite', 'db.sqlite-wal'].map((f) => join(server.dir, f)).filter(existsSync);
    const everything = files.map((f) => readFileSync(f).toString('latin1')).join('');
    for (const secret of ['12345678Z', '23456789D', '"1985"']) expect(everything).not.toContain(secret);
  });

  it('publishes results only once the survey closes, with totals and no free texts', async () => {
    const tab = browser(server.app);
    const early = await tab.get(`${OPEN}/results`);
    expect([early.status, (await early.json()).errCode]).toEqual([403, 'not-closed']);
    const results = await (await tab.get(`${CLOSED}/results`)).json();
    expect(results.participants).toBe(174);
    expect(results.byChannel).toEqual({ web: 142, office: 32 });
    const franja = results.questions.find((q: { id: string }) => q.id === 'franja');
    expect(franja.options).toEqual([
      { id: 'continuo', votes: 55 },
      { id: 'tarde', votes: 36 },
      { id: 'partido', votes: 83 },
    ]);
    expect(results.questions.find((q: { id: string }) => q.id === 'comentarios')).toEqual({ id: 'comentarios', type: 'text', answered: 3, options: [] });
    expect(JSON.stringify(results)).not.toContain('sombra');
  });
});

describe('a call for proposals', () => {
  const server = localServer();
  const proposal = (title: string) => ({ census: census('56789012B', '1969'), title, text: 'Una pista de skate cubierta junto al polideportivo.' });

  it("takes up to its limit of proposals per person, then answers 'Una persona no puede enviar más de 3 propuestas.'", async () => {
    const tab = browser(server.app);
    for (const n of [1, 2, 3]) expect((await tab.post(`${PROPOSALS}/proposals`, proposal(`Propuesta ${n}`))).status).toBe(201);
    const fourth = await tab.post(`${PROPOSALS}/proposals`, proposal('Propuesta 4'));
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toEqual({ err: 'Una persona no puede enviar más de 3 propuestas.', errCode: 'proposal-limit', voteCount: 3 });
    expect(server.store.db.prepare('SELECT count(*) AS n FROM survey_proposals').get()).toEqual({ n: 3 });
  });

  it('takes a photo and a place with a proposal, sent as a form, and refuses a file that is not an image', async () => {
    const tab = browser(server.app);
    const form = () => {
      const data = new FormData();
      data.set('census', JSON.stringify(census('67890123B', '1996')));
      data.set('title', 'Huerto urbano juvenil');
      data.set('text', 'Un huerto en el solar de la calle Mayor, cuidado por los institutos.');
      data.set('location', JSON.stringify({ lat: 38.9866, lng: -0.5213 }));
      return data;
    };
    const png = readFileSync('tests/fixtures/uploads/photo.png');
    const withPhoto = form();
    withPhoto.set('image', new File([png], 'huerto.png'));
    expect((await tab.request(`${PROPOSALS}/proposals`, { method: 'POST', body: withPhoto })).status).toBe(201);
    const row = server.store.db.prepare('SELECT lat, lng, image FROM survey_proposals WHERE title = ?').get('Huerto urbano juvenil') as { image: string };
    expect(row).toMatchObject({ lat: 38.9866, lng: -0.5213 });
    expect(existsSync(join(server.dir, 'uploads', 'alcantir', 'proposals', row.image))).toBe(true);
    const withText = form();
    withText.set('image', new File(['not an image'], 'huerto.png'));
    expect((await tab.request(`${PROPOSALS}/proposals`, { method: 'POST', body: withText })).status).toBe(415);
  });

  it('checks the census and the title and text of a proposal', async () => {
    const tab = browser(server.app);
    const wrong = await tab.post(`${PROPOSALS}/proposals`, { ...proposal('Pista'), census: census('56789012B', '1970') });
    expect([wrong.status, (await wrong.json()).err]).toEqual([400, 'Información del censo inválida.']);
    const empty = await tab.post(`${PROPOSALS}/proposals`, { ...proposal(' '), text: '' });
    expect((await empty.json()).errors.map((e: { question: string }) => e.question)).toEqual(['title', 'text']);
  });
});

describe('one vote per person', () => {
  it('stores exactly one of 100 simultaneous votes of the same person, from four connections at once', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'votes-')), 'db.sqlite');
    openDatabase(path).close();
    const start = new SharedArrayBuffer(4);
    const workers = Array.from(
      { length: 4 },
      () => new Worker(new URL('./support/vote-worker.ts', import.meta.url), { workerData: { path, votes: 25, voter: 'same-person', start } }),
    );
    const outcomes = workers.map((worker) => new Promise<string[]>((resolve, reject) => worker.once('message', resolve).once('error', reject)));
    // Workers still loading see the flag already up and start at once; those waiting are woken together.
    await new Promise((resolve) => setTimeout(resolve, 300));
    Atomics.store(new Int32Array(start), 0, 1);
    Atomics.notify(new Int32Array(start), 0);
    const all = (await Promise.all(outcomes)).flat();
    await Promise.all(workers.map((w) => w.terminate()));
    expect(all.filter((o) => o === 'stored')).toHaveLength(1);
    expect(all.filter((o) => o === 'already-voted')).toHaveLength(99);
    const db = openDatabase(path);
    const surveys = new Surveys(db, '/nonexistent');
    expect(surveys.ballots('alcantir', 'concurrent')).toEqual([{ q: 'a' }]);
    db.close();
  }, 30_000);

  it('answers ten simultaneous votes of one person through the API with one acceptance and nine refusals', async () => {
    const server = localServer();
    const body = {
      census: { id: '12345678Z', answers: { naixement: '1985' } },
      answers: [
        { question: 'acord', value: 'si' },
        { question: 'prioritats', value: ['bici', 'bancs', 'fonts'] },
      ],
    };
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        browser(server.app, 'vilamar.localhost')
          .post(`${VILAMAR}/vote`, body)
          .then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, ...Array(9).fill(409)]);
  }, 60_000);
});
