/** Solving a captcha's proof of work in a test, without awaiting: the loop of `solveWork`, with Node's SHA-256. */
import { createHash } from 'node:crypto';
import { workInput, type CaptchaWork, type WorkSolution } from '../../../../src/domain/requests/captcha-work.ts';

export function solveSync(work: CaptchaWork): WorkSolution {
  for (let n = 0; n <= work.maxNumber; n++) {
    if (createHash('sha256').update(workInput(work.salt, n)).digest('hex') === work.challenge) return { salt: work.salt, number: n, signature: work.signature };
  }
  throw new Error('the work has no solution');
}
