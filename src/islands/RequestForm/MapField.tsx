import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../map/useNearViewport.ts';
import type { Coordinates } from '../../schemas/common.ts';
import type { Field } from '../../schemas/mailbox.ts';
import type { FieldProps } from './Fields.tsx';
import { fieldIds, useForm } from './context.ts';

/** MapLibre is fetched only when a form's map field comes near the screen, never with the page. */
const LocationPicker = lazy(() => import('../LocationPicker/LocationPicker.tsx'));

/**
 * The location: click or drag the marker, or type an address (geocoded); the street field and a photo's
 * location set it too. A form with a street field asks the address once, there: the map then says that the
 * street places it, with a link to that field, instead of a second address box. The picker is a named group of
 * its own, so the field adds only its hint and error.
 */
export function MapField({ field, value, onChange, error, streetField }: FieldProps & { streetField?: Field | undefined }) {
  const { center, mapStyle, lang, text, tr, api } = useForm();
  const place = value && typeof value === 'object' && 'lat' in value ? (value as Coordinates) : null;
  const ids = fieldIds(field.name);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  // Until the picker loads, a box of about its height keeps the fields below it from jumping.
  const waiting = <p className="loading-indicator rf-map-waiting">{tr('request.loading')}</p>;
  return (
    <div className={`rf-field rf-type-map${error ? ' rf-invalid' : ''}`} id={`${ids.input}-field`} ref={box}>
      {near ? (
        <Suspense fallback={waiting}>
          <LocationPicker
            value={place}
            onChange={onChange}
            center={center}
            mapStyle={mapStyle}
            lang={lang}
            label={text(field.label)}
            geocode={api.geocode}
            addressField={streetField ? { id: fieldIds(streetField.name).input, label: text(streetField.label) } : undefined}
          />
        </Suspense>
      ) : (
        waiting
      )}
      {field.hint ? (
        <p className="rf-hint" id={ids.hint}>
          {text(field.hint)}
        </p>
      ) : null}
      {error ? (
        <p className="rf-error" id={ids.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
