import { useCallback, useEffect, useState } from 'react';
import { answered } from '../../api/client.ts';
import type { CensusDefinition } from '../../api/census.ts';
import type { Translatable } from '../../schemas/common.ts';
import type { CensusCredentials } from '../../schemas/survey.ts';
import { type FieldError, useSurvey } from './context.ts';
import { FieldMessage } from './ErrorSummary.tsx';
import { API_CACHE_STORE, readLocal, writeLocal } from './pwa-db.ts';

export type CensusValue = Required<CensusCredentials>;
export const EMPTY_CENSUS: CensusValue = { id: '', answers: {} };
const ID_INPUT = 'census-id';
const answerInput = (question: string) => `census-${question}`;

type DefinitionState = { state: 'loading' | 'failed'; definition?: undefined } | { state: 'ready'; definition: CensusDefinition };

/**
 * The census's questions (docs/product-spec.md §7 `GET census2/{censusId}`), kept in `apiCache` so that a page
 * reloaded without a connection can still ask them; a fresh answer replaces the kept one.
 */
export function useCensusDefinition(): DefinitionState & { retry: () => void } {
  const { api, survey, realm } = useSurvey();
  const [state, setState] = useState<DefinitionState>({ state: 'loading' });
  const cacheKey = `${realm}/census2/${survey.census}`;
  const load = useCallback(async () => {
    const kept = await readLocal<CensusDefinition>(API_CACHE_STORE, cacheKey);
    if (kept?.questions) setState({ state: 'ready', definition: kept });
    const answer = await api.census(survey.census);
    const given = answered(answer);
    if (given && Array.isArray(given.questions)) {
      const definition = { questions: given.questions, info: given.info };
      setState({ state: 'ready', definition });
      void writeLocal(API_CACHE_STORE, cacheKey, definition);
    } else if (!kept?.questions) setState({ state: 'failed' });
  }, [api, survey.census, cacheKey]);
  useEffect(() => {
    void load();
  }, [load]);
  return {
    ...state,
    retry: () => {
      setState({ state: 'loading' });
      void load();
    },
  };
}

/** What is missing of the census part, for the error summary. */
export function censusErrors(
  definition: CensusDefinition | undefined,
  value: CensusValue,
  tr: (key: string, p?: Record<string, string>) => string,
  text: (t: Translatable) => string,
): FieldError[] {
  const errors: FieldError[] = [];
  if (!value.id.trim()) errors.push({ id: ID_INPUT, message: tr('survey.error.censusId') });
  for (const question of definition?.questions ?? []) {
    if (!value.answers[question.id]?.trim())
      errors.push({ id: answerInput(question.id), message: tr('survey.error.censusAnswer', { question: text(question.label as Translatable) }) });
  }
  return errors;
}

/**
 * The census check's fields: the ID and the census's own questions (docs/product-spec.md §3 Census entry: id,
 * questions, info). They are sent with the vote; nothing of them is kept on the device.
 */
export function CensusFields({
  value,
  onChange,
  onEdited,
  errors,
  census,
}: {
  value: CensusValue;
  onChange: (value: CensusValue) => void;
  /** A field was changed: its error, if it had one, no longer holds. */
  onEdited: (inputId: string) => void;
  errors: FieldError[];
  census: ReturnType<typeof useCensusDefinition>;
}) {
  const { tr, text } = useSurvey();
  // Nothing loads without script: the page's notice says how to take part then, not "Cargando…".
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const errorOf = (id: string) => errors.find((e) => e.id === id)?.message;
  const field = (id: string, label: string, current: string, set: (next: string) => void, extra: { autoComplete?: string } = {}) => {
    const message = errorOf(id);
    return (
      <div className={`sv-field${message ? ' sv-invalid' : ''}`} key={id}>
        <label className="sv-label" htmlFor={id}>
          {label}
        </label>
        <FieldMessage id={`${id}-error`} message={message} />
        <input
          id={id}
          className="sv-input sv-input-short"
          value={current}
          autoComplete={extra.autoComplete ?? 'off'}
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            set(event.target.value);
            onEdited(id);
          }}
        />
      </div>
    );
  };
  return (
    <fieldset className="sv-fieldset sv-census">
      <legend className="sv-legend">{tr('survey.form.census')}</legend>
      {census.state === 'ready' && census.definition.info ? <p className="sv-hint">{text(census.definition.info as Translatable)}</p> : null}
      {field(ID_INPUT, tr('survey.form.censusId'), value.id, (id) => onChange({ ...value, id: id.toUpperCase() }))}
      {census.state === 'ready'
        ? census.definition.questions.map((q) =>
            field(answerInput(q.id), text(q.label as Translatable), value.answers[q.id] ?? '', (answer) =>
              onChange({ ...value, answers: { ...value.answers, [q.id]: answer } }),
            ),
          )
        : null}
      {census.state === 'loading' && hydrated ? <p className="sv-hint">{tr('survey.form.censusLoading')}</p> : null}
      {census.state === 'failed' ? (
        <p className="sv-problem">
          {tr('survey.form.censusUnavailable')}{' '}
          <button type="button" className="button secondary" onClick={census.retry}>
            {tr('survey.form.retry')}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}
