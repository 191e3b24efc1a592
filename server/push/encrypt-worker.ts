/**
 * A thread of the push sender's encryption pool (`worker-pool.ts`, `sender.ts`): encrypts each message it is given
 * (`encryptPush`) and moves the body back to the sender without copying it.
 */
import { type EncryptedPush, type EncryptJob, encryptPush } from './encrypt.ts';
import { serveJobs } from './worker-pool.ts';

serveJobs<EncryptJob, EncryptedPush>((job) => {
  const encrypted = encryptPush(job);
  return { result: encrypted, transfer: [encrypted.body.buffer as ArrayBuffer] };
});
