/**
 * Counting a closed survey's ballots into its published results: totals per option, a Borda count for
 * rankings (with n options, a first place is worth n−1 points and a last place none), and only the number of
 * free-text answers. Also the shares and order the results page and the open data show.
 */
import type { QuestionResult, Survey, SurveyResults } from '../../schemas/survey.ts';
import type { Answers } from './survey-rules.ts';

export function tally(
  survey: Pick<Survey, '_id' | 'questions'>,
  ballots: Answers[],
  closedAt: string,
  extra: Pick<SurveyResults, 'byChannel' | 'proposals'> = {},
): SurveyResults {
  const questions: QuestionResult[] = survey.questions.map((question) => {
    const answered = ballots.filter((b) => {
      const value = b[question.id];
      return value !== undefined && value.length > 0;
    });
    if (question.type === 'text') return { id: question.id, type: question.type, answered: answered.length, options: [] };
    const options = question.options.map((option) => {
      if (question.type === 'ranking') {
        let points = 0;
        let firsts = 0;
        for (const b of answered) {
          const place = (b[question.id] as string[]).indexOf(option.id);
          if (place >= 0) points += question.options.length - 1 - place;
          if (place === 0) firsts++;
        }
        return { id: option.id, votes: firsts, points };
      }
      const votes = answered.filter((b) => {
        const value = b[question.id]!;
        return Array.isArray(value) ? value.includes(option.id) : value === option.id;
      }).length;
      return { id: option.id, votes };
    });
    return { id: question.id, type: question.type, answered: answered.length, options };
  });
  return { survey: survey._id, closedAt, participants: ballots.length, questions, ...extra };
}

/** A share as a whole percentage of `of` (0 when nobody answered). */
export const percent = (part: number, of: number) => (of > 0 ? Math.round((part / of) * 1000) / 10 : 0);

/**
 * A share as the results page writes it: always one decimal, so that "43,0 %" stands beside "47,7 %" and not
 * "43 %" (the number the table and the bar both show).
 */
export function shareText(share: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share)} %`;
}

/**
 * How far an option's bar reaches, in percent of its track: its share of those who answered, so that 47,7 % fills
 * under half of it whatever the top answer has; for a ranking, its points of the most an option could get (first
 * for every person who answered: n−1 points each).
 */
export function barWidth(result: QuestionResult, option: QuestionResult['options'][number]): number {
  if (result.type !== 'ranking') return Math.min(100, percent(option.votes, result.answered));
  return Math.min(100, percent(option.points ?? 0, result.answered * Math.max(0, result.options.length - 1)));
}

/**
 * The options of a question's result in the order the page lists them: most votes first, or most points for a
 * ranking; ties keep the survey's order.
 */
export function ranked(result: QuestionResult): QuestionResult['options'] {
  const score = (o: QuestionResult['options'][number]) => (result.type === 'ranking' ? (o.points ?? 0) : o.votes);
  return result.options
    .map((o, i) => ({ o, i }))
    .sort((a, b) => score(b.o) - score(a.o) || a.i - b.i)
    .map(({ o }) => o);
}
