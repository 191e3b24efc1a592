/**
 * A citizen survey or call for proposals (docs/product-spec.md §1 "citizen surveys"; collection `encuestas`), and the
 * results the survey API computes once it closes. Question types follow Decidim's forms (single option, multiple
 * option with a maximum, sorting, free text); census-checked participation follows Consul Democracy's polls: one vote
 * per census entry, checked with the census's own questions (docs/product-spec.md §7 census2).
 */
import * as v from 'valibot';
import { DateTimeSchema, IdSchema, TranslatableSchema } from './common.ts';

/** Longest free-text answer a survey may allow, and the default when it names none. */
export const MAX_TEXT_ANSWER = 2000;
export const DEFAULT_TEXT_ANSWER = 500;

const OptionSchema = v.object({ id: IdSchema, label: TranslatableSchema });

const QuestionBase = {
  id: IdSchema,
  /** What is asked. @example { "es": "¿Qué uso prefiere?", "va": "Quin ús preferix?" } */
  title: TranslatableSchema,
  /** A sentence of help under the question. */
  description: v.optional(TranslatableSchema),
  /** Whether an answer is needed to take part. */
  required: v.optional(v.boolean(), false),
};

/** One answer among the options. */
const SingleQuestionSchema = v.object({ ...QuestionBase, type: v.literal('single'), options: v.pipe(v.array(OptionSchema), v.minLength(2)) });

/** Any number of the options, up to `maxChoices` when given. */
const MultipleQuestionSchema = v.pipe(
  v.object({
    ...QuestionBase,
    type: v.literal('multiple'),
    options: v.pipe(v.array(OptionSchema), v.minLength(2)),
    maxChoices: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  v.check((q) => q.maxChoices === undefined || q.maxChoices <= q.options.length, 'a maximum of choices no larger than the number of options'),
);

/** Every option put in order of preference (a ranking is complete or not given). */
const RankingQuestionSchema = v.object({ ...QuestionBase, type: v.literal('ranking'), options: v.pipe(v.array(OptionSchema), v.minLength(2)) });

/** A free text of at most `maxLength` characters. */
const TextQuestionSchema = v.object({
  ...QuestionBase,
  type: v.literal('text'),
  maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_TEXT_ANSWER)), DEFAULT_TEXT_ANSWER),
});

export const SurveyQuestionSchema = v.variant('type', [SingleQuestionSchema, MultipleQuestionSchema, RankingQuestionSchema, TextQuestionSchema]);
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestionSchema>;

/**
 * What a call for proposals asks of each proposal, and how many one person may send (docs/product-spec.md §5
 * `voteCount`).
 */
export const ProposalRulesSchema = v.object({
  limit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  maxTitle: v.optional(v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(200)), 120),
  maxText: v.optional(v.pipe(v.number(), v.integer(), v.minValue(50), v.maxValue(MAX_TEXT_ANSWER)), 1500),
});
export type ProposalRules = v.InferOutput<typeof ProposalRulesSchema>;

export const SurveySchema = v.pipe(
  v.object({
    _id: IdSchema,
    /** A survey asks questions; a call for proposals collects proposals. */
    kind: v.picklist(['survey', 'proposals']),
    title: TranslatableSchema,
    /** What it is about and what the town hall will do with the answers (plain text, paragraphs by blank lines). */
    description: v.optional(TranslatableSchema),
    /** When it opens and closes; the server refuses votes outside [opensAt, closesAt). */
    opensAt: DateTimeSchema,
    closesAt: DateTimeSchema,
    /** The census list participants are checked against (`census2/{census}`). */
    census: IdSchema,
    /** Who may take part, in the town hall's words. @example { "es": "Personas empadronadas de 16 años o más." } */
    eligibility: TranslatableSchema,
    /** Where to take part without a browser (the citizens' office), said on the page. */
    inPerson: v.optional(TranslatableSchema),
    questions: v.optional(v.array(SurveyQuestionSchema), []),
    proposals: v.optional(ProposalRulesSchema),
    isPublished: v.optional(v.boolean(), true),
  }),
  v.check((s) => Date.parse(s.opensAt) < Date.parse(s.closesAt), 'closesAt after opensAt'),
  v.check((s) => (s.kind === 'survey' ? s.questions.length > 0 : s.proposals !== undefined), 'questions for a survey, proposal rules for a call for proposals'),
  v.check((s) => new Set(s.questions.map((q) => q.id)).size === s.questions.length, 'question ids unique within the survey'),
);
export type Survey = v.InferOutput<typeof SurveySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One question's figures: votes per option, Borda points for a ranking, how many answered a free text. */
export const QuestionResultSchema = v.object({
  id: IdSchema,
  type: v.picklist(['single', 'multiple', 'ranking', 'text']),
  /** Participants who answered this question. */
  answered: count,
  /** Per option: votes (single, multiple) or, for a ranking, first places; in the survey's order. */
  options: v.array(v.object({ id: IdSchema, votes: count, points: v.optional(count) })),
});
export type QuestionResult = v.InferOutput<typeof QuestionResultSchema>;

/**
 * A closed survey's results as the survey API answers them: totals only. Free texts are not published (they
 * may name people); their number is.
 */
export const SurveyResultsSchema = v.object({
  survey: IdSchema,
  closedAt: DateTimeSchema,
  participants: count,
  /** Participation by channel: online here, or in person at the office (counted by staff). */
  byChannel: v.optional(v.object({ web: count, office: count })),
  questions: v.array(QuestionResultSchema),
  /** For a call for proposals: how many were received. */
  proposals: v.optional(count),
});
export type SurveyResults = v.InferOutput<typeof SurveyResultsSchema>;

/** One answer as the vote call carries it: an option id, a list of them (multiple, ranking in order) or a text. */
export const BallotAnswerSchema = v.object({
  question: IdSchema,
  value: v.union([v.pipe(v.string(), v.maxLength(MAX_TEXT_ANSWER)), v.pipe(v.array(IdSchema), v.maxLength(50))]),
});
export type BallotAnswer = v.InferOutput<typeof BallotAnswerSchema>;

/**
 * The census part of a vote or a proposal: the ID and the census's questions answered (docs/product-spec.md §7
 * census).
 */
export const CensusCredentialsSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  answers: v.optional(v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(100))), {}),
});
export type CensusCredentials = v.InferOutput<typeof CensusCredentialsSchema>;

/** `POST {survey-api}/{realm}/surveys/{surveyId}/vote`: body census and answer list (docs/product-spec.md §7). */
export const VoteBodySchema = v.object({
  census: CensusCredentialsSchema,
  answers: v.pipe(v.array(BallotAnswerSchema), v.maxLength(100)),
});
