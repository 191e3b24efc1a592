import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiErrorCode } from '../../domain/http/api-errors.ts';
import { isFailure, refusalOf } from '../../api/client.ts';
import { ballotErrors, ballotOf, type Answers, type AnswerValue } from '../../domain/surveys/survey-rules.ts';
import type { Translatable } from '../../schemas/common.ts';
import { CensusFields, censusErrors, EMPTY_CENSUS, useCensusDefinition, type CensusValue } from './CensusFields.tsx';
import { inputId, useSurvey } from './context.ts';
import { FormHead, useFieldErrors } from './ErrorSummary.tsx';
import { Question } from './Question.tsx';
import { ANSWERS_STORE, deleteLocal, readLocal, writeLocal } from './pwa-db.ts';
import { useSendWhenOnline } from './send-when-online.ts';
import { SendControls } from './SendingStatus.tsx';
import { hasParticipated, recordParticipation } from './vote-history.ts';

/** What `surveysAnswers` keeps of a survey: the answers in progress and whether they wait to be sent. Never the census. */
export interface SavedAnswers {
  answers: Answers;
  pending: boolean;
  savedAt: number;
}

type Outcome = { kind: 'sent' } | { kind: 'already' } | { kind: 'failed'; message: string };

/**
 * A survey's form: its questions, the census check, the error summary, and the vote posted once
 * (docs/product-spec.md §7). Answers are kept in IndexedDB as they are given; a vote made without a connection is
 * sent when it returns.
 */
export function Ballot() {
  const { survey, api, tr, text, realm } = useSurvey();
  const key = `${realm}/${survey._id}`;
  const [answers, setAnswers] = useState<Answers>({});
  const [census, setCensus] = useState<CensusValue>(EMPTY_CENSUS);
  const { errors, round, show: setErrors, forget } = useFieldErrors();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [participated, setParticipated] = useState(false);
  const [pendingBeforeReload, setPendingBeforeReload] = useState(false);
  const pending = useRef(false);
  const definition = useCensusDefinition();
  const done = useRef<HTMLHeadingElement>(null);
  /** Set once the server took the vote (or had one): nothing of it is written back to the device after that. */
  const finished = useRef(false);

  useEffect(() => {
    setHydrated(true);
    setParticipated(hasParticipated(key));
    void readLocal<SavedAnswers>(ANSWERS_STORE, key).then((saved) => {
      if (!saved?.answers) return;
      setAnswers(saved.answers);
      setPendingBeforeReload(saved.pending);
    });
  }, [key]);
  useEffect(() => {
    if (outcome) done.current?.focus();
  }, [outcome]);

  const keep = (next: Answers) => void writeLocal(ANSWERS_STORE, key, { answers: next, pending: pending.current, savedAt: Date.now() } satisfies SavedAnswers);
  const answer = (question: string, value: AnswerValue) => {
    const next = { ...answers, [question]: value };
    setAnswers(next);
    forget(inputId(question));
    keep(next);
  };

  const sending = useSendWhenOnline(
    async () => {
      const result = await api.vote(survey._id, { id: census.id.trim(), answers: census.answers }, ballotOf(survey, answers));
      const refusal = refusalOf(result);
      if (refusal?.offline) return 'offline';
      const code = refusal?.code;
      if (!isFailure(result) && result.ok) {
        finished.current = true;
        recordParticipation(key);
        void deleteLocal(ANSWERS_STORE, key);
        setOutcome({ kind: 'sent' });
      } else if (code === 'already-voted') {
        finished.current = true;
        recordParticipation(key);
        void deleteLocal(ANSWERS_STORE, key);
        setOutcome({ kind: 'already' });
      } else if (code === 'census') {
        setErrors([{ id: 'census-id', message: tr('survey.error.census') }]);
      } else if (!isFailure(result) && result.errors?.length) {
        setErrors(result.errors.map((e) => ({ id: inputId(e.question), message: tr(e.key, e.params) })));
      } else {
        const known: Partial<Record<ApiErrorCode, string>> = {
          closed: 'survey.form.closed',
          'not-open': 'survey.form.notOpen',
          'census-blocked': 'survey.error.tooManyChecks',
        };
        setOutcome({ kind: 'failed', message: tr((code && known[code]) || 'survey.error.sendFailed') });
      }
      return 'done';
    },
    (isPending) => {
      pending.current = isPending;
      if (!finished.current) keep(answers);
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.state === 'sending' || sending.state === 'resending') return;
    setOutcome(null);
    const problems = [
      ...ballotErrors(survey, answers).map((e) => ({ id: inputId(e.question), message: tr(e.key, e.params) })),
      ...censusErrors(definition.definition, census, tr, (label: Translatable) => text(label)),
    ];
    setErrors(problems);
    if (problems.length === 0) void sending.send();
  };

  if (outcome && outcome.kind !== 'failed') {
    return (
      <div className="sv-done">
        <h3 className="sv-done-title" tabIndex={-1} ref={done}>
          {tr(outcome.kind === 'sent' ? 'survey.form.sent' : 'survey.form.alreadyParticipated')}
        </h3>
        {outcome.kind === 'already' ? <p>{tr('survey.form.alreadyParticipatedHint')}</p> : null}
      </div>
    );
  }
  if (participated) {
    return (
      <div className="sv-done">
        <h3 className="sv-done-title">{tr('survey.form.alreadyParticipated')}</h3>
        <p>{tr('survey.form.alreadyParticipatedHint')}</p>
        <button type="button" className="button secondary" onClick={() => setParticipated(false)}>
          {tr('survey.form.anotherPerson')}
        </button>
      </div>
    );
  }
  const errorOf = (question: string) => errors.find((e) => e.id === inputId(question))?.message;
  return (
    <form className="sv-form" noValidate onSubmit={submit} aria-labelledby="sv-heading">
      <FormHead
        errors={errors}
        round={round}
        failure={outcome?.kind === 'failed' ? outcome.message : undefined}
        errorsTitle={tr('survey.form.errorsTitle')}
        saved={tr('survey.form.saved')}
      />
      {survey.questions.map((question, i) => (
        <Question
          key={question.id}
          question={question}
          number={i + 1}
          value={answers[question.id]}
          onChange={(value) => answer(question.id, value)}
          error={errorOf(question.id)}
        />
      ))}
      {pendingBeforeReload && sending.state === 'idle' ? <p className="notice">{tr('survey.form.pendingAfterReload')}</p> : null}
      <CensusFields value={census} onChange={setCensus} onEdited={forget} errors={errors} census={definition} />
      <SendControls state={sending.state} hydrated={hydrated} label={tr('survey.form.submit')} />
    </form>
  );
}
