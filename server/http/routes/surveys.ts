/**
 * The survey API (docs/product-spec.md §7 `POST {survey-api}/{realm}/surveys/{surveyId}/vote`, body census and answer
 * list), the proposal call of a call for proposals, and a closed survey's results, which the build pulls. The server
 * checks everything again: the dates, the answers' rules (shared with the island), the census
 * (docs/product-spec.md §5, 'Información del censo inválida.'), one vote per person (the voters table's key) and the
 * proposal limit ('Una persona no puede enviar más de {voteCount} propuestas.'). Only per-survey hashes of census IDs
 * are kept.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/requests/request-rules.ts';
import { answersOf, ballotErrors, proposalErrors, surveyPhase, type AnswerError } from '../../../src/domain/surveys/survey-rules.ts';
import { tally } from '../../../src/domain/surveys/survey-results.ts';
import { CoordinatesSchema } from '../../../src/schemas/common.ts';
import { CensusCredentialsSchema, SurveySchema, VoteBodySchema, type CensusCredentials, type Survey } from '../../../src/schemas/survey.ts';
import { UI_LANGUAGES } from '../../../src/schemas/languages.ts';
import { acceptedKinds } from '../../files/accepted-kinds.ts';
import { sniff } from '../../files/sniff.ts';
import { reencodeImage } from '../../files/reencode-image.ts';
import type { Census } from '../../store/census.ts';
import type { DocumentStore } from '../../store/documents.ts';
import type { Sessions } from '../../store/sessions.ts';
import { voterHash, type Surveys } from '../../store/surveys.ts';
import { readJson } from '../guards/body.ts';
import { sessionOf } from '../session-cookie.ts';

/** The collection of the content API that holds the surveys. */
export const SURVEYS_COLLECTION = 'encuestas';
const NO_STORE = { 'Cache-Control': 'no-store' };

export interface SurveyRouteOptions {
  store: DocumentStore;
  census: Census;
  sessions: Sessions;
  surveys: Surveys;
  knownRealm: (realm: string) => boolean;
  /** The client's address, for the census check's cap per address (docs/write-side.md "Census checks"). */
  addressOf: (c: Context) => string;
  /** The clock, for tests of the opening and closing times. */
  now?: () => number;
}

const ProposalFieldsSchema = v.object({
  census: CensusCredentialsSchema,
  title: v.pipe(v.string(), v.maxLength(1000)),
  text: v.pipe(v.string(), v.maxLength(10_000)),
  location: v.optional(CoordinatesSchema),
  language: v.optional(v.picklist(UI_LANGUAGES), 'es'),
});

/** A published survey of the realm, valid as the build would read it; undefined otherwise. */
export function findSurvey(store: DocumentStore, realm: string, surveyId: string): Survey | undefined {
  const doc = store.get(realm, SURVEYS_COLLECTION, surveyId);
  const parsed = doc && v.safeParse(SurveySchema, doc);
  return parsed?.success && parsed.output.isPublished ? parsed.output : undefined;
}

/** Answers that break the survey's rules: the first one's words as `err`, each with its key and words. */
function refusal(errors: AnswerError[]): never {
  throw new ApiError('surveyAnswers', { problems: errors, headers: NO_STORE });
}

/** A body that is not a participation: the census part, or the rest. */
function badBody(issues: v.BaseIssue<unknown>[]): never {
  const censusPart = issues.some((issue) => v.getDotPath(issue)?.startsWith('census'));
  throw new ApiError(censusPart ? 'surveyCensus' : 'surveyInvalid', { headers: NO_STORE });
}

