import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { isFailure, refusalOf } from '../../api/client.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/requests/request-rules.ts';
import { proposalErrors } from '../../domain/surveys/survey-rules.ts';
import type { Coordinates, Translatable } from '../../schemas/common.ts';
import { CensusFields, censusErrors, EMPTY_CENSUS, useCensusDefinition, type CensusValue } from './CensusFields.tsx';
import { type FieldError, useSurvey } from './context.ts';
import { FieldMessage, FormHead, useFieldErrors } from './ErrorSummary.tsx';
import { ANSWERS_STORE, deleteLocal, readLocal, writeLocal } from './pwa-db.ts';
import { useSendWhenOnline } from './send-when-online.ts';
import { SendControls } from './SendingStatus.tsx';

/** MapLibre is fetched only when the citizen asks to mark a place. */
const LocationPicker = lazy(() => import('../LocationPicker/LocationPicker.tsx'));

/** What `surveysAnswers` keeps of a proposal being written (its photo too); never the census. */
interface SavedProposal {
  title: string;
  text: string;
  location: Coordinates | null;
  image: File | null;
  pending: boolean;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const EMPTY: SavedProposal = { title: '', text: '', location: null, image: null, pending: false };

type Outcome = { kind: 'sent'; title: string; left: number } | { kind: 'failed'; message: string };

/**
 * A proposal for a call for proposals: title, text, an optional photo and place, and the census check. Past the
 * call's limit the server answers 'Una persona no puede enviar más de {voteCount} propuestas.'; any other failure
 * reads 'No se ha podido enviar su propuesta...' (docs/product-spec.md §5, §8).
 */
export function ProposalForm({
  geocode,
  center,
  mapStyle,
}: {
  geocode: (address: string) => Promise<Coordinates | null>;
  center: Coordinates;
  mapStyle: string;
}) {
  const { survey, api, tr, text, realm, lang } = useSurvey();
  const rules = survey.proposals!;
  const key = `${realm}/${survey._id}/proposal`;
  const [draft, setDraft] = useState<SavedProposal>(EMPTY);
  const [census, setCensus] = useState<CensusValue>(EMPTY_CENSUS);
  const { errors, round, show: setErrors, forget } = useFieldErrors();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [showMap, setShowMap] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const definition = useCensusDefinition();
  const done = useRef<HTMLHeadingElement>(null);
  /** Set when the server took the proposal: the sent draft is never written back to the device. */
  const sent = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setHydrated(true);
    void readLocal<SavedProposal>(ANSWERS_STORE, key).then((saved) => {
      if (saved) setDraft({ ...EMPTY, ...saved });
      if (saved?.location) setShowMap(true);
    });
  }, [key]);
  useEffect(() => {
    if (outcome?.kind === 'sent') done.current?.focus();
  }, [outcome]);

  const change = (next: Partial<SavedProposal>) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    forget(...Object.keys(next).map((name) => `proposal-${name}`));
    void writeLocal(ANSWERS_STORE, key, updated);
  };

  const sending = useSendWhenOnline(
    async () => {
      const result = await api.propose(survey._id, {
        census: { id: census.id.trim(), answers: census.answers },
        title: draft.title,
        text: draft.text,
        location: draft.location ?? undefined,
        image: draft.image ?? undefined,
        language: lang,
      });
      const refusal = refusalOf(result);
      if (refusal?.offline) return 'offline';
      const code = refusal?.code;
      if (!isFailure(result) && result.ok) {
        sent.current = true;
        void deleteLocal(ANSWERS_STORE, key);
        setOutcome({ kind: 'sent', title: draft.title.trim(), left: result.left ?? 0 });
        setDraft(EMPTY);
        setShowMap(false);
      } else if (code === 'census') setErrors([{ id: 'census-id', message: tr('survey.error.census') }]);
      else if (code === 'proposal-limit')
        setOutcome({ kind: 'failed', message: tr('survey.error.proposalLimit', { voteCount: (!isFailure(result) && result.voteCount) || rules.limit }) });
      else setOutcome({ kind: 'failed', message: tr('survey.error.proposalFailed') });
      return 'done';
    },
    (pending) => {
      if (!sent.current) change({ pending });
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.state === 'sending' || sending.state === 'resending') return;
    sent.current = false;
    setOutcome(null);
    const problems: FieldError[] = proposalErrors(rules, draft).map((e) => ({ id: `proposal-${e.question}`, message: tr(e.key, e.params) }));
    if (draft.image && (!IMAGE_TYPES.includes(draft.image.type) || draft.image.size > MAX_UPLOAD_BYTES)) {
      problems.push({
        id: 'proposal-image',
        message: tr(draft.image.size > MAX_UPLOAD_BYTES ? 'survey.error.imageSize' : 'survey.error.imageType', { types: 'JPEG, PNG o WebP' }),
      });
    }
    problems.push(...censusErrors(definition.definition, census, tr, (label: Translatable) => text(label)));
    setErrors(problems);
    if (problems.length === 0) void sending.send();
  };

  if (outcome?.kind === 'sent') {
    return (
      <div className="sv-done">
        <h3 className="sv-done-title" tabIndex={-1} ref={done}>
          {outcome.left > 0
            ? tr('survey.form.proposalSent', { title: outcome.title, left: outcome.left })
            : tr('survey.form.proposalSentLast', { title: outcome.title })}
        </h3>
        {outcome.left > 0 ? (
          <button type="button" className="button secondary" onClick={() => setOutcome(null)}>
            {tr('survey.form.anotherProposal')}
          </button>
        ) : null}
      </div>
    );
  }

  const errorOf = (id: string) => errors.find((e) => e.id === id)?.message;
  const textField = (name: 'title' | 'text', label: string, max: number, hint?: string) => {
    const id = `proposal-${name}`;
    const error = errorOf(id);
    const length = [...draft[name].trim()].length;
    const Input = name === 'title' ? 'input' : 'textarea';
    return (
      <div className={`sv-field${error ? ' sv-invalid' : ''}`}>
        <label className="sv-label" htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <p className="sv-hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        <FieldMessage id={`${id}-error`} message={error} />
        <Input
          id={id}
          className="sv-input"
          value={draft[name]}
          {...(name === 'text' ? { rows: 6 } : {})}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : '', `${id}-count`].filter(Boolean).join(' ')}
          onChange={(event) => change({ [name]: event.target.value })}
        />
        <p id={`${id}-count`} className={length > max ? 'sv-count sv-over' : 'sv-count'}>
          {tr('survey.form.chars', { count: length, max })}
        </p>
      </div>
    );
  };
  const imageError = errorOf('proposal-image');
  return (
    <form className="sv-form" noValidate onSubmit={submit} aria-labelledby="sv-heading">
      <FormHead
        errors={errors}
        round={round}
        failure={outcome?.kind === 'failed' ? outcome.message : undefined}
        errorsTitle={tr('survey.form.errorsTitle')}
        saved={tr('survey.form.saved')}
      />
      {textField('title', tr('survey.form.proposalTitle'), rules.maxTitle)}
      {textField('text', tr('survey.form.proposalText'), rules.maxText, tr('survey.form.proposalTextHint'))}
      <div className={`sv-field${imageError ? ' sv-invalid' : ''}`}>
        <label className="sv-label" htmlFor="proposal-image">
          {tr('survey.form.image')}
        </label>
        <p className="sv-hint" id="proposal-image-hint">
          {tr('survey.form.imageHint')}
        </p>
        <FieldMessage id="proposal-image-error" message={imageError} />
        <input
          id="proposal-image"
          ref={fileInput}
          className="sv-file"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-describedby={['proposal-image-hint', imageError ? 'proposal-image-error' : ''].filter(Boolean).join(' ')}
          onChange={(event) => change({ image: event.target.files?.[0] ?? null })}
        />
        {draft.image && !fileInput.current?.files?.length ? <p className="sv-hint">{draft.image.name}</p> : null}
      </div>
      <div className="sv-field">
        {/* Once the map is open, the picker's own group carries the name: said once, not twice. */}
        {showMap ? null : <p className="sv-label">{tr('survey.form.location')}</p>}
        {showMap ? (
          <>
            <Suspense fallback={<p className="sv-hint">{tr('survey.form.loadingMap')}</p>}>
              <LocationPicker
                value={draft.location}
                onChange={(location) => change({ location })}
                center={center}
                mapStyle={mapStyle}
                lang={lang}
                label={tr('survey.form.location')}
                geocode={geocode}
              />
            </Suspense>
            <button
              type="button"
              className="button secondary sv-small"
              onClick={() => {
                setShowMap(false);
                change({ location: null });
              }}
            >
              {tr('survey.form.removeLocation')}
            </button>
          </>
        ) : (
          // The map needs script: the button is hidden until it runs (README, "Without JavaScript").
          <button type="button" className="button secondary" hidden={!hydrated} onClick={() => setShowMap(true)}>
            {tr('survey.form.addLocation')}
          </button>
        )}
      </div>
      <CensusFields value={census} onChange={setCensus} onEdited={forget} errors={errors} census={definition} />
      <SendControls state={sending.state} hydrated={hydrated} label={tr('survey.form.submitProposal')} />
    </form>
  );
}
