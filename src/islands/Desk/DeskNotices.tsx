import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { answered, createApiClient, refusalOf } from '../../api/client.ts';
import { deskNoticesApi, type DeskNoticesApi } from '../../api/desk-notices.ts';
import { notificationPreview, paragraphs, textsIn } from '../../domain/notices/inbox.ts';
import { draftProblems, type DraftProblem, type NoticeDraft, TEXT_FIELDS, type TextField } from '../../domain/notices/notice-rules.ts';
import { PUBLIC_TOPICS } from '../../domain/notices/topics.ts';
import type { DeskNoticeAnswer, NoticeDelivery } from '../../schemas/notices.ts';
import type { RealmConfig } from '../../schemas/realm.ts';
import { useDesk } from './context.ts';

export interface DeskNoticesProps {
  realm: string;
  endpoints: RealmConfig['endpoints'];
  /** The realm's languages, each by its own name: a notice is written in every one of them. */
  languages: Array<{ code: string; name: string }>;
  /** Each public topic's name in the page's language. */
  topics: Record<string, string>;
}

type Delivery = { name: 'loading' } | { name: 'none' } | { name: 'ready'; counts: NoticeDelivery } | { name: 'failed' };

/**
 * How a published notice's copies went (docs/notices.md "Delivery"): push notifications sent, not delivered, to a
 * subscription that is gone, still waiting, and e-mail copies queued; "sin envíos" for one never queued (404
 * `not-found`). Read once when the list shows it; the list read again reads it again.
 */
