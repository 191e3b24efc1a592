/**
 * A map on which the visitor sets a place: click the map or drag the marker. The keyboard (and no-WebGL)
 * alternative is an address box that asks `geocode`, or, without `geocode`, latitude and longitude fields.
 *
 * Usage: load it lazily, so MapLibre is fetched only when the picker is shown:
 *
 *   const LocationPicker = lazy(() => import('../LocationPicker/LocationPicker.tsx'));
 *   <Suspense fallback={<p>{loadingText}</p>}>
 *     <LocationPicker value={coords} onChange={setCoords} center={realmCentre} mapStyle={realm.mapStyle}
 *       lang={lang} label="Ubicación de la incidencia" geocode={(address) => findAddress(address)} />
 *   </Suspense>
 *
 * (`import('…').then((m) => ({ default: m.LocationPicker }))` works the same with the named export.)
 */
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Marker, type MapLayerMouseEvent, type MapRef, type MarkerDragEvent } from 'react-map-gl/maplibre';
import { MAP } from '../../domain/maps/map.ts';
import { BaseMap } from '../map/BaseMap.tsx';
import { Pin } from '../map/Pin.tsx';
import { fillPlaceholders } from '../../i18n/placeholders.ts';
import { mapTexts } from '../map/texts.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface LocationPickerProps {
  /** The chosen place, or null while none is chosen. */
  value: LatLng | null;
  onChange(value: LatLng): void;
  /** Where the map starts when there is no value: the realm's centre. */
  center: LatLng;
  /** The realm config's `mapStyle`. */
  mapStyle: string;
  mapToken?: string;
  lang: string;
  /** The picker's accessible name, e.g. the form field's label. */
  label: string;
  /** Turns an address into a place (the spec's geocode call); null when nothing was found. */
  geocode?: (address: string) => Promise<LatLng | null>;
  /**
   * A field of the same form that takes the address and places the map (a request form's street field): the
   * picker then shows no address box of its own, only a line that links to that field.
   */
  addressField?: { id: string; label: string } | undefined;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function LocationPicker({ value, onChange, center, mapStyle, mapToken, lang, label, geocode, addressField }: LocationPickerProps) {
  const t = mapTexts(lang);
  const id = useId();
  const map = useRef<MapRef>(null);
  const [failed, setFailed] = useState(false);
  const onMap = useRef(false);
  const set = (lat: number, lng: number, fromMap = false) => {
    onMap.current = fromMap;
    onChange({ lat: round(lat), lng: round(lng) });
  };

  // A place typed in the fields or found by address is brought to the middle; one set on the map stays put. The
  // coordinates, not the value object, are what changes: an owner may pass an equal place as a new object.
  const chosenLat = value?.lat;
  const chosenLng = value?.lng;
  useEffect(() => {
    const m = map.current;
    if (chosenLat === undefined || chosenLng === undefined || !m || onMap.current) return;
    m.easeTo({ center: [chosenLng, chosenLat] });
  }, [chosenLat, chosenLng]);

  const chosen = value ? t.chosen.replace('{lat}', value.lat.toFixed(5)).replace('{lng}', value.lng.toFixed(5)) : t.none;
  const start = value ?? center;

  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA group of a map and its fields, named and described as a fieldset would be; a fieldset would also bring the browser's border, padding, min-content width and its own formatting context, and change the picker's layout
    <div className="location-picker" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
      <p id={`${id}-label`} className="location-picker-label">
        {label}
      </p>
      <p id={`${id}-help`} className="muted">
        {t.pickerHelp}
      </p>
      {failed ? (
        <p className="notice">{t.loadFailed}</p>
      ) : (
        <div className="map-frame map-small">
          <BaseMap
            ref={map}
            mapStyle={mapStyle}
            mapToken={mapToken}
            places={[center]}
            lang={lang}
            initialViewState={{ latitude: start.lat, longitude: start.lng, zoom: MAP.zoom }}
            onClick={(e: MapLayerMouseEvent) => set(e.lngLat.lat, e.lngLat.lng, true)}
            onError={() => setFailed(true)}
          >
            {value && (
              <Marker
                latitude={value.lat}
                longitude={value.lng}
                anchor="bottom"
                draggable
                onDragEnd={(e: MarkerDragEvent) => set(e.lngLat.lat, e.lngLat.lng, true)}
              >
                <span className="map-pin">
                  <Pin />
                </span>
              </Marker>
            )}
          </BaseMap>
        </div>
      )}
      <p className="location-picker-value" aria-live="polite" data-location-value>
        {chosen}
      </p>
      {addressField ? (
        <p className="location-picker-fields">
          <a href={`#${addressField.id}`}>{fillPlaceholders(t.addressElsewhere, { field: addressField.label })}</a>
        </p>
      ) : geocode ? (
        <AddressSearch geocode={geocode} onFound={(p) => set(p.lat, p.lng)} lang={lang} />
      ) : (
        <CoordinateFields value={value} onChange={set} lang={lang} />
      )}
    </div>
  );
}
export default LocationPicker;

