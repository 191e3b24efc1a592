/**
 * The voting island's states: a survey's form with the census's questions, the census call failing, a send with
 * answers missing, a vote taken, a second vote refused, a return to a survey already answered on this device, a
 * send without a connection; and a call for proposals with its limit reached and its generic failure. The surveys
 * are small ones shaped like the demo town hall's (realms/alcantir/demo/encuestas.json).
 */
import * as v from 'valibot';
import type { CensusDefinition } from '../../api/census.ts';
import type { SurveyAnswer } from '../../api/surveys.ts';
import { surveyLabels } from '../../data/surveys.ts';
import { SurveySchema } from '../../schemas/survey.ts';
import { ALCANTIR_CENTRE, ok, sameOriginEndpoints, status, type ApiAnswers, type ExamplePage, type IslandExamples } from '../examples.ts';
import type { SurveyVoteProps } from './SurveyVote.tsx';

const NOW = '2026-11-25T10:00:00+01:00';
const dates = { opensAt: '2026-11-09T09:00:00+01:00', closesAt: '2026-12-19T00:00:00+01:00', census: 'padron' };
const eligibility = { es: 'Pueden participar las personas empadronadas en Alcantir.', va: 'Hi poden participar les persones empadronades a Alcantir.' };

const survey = v.parse(SurveySchema, {
  _id: 'usos-mercado',
  kind: 'survey',
  title: { es: 'Usos del antiguo Mercado de Abastos', va: "Usos de l'antic Mercat d'Abastos" },
  ...dates,
  eligibility,
  questions: [
    {
      id: 'uso',
      type: 'single',
      required: true,
      title: { es: '¿Qué uso principal prefiere?', va: 'Quin ús principal preferix?' },
      options: [
        { id: 'biblioteca', label: { es: 'Biblioteca', va: 'Biblioteca' } },
        { id: 'mercado', label: { es: 'Mercado de productores', va: 'Mercat de productors' } },
      ],
    },
    {
      id: 'servicios',
      type: 'multiple',
      maxChoices: 2,
      title: { es: '¿Qué servicios le gustaría?', va: 'Quins servicis li agradarien?' },
      options: [
        { id: 'cafeteria', label: { es: 'Cafetería', va: 'Cafeteria' } },
        { id: 'wifi', label: { es: 'Wifi gratuito', va: 'Wifi gratuït' } },
        { id: 'aseos', label: { es: 'Aseos públicos', va: 'Lavabos públics' } },
      ],
    },
    {
      id: 'horario',
      type: 'ranking',
      required: true,
      title: { es: 'Ordene los horarios', va: 'Ordene els horaris' },
      options: [
        { id: 'mananas', label: { es: 'Mañanas', va: 'Matins' } },
        { id: 'tardes', label: { es: 'Tardes', va: 'Vesprades' } },
      ],
    },
    { id: 'sugerencias', type: 'text', maxLength: 200, title: { es: '¿Alguna sugerencia?', va: 'Algun suggeriment?' } },
  ],
});

const call = v.parse(SurveySchema, {
  _id: 'jovenes-2027',
  kind: 'proposals',
  title: { es: 'Presupuestos participativos jóvenes', va: 'Pressupostos participatius joves' },
  ...dates,
  eligibility,
  proposals: { limit: 3 },
});

const base = { realm: 'alcantir', endpoints: sameOriginEndpoints, center: ALCANTIR_CENTRE, mapStyle: 'builtin' };
const surveyProps: SurveyVoteProps = { ...base, lang: 'es', survey, labels: surveyLabels('es') };
const proposalProps: SurveyVoteProps = { ...base, lang: 'es', survey: call, labels: surveyLabels('es') };

const censusCall = 'GET /api/alcantir/census2/padron' as const;
const census = ok<CensusDefinition>({
  questions: [{ id: 'nacimiento', label: { es: 'Año de nacimiento', va: 'Any de naixement' } }],
  info: { es: 'Escriba su DNI o NIE y su año de nacimiento.', va: "Escriga el DNI o el NIE i l'any de naixement." },
});
const vote = (answer: Parameters<typeof status>[1] & SurveyAnswer, code = 201): ApiAnswers => ({
  [censusCall]: census,
  'POST /api/alcantir/surveys/usos-mercado/vote': status<SurveyAnswer>(code, answer),
});
const propose = (answer: SurveyAnswer, code: number): ApiAnswers => ({
  [censusCall]: census,
  'POST /api/alcantir/surveys/jovenes-2027/proposals': status<SurveyAnswer>(code, answer),
});

