/**
 * The rules of a survey's answers and of a proposal, shared by the voting island (to say what is wrong before
 * sending) and the survey API (which checks again what arrived). Errors name a UI string key and its values, so
 * each side words them in its language.
 */
import type { BallotAnswer, ProposalRules, Survey, SurveyQuestion } from '../../schemas/survey.ts';

export type SurveyPhase = 'upcoming' | 'open' | 'closed';

/** Where a survey stands at `now`: votes are taken from `opensAt` until just before `closesAt`. */
export function surveyPhase(survey: Pick<Survey, 'opensAt' | 'closesAt'>, now = Date.now()): SurveyPhase {
  if (now < Date.parse(survey.opensAt)) return 'upcoming';
  return now < Date.parse(survey.closesAt) ? 'open' : 'closed';
}

/** The UI string keys of a survey page's "who may take part and how". */
export interface ParticipationKeys {
  who: string;
  how: string;
  limit: string;
}

/**
 * "Who may take part and how" in the tense of the survey's phase: while it is upcoming or open it speaks of what
 * the visitor will be asked; once closed, of what was asked ("Quién podía participar y cómo").
 */
export function participationKeys(kind: Survey['kind'], phase: SurveyPhase): ParticipationKeys {
  const past = phase === 'closed' ? 'Closed' : '';
  return {
    who: `survey.who${past}`,
    how: `${kind === 'proposals' ? 'survey.howProposals' : 'survey.how'}${past}`,
    limit: `survey.limit${past}`,
  };
}

/** An answer in progress: an option id (single), ids (multiple; ranking in order of preference) or a text. */
export type AnswerValue = string | string[];
export type Answers = Record<string, AnswerValue>;

/** What is wrong with one question's answer, or with a proposal's field. */
export interface AnswerError {
  /** The question id, or the proposal field (`title`, `text`, `location`). */
  question: string;
  key: string;
  params?: Record<string, string | number>;
}

const isEmpty = (value: AnswerValue | undefined) => value === undefined || (typeof value === 'string' ? value.trim() === '' : value.length === 0);

function questionError(question: SurveyQuestion, value: AnswerValue | undefined): AnswerError | undefined {
  const at = (key: string, params?: AnswerError['params']): AnswerError => ({ question: question.id, key, ...(params ? { params } : {}) });
  if (isEmpty(value)) return question.required ? at(question.type === 'ranking' ? 'survey.error.rankingRequired' : 'survey.error.required') : undefined;
  if (question.type === 'text') {
    if (typeof value !== 'string') return at('survey.error.invalid');
    const length = [...value.trim()].length;
    return length > question.maxLength ? at('survey.error.textLength', { max: question.maxLength, length }) : undefined;
  }
  const known = new Set(question.options.map((o) => o.id));
  if (question.type === 'single') return typeof value === 'string' && known.has(value) ? undefined : at('survey.error.invalid');
  if (!Array.isArray(value) || value.some((id) => !known.has(id)) || new Set(value).size !== value.length) return at('survey.error.invalid');
  if (question.type === 'multiple' && question.maxChoices !== undefined && value.length > question.maxChoices) {
    return at('survey.error.maxChoices', { max: question.maxChoices });
  }
  // A ranking is all of the options in order: a partial one would count as a preference nobody gave.
  if (question.type === 'ranking' && value.length !== question.options.length) return at('survey.error.rankingIncomplete');
  return undefined;
}

/** Every problem of a set of answers, in question order; none means they may be sent. */
export function ballotErrors(survey: Pick<Survey, 'questions'>, answers: Answers): AnswerError[] {
  return survey.questions.map((q) => questionError(q, answers[q.id])).filter((e): e is AnswerError => !!e);
}

/** The answers as the vote call carries them: one entry per answered question, texts trimmed. */
export function ballotOf(survey: Pick<Survey, 'questions'>, answers: Answers): BallotAnswer[] {
  return survey.questions
    .filter((q) => !isEmpty(answers[q.id]))
    .map((q) => {
      const value = answers[q.id]!;
      return { question: q.id, value: typeof value === 'string' ? value.trim() : [...value] };
    });
}

/** The vote call's answer list back as answers by question; an entry for a question twice or unknown is an error. */
export function answersOf(survey: Pick<Survey, 'questions'>, ballot: BallotAnswer[]): Answers | AnswerError {
  const answers: Answers = {};
  const known = new Set(survey.questions.map((q) => q.id));
  for (const entry of ballot) {
    if (!known.has(entry.question) || entry.question in answers) return { question: entry.question, key: 'survey.error.invalid' };
    answers[entry.question] = entry.value;
  }
  return answers;
}

/** A proposal as the citizen writes it. */
export interface ProposalDraft {
  title: string;
  text: string;
}

/** What is wrong with a proposal's title and text under the call's rules. */
export function proposalErrors(rules: ProposalRules, proposal: ProposalDraft): AnswerError[] {
  const errors: AnswerError[] = [];
  const title = [...proposal.title.trim()].length;
  const text = [...proposal.text.trim()].length;
  if (title === 0) errors.push({ question: 'title', key: 'survey.error.fillField' });
  else if (title > rules.maxTitle) errors.push({ question: 'title', key: 'survey.error.textLength', params: { max: rules.maxTitle, length: title } });
  if (text === 0) errors.push({ question: 'text', key: 'survey.error.fillField' });
  else if (text > rules.maxText) errors.push({ question: 'text', key: 'survey.error.textLength', params: { max: rules.maxText, length: text } });
  return errors;
}
