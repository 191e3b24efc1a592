import type { Coordinates } from '../../schemas/common.ts';
import { describedBy, FieldShell, type FieldProps } from './Fields.tsx';
import { useForm } from './context.ts';

/** The location: a marker on the map, or latitude and longitude typed in (the street field also sets it). */
export function MapField({ field, value, onChange, error }: FieldProps) {
  const { center } = useForm();
  const place = value && typeof value === 'object' && 'lat' in value ? (value as Coordinates) : null;
  const ids = describedBy(field, error);
  const set = (key: 'lat' | 'lng', text: string) => {
    const n = Number(text.replace(',', '.'));
    if (text.trim() === '' || !Number.isFinite(n)) return onChange(null);
    onChange({ ...(place ?? center), [key]: n });
  };
  return (
    <FieldShell field={field} error={error} asGroup>
      <div className="rf-coordinates">
        <label className="rf-label" htmlFor={`${ids.id}-lat`}>Lat.</label>
        <input id={`${ids.id}-lat`} className="rf-input rf-input-short" inputMode="decimal" value={place?.lat ?? ''} onChange={(e) => set('lat', e.target.value)} />
        <label className="rf-label" htmlFor={`${ids.id}-lng`}>Lng.</label>
        <input id={`${ids.id}-lng`} className="rf-input rf-input-short" inputMode="decimal" value={place?.lng ?? ''} onChange={(e) => set('lng', e.target.value)} />
      </div>
    </FieldShell>
  );
}