function DeliveryFigures({ api, slug, title }: { api: DeskNoticesApi; slug: string; title: string }) {
  const { tr, signedOut } = useDesk();
  const [delivery, setDelivery] = useState<Delivery>({ name: 'loading' });
  useEffect(() => {
    const leaving = new AbortController();
    void api.delivery(slug, leaving.signal).then((answer) => {
      if (leaving.signal.aborted) return;
      const counts = answered(answer);
      const refusal = refusalOf(answer);
      if (refusal?.code === 'not-signed-in') return signedOut();
      setDelivery(counts ? { name: 'ready', counts } : refusal?.code === 'not-found' ? { name: 'none' } : { name: 'failed' });
    });
    return () => leaving.abort();
  }, [api, slug, signedOut]);

  const label = `${tr('desk.notices.delivery.title')}: ${title}`;
  if (delivery.name === 'loading') return <p className="desk-notice-delivery loading-indicator">{tr('desk.notices.delivery.loading')}</p>;
  if (delivery.name === 'failed') return <p className="desk-notice-delivery">{tr('desk.notices.delivery.loadFailed')}</p>;
  if (delivery.name === 'none') return <p className="desk-notice-delivery">{tr('desk.notices.delivery.none')}</p>;
  const { counts } = delivery;
  const figures = [
    ['sent', counts.sent],
    ['failed', counts.failed],
    ['removed', counts.removed],
    ['pending', counts.pending],
    ['emails', counts.emails],
  ] as const;
  return (
    <div className="desk-notice-delivery">
      <dl aria-label={label}>
        {figures.map(([name, value]) => (
          <div key={name}>
            <dt>{tr(`desk.notices.delivery.${name}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!counts.fannedOut && <p className="field-hint">{tr('desk.notices.delivery.fanning')}</p>}
    </div>
  );
}

type List = { name: 'loading' } | { name: 'ready'; items: DeskNoticeAnswer[] } | { name: 'failed' };

const emptyDraft = (languages: DeskNoticesProps['languages']): NoticeDraft => ({
  topic: '',
  urgent: false,
  texts: Object.fromEntries(languages.map((l) => [l.code, { title: '', summary: '', body: '' }])),
  publishAt: '',
  until: '',
  place: '',
  link: '',
});

/**
 * The desk's notices (`/gestion/avisos`, docs/notices.md "The desk"): a form to write a notice in every language of
 * the realm, with its topic, urgency, when to publish it (now or a Madrid time) and until when it applies; previews
 * of the phone's notification and of the page; and the realm's notices with their state, each one withdrawable.
 * The form checks with the server's own rules (src/domain/notices/notice-rules.ts) and shows each problem beside
 * its field, keeping what was typed; the server's refusal is shown the same way.
 */
export function DeskNotices({ realm, endpoints, languages, topics }: DeskNoticesProps) {
  const { tr, lang, dateTime, signedOut } = useDesk();
  const api = useMemo(() => deskNoticesApi(createApiClient({ language: lang }), { id: realm, endpoints }), [realm, lang, endpoints]);
  const [draft, setDraft] = useState<NoticeDraft>(() => emptyDraft(languages));
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState('');
  const [list, setList] = useState<List>({ name: 'loading' });
  const summary = useRef<HTMLDivElement>(null);

  const load = useCallback(
    (signal?: AbortSignal) => {
      void api.list(signal).then((answer) => {
        if (signal?.aborted) return;
        const body = answered(answer);
        if (refusalOf(answer)?.code === 'not-signed-in') return signedOut();
        setList(body ? { name: 'ready', items: body.items } : { name: 'failed' });
      });
    },
    [api, signedOut],
  );
  useEffect(() => {
    const leaving = new AbortController();
    load(leaving.signal);
    return () => leaving.abort();
  }, [load]);

  const problemOf = (field: string) => problems.find((p) => p.field === field);
  const message = (p: DraftProblem) => tr(p.key, p.params);
  const setText = (code: string, field: TextField, value: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [code]: { ...d.texts[code]!, [field]: value } } }));
  const field = (name: string) => {
    const problem = problemOf(name);
    const id = `notice-${name.replace(/\./g, '-')}`;
    return {
      id,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-error` : undefined,
    } as const;
  };
  const error = (name: string) => {
    const problem = problemOf(name);
    return problem ? (
      <p className="field-error" id={`notice-${name.replace(/\./g, '-')}-error`}>
        {message(problem)}
      </p>
    ) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaid('');
    setFailed('');
    const found = draftProblems(
      draft,
      languages.map((l) => l.code),
      Date.now(),
    );
    setProblems(found);
    if (found.length) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setBusy(true);
    const answer = await api.publish(draft);
    setBusy(false);
    const created = answered(answer);
    const refusal = refusalOf(answer);
    if (refusal?.code === 'not-signed-in') return signedOut();
    if (!created) {
      const fields = (answer as { errors?: DraftProblem[] }).errors?.filter((p) => p.field) ?? [];
      if (fields.length) {
        setProblems(fields);
        requestAnimationFrame(() => summary.current?.focus());
      } else setFailed(refusal?.offline ? tr('desk.notices.offline') : (refusal?.message ?? tr('desk.notices.failed')));
      return;
    }
    setSaid(
      created.state === 'scheduled'
        ? tr('desk.notices.scheduled', { date: dateTime(created.notice.publishedAt) })
        : tr('desk.notices.published', { title: textsIn(created.notice, lang).title }),
    );
    setDraft(emptyDraft(languages));
    setProblems([]);
    load();
  };

  const withdraw = async (item: DeskNoticeAnswer) => {
    const { title } = textsIn(item.notice, lang);
    if (!window.confirm(tr('desk.notices.withdrawConfirm', { title }))) return;
    const answer = await api.withdraw(item.notice._id);
    if (refusalOf(answer)?.code === 'not-signed-in') return signedOut();
    if (!answered(answer)) return setFailed(tr('desk.notices.failed'));
    setSaid(tr('desk.notices.withdrawn', { title }));
    load();
  };

  const first = languages[0]?.code ?? lang;
  const previewTexts = draft.texts[lang] ?? draft.texts[first]!;
  const preview = notificationPreview(previewTexts);

  return (
    <div className="desk-notices">
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {said && <p className="notice">{said}</p>}
      {failed && (
        <p className="notice" role="alert">
          {failed}
        </p>
      )}
      <section aria-labelledby="notice-form-title">
        <h2 id="notice-form-title">{tr('desk.notices.new')}</h2>
        <form onSubmit={submit} noValidate>
          {problems.length > 0 && (
            <div className="error-summary" ref={summary} tabIndex={-1} role="alert" aria-labelledby="notice-problems-title">
              <h3 id="notice-problems-title">{tr('desk.notices.problems', { count: problems.length })}</h3>
              <ul>
                {problems.map((p) => (
                  <li key={p.field}>
                    <a href={`#notice-${p.field.replace(/\./g, '-')}`}>
                      {tr(`desk.notices.field.${p.field.replace(/^texts\.[a-z]+\./, '')}`)}
                      {p.field.startsWith('texts.') ? ` (${languages.find((l) => p.field.startsWith(`texts.${l.code}.`))?.name})` : ''}: {message(p)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="desk-notice-field">
            <label htmlFor="notice-topic">{tr('desk.notices.field.topic')}</label>
            <select {...field('topic')} value={draft.topic} onChange={(e) => setDraft({ ...draft, topic: e.target.value })}>
              <option value="">{tr('desk.notices.chooseTopic')}</option>
              {PUBLIC_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {topics[topic] ?? topic}
                </option>
              ))}
            </select>
            {error('topic')}
          </div>
          <div className="desk-notice-field">
            <label>
              <input type="checkbox" checked={draft.urgent} onChange={(e) => setDraft({ ...draft, urgent: e.target.checked })} />{' '}
              {tr('desk.notices.field.urgent')}
            </label>
            <p className="field-hint">{tr('desk.notices.urgentHint')}</p>
          </div>
          {languages.map(({ code, name }) => (
            <fieldset key={code} lang={code === 'va' ? 'ca-valencia' : code}>
              <legend>{tr('desk.notices.textsIn', { language: name })}</legend>
              {(Object.keys(TEXT_FIELDS) as TextField[]).map((text) => {
                const names = `texts.${code}.${text}`;
                const value = draft.texts[code]?.[text] ?? '';
                const common = { ...field(names), value, onChange: (e: { target: { value: string } }) => setText(code, text, e.target.value) };
                return (
                  <div className="desk-notice-field" key={text}>
                    <label htmlFor={common.id}>{tr(`desk.notices.field.${text}`)}</label>
                    {text === 'title' ? <input type="text" {...common} /> : <textarea rows={text === 'body' ? 6 : 2} {...common} />}
                    {text !== 'body' && <p className="field-hint">{tr('desk.notices.count', { length: value.trim().length, max: TEXT_FIELDS[text] })}</p>}
                    {error(names)}
                  </div>
                );
              })}
            </fieldset>
          ))}
          <div className="desk-notice-field">
            <label htmlFor="notice-publishAt">{tr('desk.notices.field.publishAt')}</label>
            <input type="datetime-local" {...field('publishAt')} value={draft.publishAt} onChange={(e) => setDraft({ ...draft, publishAt: e.target.value })} />
            <p className="field-hint">{tr('desk.notices.publishAtHint')}</p>
            {error('publishAt')}
          </div>
          <div className="desk-notice-field">
            <label htmlFor="notice-until">{tr('desk.notices.field.until')}</label>
            <input type="datetime-local" {...field('until')} value={draft.until} onChange={(e) => setDraft({ ...draft, until: e.target.value })} />
            <p className="field-hint">{tr('desk.notices.untilHint')}</p>
            {error('until')}
          </div>
          <div className="desk-notice-field">
            <label htmlFor="notice-place">{tr('desk.notices.field.place')}</label>
            <input type="text" {...field('place')} value={draft.place} onChange={(e) => setDraft({ ...draft, place: e.target.value })} />
            <p className="field-hint">{tr('desk.notices.placeHint')}</p>
            {error('place')}
          </div>
          <div className="desk-notice-field">
            <label htmlFor="notice-link">{tr('desk.notices.field.link')}</label>
            <input type="url" {...field('link')} value={draft.link} onChange={(e) => setDraft({ ...draft, link: e.target.value })} />
            {error('link')}
          </div>
          <section className="desk-notice-previews" aria-labelledby="notice-preview-title">
            <h3 id="notice-preview-title">{tr('desk.notices.preview')}</h3>
            <figure className="desk-notice-phone">
              <figcaption className="visually-hidden">{tr('desk.notices.previewPhone')}</figcaption>
              <p className="desk-notice-phone-title">{preview.title || '…'}</p>
              <p>{preview.text || '…'}</p>
            </figure>
            <article className="desk-notice-page" aria-label={tr('desk.notices.previewPage')}>
              {draft.urgent && <strong className="desk-notice-urgent">{tr('desk.notices.field.urgent')}</strong>}
              <p className="desk-notice-page-title">{previewTexts.title || '…'}</p>
              <p className="lead">{previewTexts.summary}</p>
              {paragraphs(previewTexts.body).map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a text being typed have no identity but their place.
                <p key={i}>{p}</p>
              ))}
            </article>
          </section>
          <p>
            <button type="submit" className="button" disabled={busy}>
              {draft.publishAt ? tr('desk.notices.schedule') : tr('desk.notices.publish')}
            </button>
          </p>
        </form>
      </section>
      <section aria-labelledby="notice-list-title">
        <h2 id="notice-list-title">{tr('desk.notices.list')}</h2>
        {list.name === 'loading' && <p className="loading-indicator">{tr('desk.checking')}</p>}
        {list.name === 'failed' && <p role="alert">{tr('desk.notices.listFailed')}</p>}
        {list.name === 'ready' && list.items.length === 0 && <p>{tr('desk.notices.none')}</p>}
        {list.name === 'ready' && list.items.length > 0 && (
          <ul className="desk-notice-list">
            {list.items.map((item) => {
              const texts = textsIn(item.notice, lang);
              return (
                <li key={item.notice._id} data-notice={item.notice.slug}>
                  <p className="desk-notice-title">{texts.title}</p>
                  <p className="desk-notice-meta">
                    <span className={`desk-notice-state state-${item.state}`}>{tr(`desk.notices.state.${item.state}`)}</span> ·{' '}
                    {topics[item.notice.topic] ?? item.notice.topic}
                    {item.notice.urgent && <> · {tr('desk.notices.field.urgent')}</>} · {dateTime(item.notice.publishedAt)}
                    {item.notice.until && <> – {dateTime(item.notice.until)}</>}
                  </p>
                  {item.state === 'published' && <DeliveryFigures api={api} slug={item.notice.slug} title={texts.title} />}
                  {(item.state === 'scheduled' || item.state === 'published') && (
                    <button type="button" className="button secondary" onClick={() => void withdraw(item)} aria-describedby={undefined}>
                      {tr('desk.notices.withdraw')}
                      <span className="visually-hidden">: {texts.title}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
