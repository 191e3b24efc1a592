/**
 * The survey calls (docs/product-spec.md §7 `POST {survey-api}/{realm}/surveys/{surveyId}/vote` with census and
 * answer list, and the census2 definition) plus the proposal call and a closed survey's results, over the one client.
 * The survey API's base is the realm's `surveys` endpoint, the census's its `census` endpoint (`/api` by default).
 */
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import type { BallotAnswer, CensusCredentials } from '../schemas/survey.ts';
import type { CensusDefinition } from './census.ts';
import { resolveUrl, type ApiClient } from './client.ts';
import type { Endpoints } from './endpoints.ts';

/** What the vote and proposal calls answer: `ok`, or `err` with an `errCode` the island tells apart. */
export interface SurveyAnswer {
  ok?: boolean;
  _id?: string;
  err?: string;
  errCode?: ApiErrorCode;
  voteCount?: number;
  /** After a proposal: how many more its author may send. */
  left?: number;
  errors?: Array<{ question: string; key: string; params?: Record<string, string | number>; message?: string }>;
}

export interface ProposalSubmission {
  census: CensusCredentials;
  title: string;
  text: string;
  location?: { lat: number; lng: number } | undefined;
  image?: File | undefined;
  language: string;
}

export function surveysApi(client: ApiClient, realm: Endpoints) {
  const at = (family: 'surveys' | 'census', path: string) => resolveUrl(realm.endpoints[family] ?? '/api', path, client.origin);
  const id = encodeURIComponent;
  return {
    /** `GET {api}/{realm}/census2/{censusId}`: the questions and info of the census check. */
    census: (census: string) => client.request<CensusDefinition>(at('census', `${realm.id}/census2/${id(census)}`)),
    vote: (survey: string, census: CensusCredentials, answers: BallotAnswer[]) =>
      client.request<SurveyAnswer>(at('surveys', `${realm.id}/surveys/${id(survey)}/vote`), { method: 'POST', body: { census, answers } }),
    /** A proposal as a form, so that its photo travels with it. */
    propose: (survey: string, proposal: ProposalSubmission) => {
      const form = new FormData();
      form.set('census', JSON.stringify(proposal.census));
      form.set('title', proposal.title);
      form.set('text', proposal.text);
      form.set('language', proposal.language);
      if (proposal.location) form.set('location', JSON.stringify(proposal.location));
      if (proposal.image) form.set('image', proposal.image, proposal.image.name);
      return client.request<SurveyAnswer>(at('surveys', `${realm.id}/surveys/${id(survey)}/proposals`), { method: 'POST', body: form, timeout: 60_000 });
    },
    /** A closed survey's results (the build pulls them); a 403 before the close. */
    results: (survey: string) => client.getJson<unknown>(at('surveys', `${realm.id}/surveys/${id(survey)}/results`)),
  };
}
export type SurveysApi = ReturnType<typeof surveysApi>;