export function surveyRoutes({ store, census, sessions, surveys, knownRealm, addressOf, now = Date.now }: SurveyRouteOptions) {
  const api = new Hono();

  /** The survey named in the path, if it takes part now; otherwise the `ApiError` that says why not. */
  const openSurvey = (c: Context, kind: Survey['kind']): Survey => {
    const { realm, surveyId } = c.req.param() as { realm: string; surveyId: string };
    const survey = knownRealm(realm) ? findSurvey(store, realm, surveyId) : undefined;
    if (!survey || survey.kind !== kind) throw new ApiError('surveyNotFound');
    const phase = surveyPhase(survey, now());
    if (phase === 'upcoming') throw new ApiError('surveyNotOpen');
    if (phase === 'closed') throw new ApiError('surveyClosed');
    return survey;
  };

  /**
   * The census check of a participant and, when it passes, their key in this survey; or the `ApiError` that
   * refuses them. Unlike a request's, the check is not remembered: a passed check kept with its session and time
   * would tell whose ballot was stored then (docs/surveys.md).
   */
  const participant = async (c: Context, realm: string, survey: Survey, credentials: CensusCredentials): Promise<string> => {
    const session = sessionOf(c, sessions, true);
    const result = await census.check(session, addressOf(c), realm, survey.census, credentials.id, credentials.answers, { remember: false });
    if (result.outcome === 'blocked') {
      throw new ApiError('surveyCensusBlocked', { headers: { ...NO_STORE, 'Retry-After': String(result.retryAfterSeconds) } });
    }
    if (result.outcome !== 'ok') throw new ApiError('surveyCensus', { headers: NO_STORE });
    const idHash = await census.idHash(realm, survey.census, credentials.id);
    return voterHash(realm, survey._id, idHash);
  };

  api.post('/:realm/surveys/:surveyId/vote', async (c) => {
    const survey = openSurvey(c, 'survey');
    const realm = c.req.param('realm');
    const body = v.safeParse(VoteBodySchema, await readJson(c));
    if (!body.success) badBody(body.issues);
    const answers = answersOf(survey, body.output.answers);
    if ('key' in answers) refusal([answers as AnswerError]);
    const errors = ballotErrors(survey, answers);
    if (errors.length) refusal(errors);
    const voter = await participant(c, realm, survey, body.output.census);
    // Hashing took a while: the survey may have closed meanwhile.
    if (surveyPhase(survey, now()) !== 'open') throw new ApiError('surveyClosed');
    if (surveys.castVote(realm, survey._id, voter, answers) === 'already-voted') {
      throw new ApiError('surveyAlreadyVoted', { headers: NO_STORE });
    }
    return c.json({ ok: true }, 201, NO_STORE);
  });

  api.post(
    '/:realm/surveys/:surveyId/proposals',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError('surveyImageTooLarge');
      },
    }),
    async (c) => {
      const survey = openSurvey(c, 'proposals');
      const realm = c.req.param('realm');
      const rules = survey.proposals!;
      const form = await readJson(c);
      const fields = v.safeParse(ProposalFieldsSchema, {
        ...form,
        census: typeof form.census === 'string' ? parseJson(form.census) : form.census,
        location: typeof form.location === 'string' ? parseJson(form.location) : form.location,
      });
      if (!fields.success) badBody(fields.issues);
      const { title, text, location, language } = fields.output;
      const errors = proposalErrors(rules, { title, text });
      if (errors.length) refusal(errors);
      let image: { bytes: Uint8Array; kind: ReturnType<typeof sniff> & string } | undefined;
      if (form.image instanceof File && form.image.size > 0) {
        const bytes = new Uint8Array(await form.image.arrayBuffer());
        const kind = sniff(bytes);
        const accepted = acceptedKinds('image');
        if (!kind || !accepted.kinds.includes(kind)) throw new ApiError('surveyImageType', { params: { types: accepted.names } });
        const reencoded = await reencodeImage(bytes, kind);
        if (!reencoded) throw new ApiError('surveyImageType', { params: { types: accepted.names } });
        image = { bytes: reencoded, kind };
      }
      const author = await participant(c, realm, survey, fields.output.census);
      const stored = surveys.addProposal(
        { realm, surveyId: survey._id, authorHash: author, title: title.trim(), text: text.trim(), location, image, language },
        rules.limit,
      );
      if (stored === 'limit-reached') {
        throw new ApiError('surveyProposalLimit', { params: { voteCount: rules.limit }, extra: { voteCount: rules.limit }, headers: NO_STORE });
      }
      return c.json({ ok: true, _id: stored.id, left: rules.limit - stored.sent }, 201, NO_STORE);
    },
  );

  api.get('/:realm/surveys/:surveyId/results', (c) => {
    const { realm, surveyId } = c.req.param();
    const survey = knownRealm(realm) ? findSurvey(store, realm, surveyId) : undefined;
    if (!survey) throw new ApiError('surveyNotFound');
    // As at a polling station, nothing is counted in public before the close: early figures would sway the rest.
    if (surveyPhase(survey, now()) !== 'closed') throw new ApiError('surveyNotClosed', { headers: NO_STORE });
    const results = tally(survey, surveys.ballots(realm, survey._id), survey.closesAt, {
      byChannel: surveys.channels(realm, survey._id),
      ...(survey.kind === 'proposals' ? { proposals: surveys.proposalCount(realm, survey._id) } : {}),
    });
    return c.json(results, 200, { 'Cache-Control': 'public, max-age=300' });
  });

  return api;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
