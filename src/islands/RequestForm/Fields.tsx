import { useState, type ReactNode } from 'react';
import type { Field, Option } from '../../schemas/mailbox.ts';
import type { Translatable } from '../../schemas/common.ts';
import { normalizeKey, withOffset, isSupportedOffset, type FieldValue } from '../../domain/requests/request-rules.ts';
import { madridInstant } from '../../domain/content/calendar.ts';
import { acceptedDays, dayText, inputLimits, type DayRange } from '../../domain/requests/date-range.ts';
import { fieldIds, useForm } from './context.ts';

export interface FieldProps {
  field: Field;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  error?: string;
}

/** Label with the required mark, the hint and the error, tied to the input by ids (GOV.UK pattern). */
export function FieldShell({
  field,
  error,
  children,
  asGroup = false,
  extraHint,
}: {
  field: Field;
  error?: string;
  children: ReactNode;
  asGroup?: boolean;
  extraHint?: string;
}) {
  const { text, tr } = useForm();
  const ids = fieldIds(field.name);
  const label = (
    <>
      {text(field.label)}
      {field.required ? (
        <span className="rf-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  const hint = [text(field.hint), extraHint].filter(Boolean).join(' ');
  const body = (
    <>
      {hint ? (
        <p className="rf-hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="rf-error" id={ids.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {children}
    </>
  );
  if (asGroup) {
    return (
      <fieldset className={`rf-field rf-type-${field.type}${error ? ' rf-invalid' : ''}`} id={`rf-${field.name}-field`}>
        <legend className="rf-label">
          {label}
          {field.required ? <span className="visually-hidden"> ({tr('request.required')})</span> : null}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={`rf-field rf-type-${field.type}${error ? ' rf-invalid' : ''}`} id={`rf-${field.name}-field`}>
      <label className="rf-label" htmlFor={ids.input}>
        {label}
      </label>
      {body}
    </div>
  );
}

/** aria attributes every input of a field carries. */
export function describedBy(field: Field, error?: string, hasHint = !!field.hint) {
  const ids = fieldIds(field.name);
  const parts = [hasHint ? ids.hint : '', error ? ids.error : ''].filter(Boolean);
  return {
    id: ids.input,
    'aria-describedby': parts.length ? parts.join(' ') : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
  } as const;
}

export function TextField({ field, value, onChange, error }: FieldProps) {
  const Tag = field.type === 'textarea' ? 'textarea' : 'input';
  return (
    <FieldShell field={field} error={error}>
      <Tag
        {...describedBy(field, error)}
        className="rf-input"
        name={field.name}
        value={typeof value === 'string' ? value : ''}
        maxLength={field.maxlength}
        rows={field.type === 'textarea' ? 6 : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {field.maxlength && field.type === 'textarea' ? <Counter value={typeof value === 'string' ? value : ''} max={field.maxlength} /> : null}
    </FieldShell>
  );
}

function Counter({ value, max }: { value: string; max: number }) {
  return (
    <p className="rf-counter" aria-hidden="true">
      {value.length} / {max}
    </p>
  );
}

/**
 * A number as the citizen types it ("2.000", "1.500,50"), kept exactly as typed: the request's rules read it and,
 * when it is no number or outside the field's range, say so (docs/mailbox-form.md "Number fields").
 */
export function NumberField({ field, value, onChange, error }: FieldProps) {
  return (
    <FieldShell field={field} error={error}>
      <input
        {...describedBy(field, error)}
        className="rf-input rf-input-short"
        name={field.name}
        type="text"
        inputMode="decimal"
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

/** "Fechas admitidas: del 2 de diciembre de 2026 al 31 de mayo de 2027.", for a field with accepted days. */
function rangeHint(range: DayRange | undefined, tr: (key: string, params?: Record<string, string>) => string, locale: string): string | undefined {
  if (!range?.from && !range?.to) return undefined;
  const params = { ...(range.from ? { from: dayText(locale, range.from) } : {}), ...(range.to ? { to: dayText(locale, range.to) } : {}) };
  return tr(range.from && range.to ? 'request.dates.range' : range.from ? 'request.dates.from' : 'request.dates.to', params);
}

/**
 * A local date and time, sent with its offset; only peninsular Spain's +01:00 and +02:00 are accepted
 * (docs/product-spec.md §5). A field with accepted days (a booking) says them and keeps the picker within them; the
 * rules refuse the rest.
 */
export function DatetimeField({ field, value, onChange, error }: FieldProps) {
  const { tr, locale } = useForm();
  const iso = typeof value === 'string' ? value : '';
  // A field that asks a day (a project's start) takes no clock time: a date input, stored as that day's midnight.
  const dateOnly = field.dateOnly === true;
  const [local, setLocal] = useState(iso.slice(0, dateOnly ? 10 : 16));
  const [zoneError, setZoneError] = useState(false);
  const shown = zoneError ? tr('request.error.timezone') : error;
  const range = acceptedDays(field);
  const hint = rangeHint(range, tr, locale);
  return (
    <FieldShell field={field} error={shown} extraHint={hint}>
      <input
        {...describedBy(field, shown, !!field.hint || !!hint)}
        {...inputLimits(range, dateOnly)}
        className="rf-input rf-input-short"
        name={field.name}
        type={dateOnly ? 'date' : 'datetime-local'}
        value={local}
        onChange={(event) => {
          const typed = event.target.value;
          const next = dateOnly && typed ? `${typed}T00:00` : typed;
          setLocal(typed);
          if (!next) {
            setZoneError(false);
            return onChange('');
          }
          // A day is Madrid's whatever the device's zone: its midnight there, with Madrid's offset that day.
          const offset = dateOnly ? (Date.parse(`${typed}T00:00Z`) - madridInstant(typed)) / 60_000 : -new Date(next).getTimezoneOffset();
          const withZone = withOffset(next, offset);
          const ok = isSupportedOffset(withZone);
          setZoneError(!ok);
          onChange(ok ? withZone : '');
        }}
      />
    </FieldShell>
  );
}

/** A code the citizen types; only values from the field's list are kept (docs/product-spec.md §5). */
export function KeyField({ field, value, onChange, error }: FieldProps) {
  return (
    <FieldShell field={field} error={error}>
      <input
        {...describedBy(field, error)}
        className="rf-input rf-input-short"
        name={field.name}
        autoComplete="off"
        spellCheck={false}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        onBlur={(event) => onChange(normalizeKey(event.target.value.toUpperCase(), field))}
      />
    </FieldShell>
  );
}

export function optionLabel(option: Option, text: (value: Translatable) => string): string {
  return typeof option === 'string' ? option : option.label ? text(option.label) : option.value;
}

export function CategoryField({ field, value, onChange, error }: FieldProps) {
  const { text } = useForm();
  return (
    <FieldShell field={field} error={error}>
      <select
        {...describedBy(field, error)}
        className="rf-input"
        name={field.name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">—</option>
        {(field.options ?? []).map((option) => {
          const v = typeof option === 'string' ? option : option.value;
          return (
            <option key={v} value={v}>
              {optionLabel(option, text)}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}
