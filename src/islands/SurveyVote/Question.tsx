import type { AnswerValue } from '../../domain/surveys/survey-rules.ts';
import type { SurveyQuestion } from '../../schemas/survey.ts';
import { inputId, useSurvey } from './context.ts';
import { FieldMessage } from './ErrorSummary.tsx';
import { Ranking } from './Ranking.tsx';

interface QuestionProps {
  question: SurveyQuestion;
  number: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error: string | undefined;
}

/** How to answer a question, under its title: "Elija una opción.", "Elija 2 opciones como máximo."… */
function howTo(question: SurveyQuestion, tr: (key: string, p?: Record<string, number>) => string): string {
  if (question.type === 'single') return tr('survey.hint.single');
  if (question.type === 'multiple') return question.maxChoices ? tr('survey.hint.multipleMax', { max: question.maxChoices }) : tr('survey.hint.multiple');
  if (question.type === 'ranking') return tr('survey.hint.ranking');
  return tr('survey.hint.text', { max: question.maxLength });
}

/**
 * One question: a group of radio buttons, of checkboxes, a ranking or a text box, with its title, its help, how
 * to answer it and its error, all tied to the inputs for screen readers.
 */
export function Question({ question, number, value, onChange, error }: QuestionProps) {
  const { tr, text } = useSurvey();
  const base = `q-${question.id}`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  const marker = <span className="sv-required">({tr(question.required ? 'survey.required' : 'survey.optional')})</span>;
  const title = (
    <>
      <span className="sv-number">{number}.</span> {text(question.title)} {marker}
    </>
  );
  const help = (
    <div id={hintId} className="sv-hint">
      {question.description ? <p>{text(question.description)}</p> : null}
      <p>{howTo(question, tr)}</p>
    </div>
  );

  if (question.type === 'text') {
    const current = typeof value === 'string' ? value : '';
    const length = [...current.trim()].length;
    return (
      <div className={`sv-field sv-question${error ? ' sv-invalid' : ''}`}>
        <label className="sv-legend" htmlFor={inputId(question.id)}>
          {title}
        </label>
        {help}
        <FieldMessage id={errorId} message={error} />
        <textarea
          id={inputId(question.id)}
          className="sv-input"
          rows={4}
          value={current}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${describedBy} ${base}-count`}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={`${base}-count`} className={length > question.maxLength ? 'sv-count sv-over' : 'sv-count'}>
          {tr('survey.form.chars', { count: length, max: question.maxLength })}
        </p>
      </div>
    );
  }

  if (question.type === 'ranking') {
    return (
      <fieldset className={`sv-fieldset sv-question${error ? ' sv-invalid' : ''}`} id={inputId(question.id)} tabIndex={-1} aria-describedby={describedBy}>
        <legend className="sv-legend">{title}</legend>
        {help}
        <FieldMessage id={errorId} message={error} />
        <Ranking question={question} value={Array.isArray(value) ? value : []} onChange={onChange} />
      </fieldset>
    );
  }

  const multiple = question.type === 'multiple';
  const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return (
    <fieldset className={`sv-fieldset sv-question${error ? ' sv-invalid' : ''}`} aria-describedby={describedBy}>
      <legend className="sv-legend">{title}</legend>
      {help}
      <FieldMessage id={errorId} message={error} />
      <div className="sv-options">
        {question.options.map((option, i) => {
          const id = i === 0 ? inputId(question.id) : `${base}-${option.id}`;
          return (
            <div className="sv-option" key={option.id}>
              <input
                id={id}
                type={multiple ? 'checkbox' : 'radio'}
                name={base}
                value={option.id}
                checked={chosen.includes(option.id)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onChange(multiple ? (event.target.checked ? [...chosen, option.id] : chosen.filter((c) => c !== option.id)) : option.id)}
              />
              <label htmlFor={id}>{text(option.label)}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
