import { useEffect, useRef, useState } from 'react';
import type { SurveyQuestion } from '../../schemas/survey.ts';
import { useSurvey } from './context.ts';

type RankingQuestion = Extract<SurveyQuestion, { type: 'ranking' }>;

/**
 * A ranking by keyboard and screen reader, never by dragging alone: options are added to "Su orden" one by one,
 * most preferred first, and moved up or down or taken out with buttons. Each move is announced, and the focus
 * stays on the option that moved.
 */
export function Ranking({ question, value, onChange }: { question: RankingQuestion; value: string[]; onChange: (value: string[]) => void }) {
  const { tr, text } = useSurvey();
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusNext, setFocusNext] = useState<string[] | null>(null);
  // Adding works only with script: the buttons are hidden until it runs (README, "Without JavaScript").
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const label = (id: string) => text(question.options.find((o) => o.id === id)?.label);
  const ranked = value.filter((id) => question.options.some((o) => o.id === id));
  const unranked = question.options.filter((o) => !ranked.includes(o.id));

  useEffect(() => {
    if (!focusNext) return;
    for (const key of focusNext) {
      const button = buttons.current.get(key);
      if (button) {
        button.focus();
        break;
      }
    }
    setFocusNext(null);
  }, [focusNext]);

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  const place = (next: string[], id: string, focus: string[]) => {
    onChange(next);
    const position = next.indexOf(id);
    setAnnouncement(
      position === -1
        ? tr('survey.form.rankRemoved', { option: label(id) })
        : tr('survey.form.rankAnnounce', { option: label(id), position: position + 1, total: question.options.length }),
    );
    setFocusNext(focus);
  };
  const move = (id: string, by: -1 | 1) => {
    const next = [...ranked];
    const from = next.indexOf(id);
    next.splice(from, 1);
    next.splice(from + by, 0, id);
    place(next, id, [`${id} ${by < 0 ? 'up' : 'down'}`, `${id} ${by < 0 ? 'down' : 'up'}`, `${id} remove`]);
  };
  const add = (id: string) => {
    const rest = unranked.filter((o) => o.id !== id).map((o) => `${o.id} add`);
    place([...ranked, id], id, [...rest, `${id} remove`]);
  };
  const remove = (id: string) =>
    place(
      ranked.filter((r) => r !== id),
      id,
      [`${id} add`],
    );

  return (
    <div className="sv-ranking">
      <p className="sv-subhead" id={`${question.id}-ranked`}>
        {tr('survey.form.ranked')}
      </p>
      {ranked.length === 0 ? (
        <p className="sv-hint">{tr('survey.form.rankEmpty')}</p>
      ) : (
        <ol className="sv-rank-list" aria-labelledby={`${question.id}-ranked`}>
          {ranked.map((id, i) => (
            <li key={id}>
              <span className="sv-rank-label">{label(id)}</span>
              <span className="sv-rank-actions">
                {i > 0 ? (
                  <button
                    type="button"
                    className="button secondary sv-small"
                    ref={ref(`${id} up`)}
                    aria-label={`${tr('survey.form.up')}: ${label(id)}`}
                    onClick={() => move(id, -1)}
                  >
                    {tr('survey.form.up')}
                  </button>
                ) : null}
                {i < ranked.length - 1 ? (
                  <button
                    type="button"
                    className="button secondary sv-small"
                    ref={ref(`${id} down`)}
                    aria-label={`${tr('survey.form.down')}: ${label(id)}`}
                    onClick={() => move(id, 1)}
                  >
                    {tr('survey.form.down')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button secondary sv-small"
                  ref={ref(`${id} remove`)}
                  aria-label={`${tr('survey.form.remove')}: ${label(id)}`}
                  onClick={() => remove(id)}
                >
                  {tr('survey.form.remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="sv-subhead" id={`${question.id}-unranked`}>
        {tr('survey.form.unranked')}
      </p>
      {unranked.length === 0 ? (
        <p className="sv-hint">{tr('survey.form.rankAllDone')}</p>
      ) : (
        <ul className="sv-rank-list" aria-labelledby={`${question.id}-unranked`}>
          {unranked.map((o) => (
            <li key={o.id}>
              <span className="sv-rank-label">{text(o.label)}</span>
              <span className="sv-rank-actions">
                <button
                  type="button"
                  className="button secondary sv-small"
                  ref={ref(`${o.id} add`)}
                  aria-label={`${tr('survey.form.add')}: ${text(o.label)}`}
                  hidden={!hydrated}
                  onClick={() => add(o.id)}
                >
                  {tr('survey.form.add')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
