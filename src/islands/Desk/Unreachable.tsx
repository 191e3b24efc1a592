import { useDesk } from './context.ts';

/** The desk's words when the API cannot be reached, and "Reintentar", read out as an alert (the queue, the counter's day, the rooms). */
export function Unreachable({ onRetry, className }: { onRetry: () => void; className?: string | undefined }) {
  const { tr } = useDesk();
  return (
    <div className={className} role="alert">
      <p>{tr('desk.unreachable')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {tr('desk.retry')}
      </button>
    </div>
  );
}
