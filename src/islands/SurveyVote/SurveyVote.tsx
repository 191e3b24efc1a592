/**
 * The voting island of a survey or call for proposals (docs/surveys.md): the answers or the proposal, the census
 * check and one send to the survey API, with answers kept in IndexedDB and a send made offline completed when the
 * connection returns. The page renders it only while the survey is open; the clock is checked again here, since
 * a page can outlive the build that made it.
 */
import { useEffect, useMemo, useState } from 'react';
import { createApiClient } from '../../api/client.ts';
import type { Endpoints } from '../../api/endpoints.ts';
import { geocodingApi } from '../../api/geocoding.ts';
import { surveysApi } from '../../api/surveys.ts';
import { surveyPhase } from '../../domain/surveys/survey-rules.ts';
import { pick } from '../../i18n/pick.ts';
import type { Coordinates } from '../../schemas/common.ts';
import type { Language } from '../../schemas/realm.ts';
import type { Survey } from '../../schemas/survey.ts';
import { Ballot } from './Ballot.tsx';
import { Ctx, type SurveyContext } from './context.ts';
import { ProposalForm } from './ProposalForm.tsx';
import './survey-vote.css';
import { fillPlaceholders } from '../../i18n/placeholders.ts';

export interface SurveyVoteProps {
  realm: string;
  lang: Language;
  endpoints: Endpoints['endpoints'];
  survey: Survey;
  /** The island's texts in the page's language (`surveyLabels`). */
  labels: Readonly<Record<string, string>>;
  /** The realm's centre and map style, for the place of a proposal. */
  center: Coordinates;
  mapStyle: string;
}

export default function SurveyVote({ realm, lang, endpoints, survey, labels, center, mapStyle }: SurveyVoteProps) {
  const client = useMemo(() => createApiClient({ language: lang }), [lang]);
  const ctx = useMemo<SurveyContext>(() => {
    const where = { id: realm, endpoints };
    return {
      realm,
      lang,
      survey,
      api: surveysApi(client, where),
      tr: (key, params = {}) => fillPlaceholders(labels[key] ?? key, params),
      text: (value) => pick(value, lang),
    };
  }, [client, realm, endpoints, lang, survey, labels]);
  const geocode = useMemo(() => geocodingApi(client, { id: realm, endpoints }).geocode, [client, realm, endpoints]);
  // The build's moment until the island runs, then the device's clock: the server has the last word anyway.
  const [phase, setPhase] = useState<'open' | 'upcoming' | 'closed'>('open');
  useEffect(() => setPhase(surveyPhase(survey)), [survey]);

  return (
    <Ctx.Provider value={ctx}>
      <section className="sv" aria-labelledby="sv-heading">
        <h2 id="sv-heading">{ctx.tr(survey.kind === 'proposals' ? 'survey.form.proposalHeading' : 'survey.form.heading')}</h2>
        {phase !== 'open' ? (
          <p className="notice">{ctx.tr(phase === 'closed' ? 'survey.form.closed' : 'survey.form.notOpen')}</p>
        ) : survey.kind === 'proposals' ? (
          <ProposalForm geocode={geocode} center={center} mapStyle={mapStyle} />
        ) : (
          <Ballot />
        )}
      </section>
    </Ctx.Provider>
  );
}