/** Answers every required question and the census, then sends. */
async function answerAndSend({ screen, user }: ExamplePage) {
  await user.click(screen.getByLabelText('Biblioteca'));
  await user.click(screen.getByRole('button', { name: 'Añadir: Tardes' }));
  await user.click(screen.getByRole('button', { name: 'Añadir: Mañanas' }));
  await user.type(screen.getByLabelText('DNI o NIE'), '12345678z');
  await user.type(await screen.findByLabelText('Año de nacimiento'), '1985');
  await user.click(screen.getByRole('button', { name: 'Enviar mis respuestas' }));
}

async function proposeOne({ screen, user }: ExamplePage) {
  await user.type(screen.getByLabelText('Título de la propuesta'), 'Cine de verano');
  await user.type(screen.getByLabelText('Descripción'), 'Sesiones al aire libre en el parque los viernes de julio.');
  await user.type(screen.getByLabelText('DNI o NIE'), '12345678Z');
  await user.type(await screen.findByLabelText('Año de nacimiento'), '1985');
  await user.click(screen.getByRole('button', { name: 'Enviar la propuesta' }));
}

export const surveyVoteExamples = {
  survey: { name: 'an open survey: its questions and the census check', props: surveyProps, now: NOW, api: { [censusCall]: census } },
  valencian: {
    name: 'the same survey in Valencian',
    props: { ...surveyProps, lang: 'va', labels: surveyLabels('va') },
    now: NOW,
    api: { [censusCall]: census },
  },
  censusUnavailable: {
    name: "the census's questions cannot be loaded: a way to try again",
    props: surveyProps,
    now: NOW,
    api: { [censusCall]: 'network-error' },
  },
  missingAnswers: {
    name: 'a send with required answers and the census missing: the summary at the top',
    props: surveyProps,
    now: NOW,
    api: { [censusCall]: census },
    play: async ({ screen, user }) => {
      await screen.findByLabelText('Año de nacimiento');
      await user.click(screen.getByRole('button', { name: 'Enviar mis respuestas' }));
    },
  },
  sent: { name: 'the vote taken', props: surveyProps, now: NOW, api: vote({ ok: true }), play: answerAndSend },
  invalidCensus: {
    name: "a census answer that does not match: 'Información del censo inválida.'",
    props: surveyProps,
    now: NOW,
    api: vote({ err: 'Información del censo inválida.', errCode: 'census' }, 400),
    play: answerAndSend,
  },
  alreadyVoted: {
    name: 'a second vote of the same person refused',
    props: surveyProps,
    now: NOW,
    api: vote({ err: 'Ya ha participado en esta encuesta: solo se admite una participación por persona.', errCode: 'already-voted' }, 409),
    play: answerAndSend,
  },
  returning: {
    name: 'back on a survey this device already took part in',
    props: surveyProps,
    now: NOW,
    api: { [censusCall]: census },
    device: { session: { 'vote history': JSON.stringify({ 'alcantir/usos-mercado': '2026-11-20' }) } },
  },
  offline: {
    name: 'a vote sent without a connection: waiting to be sent',
    props: surveyProps,
    now: NOW,
    api: { [censusCall]: census, 'POST /api/alcantir/surveys/usos-mercado/vote': 'network-error' },
    play: answerAndSend,
  },
  closed: { name: 'a page opened past the closing time', props: surveyProps, now: '2026-12-19T00:00:01+01:00', api: { [censusCall]: census } },
  proposal: { name: 'a call for proposals: title, text, photo, place and the census', props: proposalProps, now: NOW, api: { [censusCall]: census } },
  proposalSent: {
    name: 'a proposal received, with how many more may be sent',
    props: proposalProps,
    now: NOW,
    api: propose({ ok: true, _id: 'p1', left: 2 }, 201),
    play: proposeOne,
  },
  proposalLimit: {
    name: "a fourth proposal where three are allowed: 'Una persona no puede enviar más de 3 propuestas.'",
    props: proposalProps,
    now: NOW,
    api: propose({ err: 'Una persona no puede enviar más de 3 propuestas.', errCode: 'proposal-limit', voteCount: 3 }, 409),
    play: proposeOne,
  },
  proposalFailed: {
    name: "any other failure of a proposal: 'No se ha podido enviar su propuesta...'",
    props: proposalProps,
    now: NOW,
    api: propose({}, 500),
    play: proposeOne,
  },
} satisfies IslandExamples<SurveyVoteProps>;
