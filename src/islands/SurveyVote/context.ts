import { createContext, useContext } from 'react';
import type { SurveysApi } from '../../api/surveys.ts';
import type { Translatable } from '../../schemas/common.ts';
import type { Survey } from '../../schemas/survey.ts';

/** What every part of the voting island needs: the survey, its texts and its calls. */
export interface SurveyContext {
  realm: string;
  lang: string;
  survey: Survey;
  api: SurveysApi;
  /** A UI text by key, with `{name}` placeholders filled. */
  tr: (key: string, params?: Record<string, string | number>) => string;
  /** A translatable text of the survey in the page's language. */
  text: (value: Translatable | null | undefined) => string;
}

export const Ctx = createContext<SurveyContext | null>(null);

export function useSurvey(): SurveyContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('SurveyVote parts must be rendered inside the island');
  return ctx;
}

/** A problem shown in the error summary and beside its field: `id` is the element the summary's link focuses. */
export interface FieldError {
  id: string;
  message: string;
}

/** The element a question's error links to: its first input, or the ranking's group. */
export const inputId = (question: string) => `q-${question}-input`;
