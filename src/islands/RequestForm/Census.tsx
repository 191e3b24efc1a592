import { useEffect, useState } from 'react';
import { answered } from '../../api/client.ts';
import { censusPassed, type CensusDefinition } from '../../api/census.ts';
import type { Translatable } from '../../schemas/common.ts';
import type { CensusValue } from '../../domain/requests/request-rules.ts';
import { describedBy, FieldShell, type FieldProps } from './Fields.tsx';
import { useForm } from './context.ts';

/**
 * The census check (docs/product-spec.md §7 census2): the citizen's ID and the census's questions; "Comprobar" posts
 * them and an empty or failed answer gives 'Información del censo inválida.' (docs/product-spec.md §5). Any change
 * asks for a new check.
 */
export function CensusField({ field, value, onChange, error }: FieldProps) {
  const { tr, text, api } = useForm();
  const current: CensusValue = value && typeof value === 'object' && 'answers' in value ? value : { id: '', answers: {}, verified: false };
  const [definition, setDefinition] = useState<CensusDefinition | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    void api.census(field.census!).then((answer) => {
      const given = answered(answer);
      if (given && Array.isArray(given.questions)) setDefinition(given);
    });
  }, [api, field.census]);

  const update = (next: Partial<CensusValue>) => {
    setProblem('');
    onChange({ ...current, ...next, verified: false });
  };

  const check = async () => {
    if (checking) return;
    if (!current.id.trim()) return setProblem(tr('request.error.fillField', { field: text(field.label) }));
    setChecking(true);
    const answer = await api.checkCensus(field.census!, { id: current.id.trim(), answers: current.answers });
    setChecking(false);
    if (censusPassed(answer)) onChange({ ...current, verified: true });
    else setProblem(tr('request.error.census'));
  };

  const shown = problem || error;
  const ids = describedBy(field, shown);
  return (
    <FieldShell field={field} error={shown} asGroup>
      {definition?.info ? <p className="rf-hint">{text(definition.info as Translatable)}</p> : null}
      <div className="rf-census">
        <label className="visually-hidden" htmlFor={ids.id}>
          {text(field.label)}
        </label>
        <input
          {...ids}
          className="rf-input rf-input-short"
          autoComplete="off"
          value={current.id}
          onChange={(e) => update({ id: e.target.value.toUpperCase() })}
        />
        {(definition?.questions ?? []).map((q) => (
          <div key={q.id}>
            <label className="rf-label" htmlFor={`${ids.id}-${q.id}`}>
              {text(q.label as Translatable)}
            </label>
            <input
              id={`${ids.id}-${q.id}`}
              className="rf-input rf-input-short"
              autoComplete="off"
              value={current.answers[q.id] ?? ''}
              onChange={(e) => update({ answers: { ...current.answers, [q.id]: e.target.value } })}
            />
          </div>
        ))}
        <div>
          <button type="button" className="button secondary" onClick={() => void check()} aria-busy={checking}>
            {tr('request.census.check')}
          </button>
        </div>
      </div>
      <p role="status" className={current.verified ? 'rf-ok' : 'visually-hidden'}>
        {current.verified ? tr('request.census.ok') : ''}
      </p>
    </FieldShell>
  );
}
