import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a send stands: on its way, waiting for the connection, or on its way again once it came back. */
export type SendState = 'idle' | 'sending' | 'pending' | 'resending';

/**
 * Sends now, or, without a connection (the browser says so, or the call never reached the server), keeps the
 * send pending and makes it when the browser is back online, while the page stays open. `attempt` answers
 * 'offline' when its call did not get through, 'done' for any answer of the server.
 */
export function useSendWhenOnline(attempt: () => Promise<'offline' | 'done'>, onPendingChange: (pending: boolean) => void) {
  const [state, setState] = useState<SendState>('idle');
  const latest = useRef({ attempt, onPendingChange });
  latest.current = { attempt, onPendingChange };
  const pending = useRef(false);
  const busy = useRef(false);

  const wait = useCallback(() => {
    pending.current = true;
    latest.current.onPendingChange(true);
    setState('pending');
  }, []);

  const run = useCallback(
    async (again: boolean) => {
      if (busy.current) return;
      if (navigator.onLine === false) return wait();
      busy.current = true;
      setState(again ? 'resending' : 'sending');
      const outcome = await latest.current.attempt();
      busy.current = false;
      if (outcome === 'offline') return wait();
      if (pending.current) latest.current.onPendingChange(false);
      pending.current = false;
      setState('idle');
    },
    [wait],
  );

  useEffect(() => {
    const online = () => {
      if (pending.current) void run(true);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [run]);

  return { state, send: () => run(false) };
}
