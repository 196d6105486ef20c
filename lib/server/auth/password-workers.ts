import 'server-only';
import { Worker } from 'node:worker_threads';

/**
 * Where password hashing runs: a few dedicated worker threads, never libuv's thread pool. `crypto.scrypt` (the
 * async one) runs on that pool of 4 threads, which also reads every static file, route chunk and upload; twenty
 * concurrent sign-ins at OWASP's cost (scrypt N=2^17, 128 MiB, about 0.3 s each) kept all four busy and made a
 * brochure PDF take 14.5 s. Here each worker runs `crypto.scryptSync` on its own thread, at most `workers` hashes
 * run at once in the whole process, at most `queueLimit` more wait, and the rest are refused at once with a
 * retry time (`PasswordHashingBusy`), which callers answer as 503 with Retry-After.
 *
 * Hand-written rather than piscina: a pool library needs its task in a file of its own at run time, which Next's
 * server bundle does not keep; this worker is a dozen lines of source, started with `eval`.
 */

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

/**
 * The brand of a "hashing is at capacity" refusal. Next loads this module once per server bundle (the API routes and
 * the server actions each get their own copy, with its own `PasswordHashingBusy` class), while the pool lives on
 * globalThis and throws whichever copy's class made it: `instanceof` then fails in the other bundle and a refusal
 * became a 500. A registered symbol is the same in every copy, so `isPasswordBusy` recognises them all.
 */
const PASSWORD_BUSY = Symbol.for('corcym.passwordBusy');

export class PasswordHashingBusy extends Error {
  readonly [PASSWORD_BUSY] = true;
  constructor(readonly retryAfterSeconds: number) {
    super(`Password hashing is at capacity; retry in ${retryAfterSeconds} s.`);
    this.name = 'PasswordHashingBusy';
  }
}

/** Whether `error` is a "hashing is at capacity" refusal, thrown by any copy of this module. Never use instanceof. */
export function isPasswordBusy(error: unknown): error is { retryAfterSeconds: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as Record<symbol, unknown>)[PASSWORD_BUSY] === true &&
    typeof (error as { retryAfterSeconds?: unknown }).retryAfterSeconds === 'number'
  );
}

// CommonJS, as `eval` workers are. The password arrives as a string and the key goes back as bytes.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, job }) => {
  try {
    const { password, salt, keyLength, N, r, p, maxmem } = job;
    const key = scryptSync(password, Buffer.from(salt), keyLength, { N, r, p, maxmem });
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Pending {
  job: ScryptJob;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy?: Pending;
}

export interface PoolOptions {
  /** Threads hashing at once (each holds up to 128 MiB while it works). */
  workers: number;
  /** Hashes that may wait for a thread; more are refused. */
  queueLimit: number;
  /** A first guess of one hash's duration (ms), before any has been measured; 300 ms by default. */
  expectedMs?: number;
}

export class PasswordHashPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  /** A running estimate of one hash's duration, for the retry time. */
  private averageMs: number;

  constructor(private readonly options: PoolOptions) {
    this.averageMs = options.expectedMs ?? 300;
  }

  /** The derived key; throws `PasswordHashingBusy` without waiting when the queue is full. */
  derive(job: ScryptJob): Promise<Buffer> {
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= this.options.queueLimit) {
      return Promise.reject(new PasswordHashingBusy(this.retryAfterSeconds()));
    }
    return new Promise((resolve, reject) => {
      const pending = { job, resolve, reject };
      if (idle) this.run(idle, pending);
      else this.queue.push(pending);
    });
  }

  /**
   * Takes as long as `derive` would, without hashing: the stand-in for the password check of an account that does
   * not exist (or has no password yet). It refuses exactly when `derive` would (the queue is full), and otherwise
   * waits what a real check would now: the measured duration of one hash, plus the wait of the hashes queued ahead
   * of it, with +/-15 % jitter, the spread real hashes show. So neither the answer nor its timing tells an unknown
   * account from a wrong password, while a flood of unknown addresses costs timers instead of 128 MiB hashes.
   */
  simulate(): Promise<void> {
    const idle = this.slots.length < this.options.workers || this.slots.some((slot) => !slot.busy);
    if (!idle && this.queue.length >= this.options.queueLimit) {
      return Promise.reject(new PasswordHashingBusy(this.retryAfterSeconds()));
    }
    const ahead = idle ? 0 : this.queue.length / this.options.workers + 0.5;
    const ms = this.averageMs * (1 + ahead) * (0.85 + Math.random() * 0.3);
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Hashes running and waiting now. */
  get load() {
    return { running: this.slots.filter((slot) => slot.busy).length, waiting: this.queue.length };
  }

  /** Stops the threads (tests; a server simply exits). */
  async close() {
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private retryAfterSeconds() {
    const ahead = this.queue.length + this.options.workers;
    return Math.max(1, Math.ceil((ahead * this.averageMs) / this.options.workers / 1000));
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => !slot.busy);
    if (idle) return idle;
    if (this.slots.length >= this.options.workers) return undefined;
    const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true }) };
    slot.worker.unref();
    slot.worker.on('message', (message: { key?: Uint8Array; error?: string }) => this.finish(slot, message));
    slot.worker.on('error', (error) => this.fail(slot, error));
    slot.worker.on('exit', () => this.fail(slot, new Error('password worker stopped')));
    this.slots.push(slot);
    return slot;
  }

  private run(slot: Slot, pending: Pending) {
    slot.busy = pending;
    // Referenced only while it works: an idle pool never keeps a CLI or a test process alive.
    slot.worker.ref();
    const started = performance.now();
    const { resolve } = pending;
    pending.resolve = (key) => {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      resolve(key);
    };
    slot.worker.postMessage({ id: this.nextId++, job: pending.job });
  }

  private finish(slot: Slot, message: { key?: Uint8Array; error?: string }) {
    const pending = slot.busy;
    slot.busy = undefined;
    slot.worker.unref();
    if (pending) {
      if (message.key) pending.resolve(Buffer.from(message.key));
      else pending.reject(new Error(message.error ?? 'password hashing failed'));
    }
    this.next(slot);
  }

  private fail(slot: Slot, error: Error) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    slot.busy?.reject(error);
    slot.busy = undefined;
    const waiting = this.queue.shift();
    if (waiting) {
      const replacement = this.idleSlot();
      if (replacement) this.run(replacement, waiting);
      else this.queue.unshift(waiting);
    }
  }

  private next(slot: Slot) {
    const waiting = this.queue.shift();
    if (waiting) this.run(slot, waiting);
  }
}
