import { useStore } from '@nanostores/react';
import { $loading } from '../../stores/loading.ts';
import './widgets.css';

/**
 * The loading indicator of docs/product-spec.md §2: shown while the API client has requests running ($loading),
 * announced politely so a screen reader hears that something is happening without losing its place.
 */
export function LoadingIndicator({ label, force = false }: { label: string; force?: boolean }) {
  const loading = useStore($loading);
  const shown = loading || force;
  return (
    <p className="loading-status" role="status" aria-live="polite">
      {shown ? <span className="loading-indicator">{label}</span> : null}
    </p>
  );
}
