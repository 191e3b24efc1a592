import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $consent, allowPurpose, allows } from '../../stores/consent.ts';
import { geolocationMessage, MAP } from '../../domain/maps/map.ts';
import type { Coordinates } from '../../schemas/common.ts';

export interface LocateLabels {
  locate: string;
  locating: string;
  gpsDenied: string;
  notFound: string;
  consentAsk: string;
  consentAllow: string;
  consentCancel: string;
}

type State = 'idle' | 'asking' | 'locating' | 'denied' | 'failed';

/**
 * "My location": only with the visitor's consent to precise geolocation. Without it the button explains and asks
 * (granting it here records it in the consent store, as the banner's configuration would); then the browser's own
 * permission prompt follows. Failures show the spec's messages: denied, or not found (including the 10 s time-out).
 */
export function Locate({ labels, onLocated }: { labels: LocateLabels; onLocated(place: Coordinates): void }) {
  const consent = useStore($consent);
  const [state, setState] = useState<State>('idle');

  const locate = () => {
    if (!('geolocation' in navigator)) return setState('failed');
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        onLocated({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => setState(geolocationMessage(error)),
      { enableHighAccuracy: true, timeout: MAP.geolocationTimeoutMs, maximumAge: 60_000 },
    );
  };
  const start = () => (allows('preciseGeolocation', consent) ? locate() : setState('asking'));

  return (
    <div className="map-locate">
      <button type="button" className="map-tool" onClick={start} aria-disabled={state === 'locating'} aria-expanded={state === 'asking'}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="12" cy="12" r="4" fill="currentColor" />
          <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {labels.locate}
      </button>
      {state === 'asking' && (
        <div className="map-consent">
          <p>{labels.consentAsk}</p>
          <p className="map-consent-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                allowPurpose('preciseGeolocation');
                locate();
              }}
            >
              {labels.consentAllow}
            </button>
            <button type="button" className="button secondary" onClick={() => setState('idle')}>
              {labels.consentCancel}
            </button>
          </p>
        </div>
      )}
      <p className="map-locate-status" role="status" data-locate-status>
        {state === 'locating' ? labels.locating : state === 'denied' ? labels.gpsDenied : state === 'failed' ? labels.notFound : ''}
      </p>
    </div>
  );
}
