/**
 * The captcha of the forms that send to the town hall (the request form, the appointment booking): an image with an
 * arithmetic operation, the same operation in words for those who cannot see it, and its proof of work solved in
 * the background while the citizen reads and types (docs/security.md, "The captcha"). Each form lays out its own
 * field; this hook is what they share: loading an operation, solving its work, and the operation as text.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { captchaApi } from '../../../api/captcha.ts';
import { answered, isFailure } from '../../../api/client.ts';
import { isCaptchaWork, type CaptchaWork, type WorkSolution } from '../../../domain/requests/captcha-work.ts';
import { solveInBackground } from './captcha-solver.ts';

/** Where the captcha's proof of work stands: on its way, being solved, solved, or not to be solved (a new one is due). */
export type WorkPhase = 'loading' | 'solving' | 'solved' | 'failed';

type CaptchaCalls = Pick<ReturnType<typeof captchaApi>, 'captcha' | 'captchaText'>;

export interface CaptchaState {
  /** The operation's image (a data: URL), empty while it loads. */
  image: string;
  /** The operation in words, once asked for. */
  question: string;
  phase: WorkPhase;
  /** Another operation, dropping the one shown and its work. */
  load: () => void;
  /** The same operation in words (a new operation and work if it had expired). */
  asText: () => Promise<void>;
}

/**
 * Loads an operation on mount and solves its work; `onWork` is given the solution to come for each new operation,
 * which the form sends with what it sends. The work is abandoned when the form leaves.
 */
export function useCaptcha(api: CaptchaCalls, lang: string, onWork: (solution: Promise<WorkSolution | null>) => void): CaptchaState {
  const [image, setImage] = useState('');
  const [question, setQuestion] = useState('');
  const [phase, setPhase] = useState<WorkPhase>('loading');
  const solving = useRef<{ salt: string; stop: AbortController } | null>(null);

  /** Starts solving `work`, dropping the one before; the form is told of the solution to come. */
  const solve = (work: CaptchaWork, stop: AbortController): Promise<WorkSolution | null> => {
    solving.current = { salt: work.salt, stop };
    setPhase('solving');
    return solveInBackground(work, stop.signal).then((solution) => {
      if (!stop.signal.aborted) setPhase(solution ? 'solved' : 'failed');
      return solution;
    });
  };

  const load = () => {
    solving.current?.stop.abort();
    const stop = new AbortController();
    solving.current = { salt: '', stop };
    setPhase('loading');
    setImage('');
    setQuestion('');
    const pending = (async () => {
      const answer = await api.captcha();
      if (stop.signal.aborted) return null;
      const shown = answered(answer);
      if (!shown || typeof shown.image !== 'string' || !isCaptchaWork(shown.work)) {
        setPhase('failed');
        return null;
      }
      setImage(shown.image);
      return solve(shown.work, stop);
    })();
    onWork(pending);
  };
  const loadOnMount = useEffectEvent(load);
  useEffect(() => {
    loadOnMount();
    return () => solving.current?.stop.abort();
  }, []);

  const asText = async () => {
    const answer = await api.captchaText(lang);
    if (isFailure(answer) || typeof answer.question !== 'string') return;
    setQuestion(answer.question);
    // The operation had expired and the server made a new one: its work is another.
    if (isCaptchaWork(answer.work) && answer.work.salt !== solving.current?.salt) {
      solving.current?.stop.abort();
      onWork(solve(answer.work, new AbortController()));
    }
  };

  return { image, question, phase, load, asText };
}
