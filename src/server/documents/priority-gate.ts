// A bounded priority queue in front of the engine workers: at most `concurrency` jobs run, the
// rest wait in two FIFO lanes and premium is always taken first. A full queue is refused at once
// (503 + Retry-After) rather than growing without bound.
import { AppError } from '../errors.ts';

export type Priority = 'premium' | 'free';

interface Waiter {
  start: () => void;
}

export interface GateStats {
  /** Jobs admitted since start (each takes one slot while it runs). */
  admitted: number;
  running: number;
  waitingPremium: number;
  waitingFree: number;
}

export const BUSY_MESSAGE = 'We are handling a lot of requests right now. Please try again in a few seconds.';

export class PriorityGate {
  private running = 0;
  private admitted = 0;
  private readonly lanes: Record<Priority, Waiter[]> = { premium: [], free: [] };

  readonly concurrency: number;
  readonly maxWaiting: number;
  private readonly retryAfterSeconds: number;

  constructor(concurrency: number, maxWaiting: number, retryAfterSeconds = 5) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
    this.retryAfterSeconds = retryAfterSeconds;
    if (concurrency < 1) throw new Error('concurrency must be at least 1');
  }

  stats(): GateStats {
    return { admitted: this.admitted, running: this.running, waitingPremium: this.lanes.premium.length, waitingFree: this.lanes.free.length };
  }

  async run<T>(priority: Priority, job: () => Promise<T>): Promise<T> {
    await this.acquire(priority);
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  private acquire(priority: Priority): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      this.admitted++;
      return Promise.resolve();
    }
    if (this.lanes.premium.length + this.lanes.free.length >= this.maxWaiting) {
      return Promise.reject(
        new AppError('SERVICE_UNAVAILABLE', BUSY_MESSAGE, undefined, { 'Retry-After': String(this.retryAfterSeconds) }),
      );
    }
    return new Promise<void>((resolve) => {
      this.lanes[priority].push({ start: resolve });
    });
  }

  private release(): void {
    const next = this.lanes.premium.shift() ?? this.lanes.free.shift();
    if (next) {
      this.admitted++;
      next.start(); // the slot passes straight to the next job
    }
    else this.running--;
  }
}
