import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isFailure } from '../../api/client.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { describedBy, FieldShell, type FieldProps } from './Fields.tsx';
import { useForm } from './context.ts';
import { streetType } from '../../i18n/vocabulary.ts';

interface Street {
  _id: string;
  tipovia?: string;
  nombrevia: string;
  nucleo?: string;
  cpostal?: string;
}

/** The street as the page's language names it: its type translated ("Carrer Abadia"), its name as the town hall gives it. */
const streetName = (s: Street, lang: string) => [s.tipovia && streetType(s.tipovia, lang), s.nombrevia].filter(Boolean).join(' ');
/** The value is one line, "Calle Abadia, 12": split back into street and number when a draft is restored. */
function split(value: string): { street: string; number: string } {
  const match = /^(.*?),\s*([^,]*)$/.exec(value);
  return match ? { street: match[1]!, number: match[2]! } : { street: value, number: '' };
}

/**
 * Street autocomplete over the realm's street directory (`callejero?nombrevia=/text/i`, docs/product-spec.md §7) as
 * an ARIA combobox: arrows move through the suggestions, Enter picks, Escape closes; the list is at most 400 px high
 * (docs/product-spec.md §9). Picking a street (and typing the number) geocodes the address to place the map marker.
 */
export function StreetField({ field, value, onChange, error, onLocate }: FieldProps & { onLocate?: (c: Coordinates) => void }) {
  const { tr, content, api, lang } = useForm();
  const initial = split(typeof value === 'string' ? value : '');
  const [street, setStreet] = useState(initial.street);
  const [number, setNumber] = useState(initial.number);
  const [results, setResults] = useState<Street[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const listId = useId();
  const picked = useRef(initial.street !== '');
  const query = useRef<AbortController | null>(null);

  const commit = (nextStreet: string, nextNumber: string) => onChange(nextNumber.trim() ? `${nextStreet}, ${nextNumber.trim()}` : nextStreet);

  useEffect(() => {
    const text = street.trim();
    if (picked.current || text.length < 2) {
      setResults([]);
      setOpen(false);
      return;
    }
    const timer = window.setTimeout(async () => {
      query.current?.abort();
      const controller = new AbortController();
      query.current = controller;
      const answer = await content.streets(text, controller.signal);
      if (controller.signal.aborted) return;
      const items = !isFailure(answer) && Array.isArray(answer.items) ? (answer.items as Street[]).slice(0, 50) : [];
      setResults(items);
      setActive(-1);
      setOpen(true);
      setStatus(items.length ? tr('request.street.results', { count: items.length }) : tr('request.street.noResults'));
    }, 250);
    return () => window.clearTimeout(timer);
  }, [street, content, tr]);

  const locate = async (address: string) => {
    if (!onLocate) return;
    const place = await api.geocode(address);
    if (place) onLocate(place);
  };

  const pick = (s: Street) => {
    const name = streetName(s, lang);
    picked.current = true;
    setStreet(name);
    setOpen(false);
    setStatus('');
    commit(name, number);
    void locate(number.trim() ? `${name}, ${number.trim()}` : name);
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && results[active]) {
      event.preventDefault();
      pick(results[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const inputProps = describedBy(field, error);
  return (
    <FieldShell field={field} error={error}>
      <div className="rf-street">
        <div className="rf-combobox">
          <input
            {...inputProps}
            className="rf-input"
            name={field.name}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open && results.length > 0}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={street}
            onChange={(event) => {
              picked.current = false;
              setStreet(event.target.value);
              commit(event.target.value, number);
            }}
            onKeyDown={onKey}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          />
          <ul
            id={listId}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the popup of an APG combobox (list autocomplete): a listbox the input controls; no native element gives one that aria-activedescendant can walk
            role="listbox"
            className="rf-options"
            hidden={!open || results.length === 0}
            aria-label={tr('request.street.results', { count: results.length })}
          >
            {results.map((s, i) => (
              // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of an APG combobox: focus stays in the input, whose arrow keys move aria-activedescendant and whose Enter picks, so the option takes only the pointer's click
              <li
                key={s._id}
                id={`${listId}-${i}`}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the APG combobox's listbox
                role="option"
                aria-selected={i === active}
                className={i === active ? 'rf-option-active' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(s)}
              >
                {streetName(s, lang)}
                {s.nucleo ? <span className="rf-option-note"> · {s.nucleo}</span> : null}
              </li>
            ))}
          </ul>
        </div>
        <div className="rf-street-number">
          <label className="rf-label" htmlFor={`${inputProps.id}-number`}>
            {tr('request.street.number')}
          </label>
          <input
            id={`${inputProps.id}-number`}
            className="rf-input rf-input-tiny"
            inputMode="numeric"
            autoComplete="off"
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              commit(street, event.target.value);
            }}
            onBlur={() => picked.current && number.trim() && void locate(`${street}, ${number.trim()}`)}
          />
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </FieldShell>
  );
}
