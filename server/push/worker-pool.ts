/**
 * A pool of worker threads for CPU-bound jobs of the push sender (docs/notices.md "Sending"): each message's RFC 8291
 * encryption costs an ECDH key pair, an ECDH agreement, three HKDFs and an AES-GCM pass, which on one thread caps
 * the sender at a few hundred messages a second while the other cores idle. `run(job)` answers the job's result in
 * the order the caller awaits it, whatever order the workers finish in; a job that throws rejects with its message;
 * a worker that dies rejects the jobs it held (the sender tries those messages again later) and is replaced at the
 * next job. The workers are made when first needed and never keep the process alive.
 *
 * Jobs asked for in one go (the sender asks a whole batch's at once) travel to a worker in chunks, one message
 * each way per chunk: a message between threads costs about as much as encrypting a small payload, so one per job
 * would make the sender's own thread the bottleneck again.
 *
 * The worker's side is `serveJobs(handler)` in the worker's module (`encrypt-worker.ts`).
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

/** What a worker's handler answers: the result and what of it to move instead of copying (an ArrayBuffer). */
export interface JobAnswer<Result> {
  result: Result;
  transfer?: ArrayBuffer[];
}

type Request<Job> = { id: number; job: Job };
type Reply<Result> = { id: number; ok: true; result: Result } | { id: number; ok: false; error: string };
/** At most this many jobs per message to a worker. */
const CHUNK = 64;

interface Pending<Result> {
  resolve(result: Result): void;
  reject(error: Error): void;
}

interface Slot<Result> {
  worker: Worker;
  pending: Map<number, Pending<Result>>;
}

export interface WorkerPoolOptions {
  /** Workers at most (default: the machine's cores). */
  size?: number;
  /** Named in errors and the workers' thread names. */
  name?: string;
}

export class WorkerPool<Job, Result> {
  readonly size: number;
  private readonly slots: Array<Slot<Result> | undefined>;
  private readonly script: URL;
  private readonly options: WorkerPoolOptions;
  private nextId = 0;
  private closed = false;
  /** Jobs asked for since the last flush, sent together at the end of the caller's synchronous turn. */
  private queued: Array<Request<Job> & { transfer: ArrayBuffer[]; pending: Pending<Result> }> = [];

  constructor(script: URL, options: WorkerPoolOptions = {}) {
    this.script = script;
    this.options = options;
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.slots = Array.from({ length: this.size }, () => undefined);
  }

  /** Runs `job` on a worker: the one with the fewest jobs in hand when the jobs asked for together are sent. */
  run(job: Job, transfer: ArrayBuffer[] = []): Promise<Result> {
    if (this.closed) return Promise.reject(new Error(`${this.name}: the pool is closed`));
    return new Promise<Result>((resolve, reject) => {
      if (this.queued.length === 0) queueMicrotask(() => this.flush());
      this.queued.push({ id: this.nextId++, job, transfer, pending: { resolve, reject } });
    });
  }

  /** Sends what was asked for, in chunks spread over the workers. */
  private flush() {
    const queued = this.queued;
    this.queued = [];
    if (this.closed) {
      for (const { pending } of queued) pending.reject(new Error(`${this.name}: the pool closed`));
      return;
    }
    const size = Math.min(CHUNK, Math.ceil(queued.length / this.size));
    for (let at = 0; at < queued.length; at += size) {
      const chunk = queued.slice(at, at + size);
      const index = this.leastBusy();
      const slot = this.slots[index] ?? this.start(index);
      for (const { id, pending } of chunk) slot.pending.set(id, pending);
      slot.worker.postMessage(
        chunk.map(({ id, job }) => ({ id, job }) satisfies Request<Job>),
        chunk.flatMap(({ transfer }) => transfer),
      );
    }
  }

  /** Jobs in hand across the workers. */
  get busy(): number {
    return this.slots.reduce((sum, slot) => sum + (slot?.pending.size ?? 0), 0);
  }

  /** Ends every worker; the jobs still in hand reject. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      this.slots.map(async (slot, index) => {
        if (!slot) return;
        this.slots[index] = undefined;
        this.fail(slot, new Error(`${this.name}: the pool closed`));
        await slot.worker.terminate();
      }),
    );
  }

  private get name() {
    return this.options.name ?? 'worker pool';
  }

  private leastBusy(): number {
    let best = 0;
    let least = Number.POSITIVE_INFINITY;
    for (const [index, slot] of this.slots.entries()) {
      // An empty place is free: filling it first spreads the first jobs over every core.
      const load = slot ? slot.pending.size : -1;
      if (load < least) {
        least = load;
        best = index;
      }
    }
    return best;
  }

  private start(index: number): Slot<Result> {
    const worker = new Worker(this.script, { name: `${this.name} ${index + 1}` });
    worker.unref();
    const slot: Slot<Result> = { worker, pending: new Map() };
    this.slots[index] = slot;
    worker.on('message', (replies: Array<Reply<Result>>) => {
      for (const reply of replies) {
        const pending = slot.pending.get(reply.id);
        if (!pending) continue;
        slot.pending.delete(reply.id);
        if (reply.ok) pending.resolve(reply.result);
        else pending.reject(new Error(reply.error));
      }
    });
    const died = (error: Error) => {
      // Replaced at the next job; what it held fails now rather than waiting for ever.
      if (this.slots[index] === slot) this.slots[index] = undefined;
      this.fail(slot, error);
    };
    worker.on('error', (error) => died(new Error(`${this.name}: a worker failed: ${error.message}`)));
    worker.on('exit', (code) => died(new Error(`${this.name}: a worker exited (code ${code})`)));
    return slot;
  }

  private fail(slot: Slot<Result>, error: Error) {
    for (const pending of slot.pending.values()) pending.reject(error);
    slot.pending.clear();
  }
}

/** In a worker's module: answers each chunk of jobs of the pool with `handler`, one reply per chunk. */
export function serveJobs<Job, Result>(handler: (job: Job) => JobAnswer<Result> | Promise<JobAnswer<Result>>): void {
  if (isMainThread || !parentPort) throw new Error('serveJobs runs in a worker thread of a WorkerPool');
  const port = parentPort;
  port.on('message', async (requests: Array<Request<Job>>) => {
    const transfer: ArrayBuffer[] = [];
    const replies = await Promise.all(
      requests.map(async ({ id, job }): Promise<Reply<Result>> => {
        try {
          const answer = await handler(job);
          transfer.push(...(answer.transfer ?? []));
          return { id, ok: true, result: answer.result };
        } catch (error) {
          return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    port.postMessage(replies, transfer);
  });
}