function AddressSearch({ geocode, onFound, lang }: { geocode: NonNullable<LocationPickerProps['geocode']>; onFound(p: LatLng): void; lang: string }) {
  const t = mapTexts(lang);
  const id = useId();
  const [address, setAddress] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'missing'>('idle');
  // A form inside the request form would submit that form: this is a group with its own button instead.
  const find = async () => {
    if (!address.trim() || state === 'busy') return;
    setState('busy');
    const found = await geocode(address.trim()).catch(() => null);
    setState(found ? 'idle' : 'missing');
    if (found) onFound(found);
  };
  return (
    <div className="location-picker-fields">
      <label htmlFor={`${id}-address`}>{t.address}</label>
      <div className="location-picker-row">
        <input
          id={`${id}-address`}
          type="text"
          autoComplete="street-address"
          value={address}
          aria-describedby={`${id}-status`}
          onChange={(e) => setAddress(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <button type="button" className="button secondary" onClick={() => void find()} aria-disabled={state === 'busy'}>
          {t.find}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={state === 'missing' ? 'field-error' : 'muted'}>
        {state === 'busy' ? t.finding : state === 'missing' ? t.notFound : ''}
      </p>
    </div>
  );
}

function CoordinateFields({ value, onChange, lang }: { value: LatLng | null; onChange(lat: number, lng: number): void; lang: string }) {
  const t = mapTexts(lang);
  const id = useId();
  // Drafts let a visitor type "-0." on the way to "-0.52" without the field snapping back.
  const [lat, setLat] = useState(value ? String(value.lat) : '');
  const [lng, setLng] = useState(value ? String(value.lng) : '');
  // A place set elsewhere (the map) replaces the drafts, unless they already say it; typing only changes drafts.
  const followPlace = useEffectEvent((place: LatLng) => {
    if (Number(lat) !== place.lat) setLat(String(place.lat));
    if (Number(lng) !== place.lng) setLng(String(place.lng));
  });
  const placeLat = value?.lat;
  const placeLng = value?.lng;
  useEffect(() => {
    if (placeLat !== undefined && placeLng !== undefined) followPlace({ lat: placeLat, lng: placeLng });
  }, [placeLat, placeLng]);
  const update = (nextLat: string, nextLng: string) => {
    setLat(nextLat);
    setLng(nextLng);
    const a = Number(nextLat);
    const b = Number(nextLng);
    if (nextLat.trim() && nextLng.trim() && Math.abs(a) <= 90 && Math.abs(b) <= 180) onChange(a, b);
  };
  return (
    <div className="location-picker-fields location-picker-row">
      <div>
        <label htmlFor={`${id}-lat`}>{t.latitude}</label>
        <input id={`${id}-lat`} type="number" inputMode="decimal" step="any" min={-90} max={90} value={lat} onChange={(e) => update(e.target.value, lng)} />
      </div>
      <div>
        <label htmlFor={`${id}-lng`}>{t.longitude}</label>
        <input id={`${id}-lng`} type="number" inputMode="decimal" step="any" min={-180} max={180} value={lng} onChange={(e) => update(lat, e.target.value)} />
      </div>
    </div>
  );
}
