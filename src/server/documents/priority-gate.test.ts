import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { PriorityGate } from './priority-gate.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('PriorityGate', () => {
  it('runs at most `concurrency` jobs and takes premium waiters before earlier free ones', async () => {
    const gate = new PriorityGate(1, 10);
    const order: string[] = [];
    const blocker = deferred();
    const first = gate.run('free', async () => {
      order.push('first');
      await blocker.promise;
    });
    const jobs = [
      gate.run('free', async () => void order.push('free-1')),
      gate.run('free', async () => void order.push('free-2')),
      gate.run('premium', async () => void order.push('premium-1')),
      gate.run('premium', async () => void order.push('premium-2')),
    ];
    expect(gate.stats()).toEqual({ admitted: 1, running: 1, waitingPremium: 2, waitingFree: 2 });
    blocker.resolve();
    await Promise.all([first, ...jobs]);
    expect(order).toEqual(['first', 'premium-1', 'premium-2', 'free-1', 'free-2']);
    expect(gate.stats()).toMatchObject({ running: 0, waitingPremium: 0, waitingFree: 0 });
  });

  it('refuses with 503 and Retry-After when the queue is full, and still runs the waiting job', async () => {
    const gate = new PriorityGate(1, 1);
    const blocker = deferred();
    const running = gate.run('free', () => blocker.promise);
    const waiting = gate.run('free', async () => 'ran');
    const refused = await gate.run('premium', async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).headers).toEqual({ 'Retry-After': '5' });
    blocker.resolve();
    await running;
    expect(await waiting).toBe('ran');
  });

  it('passes a job’s failure on and frees the slot for the next job', async () => {
    const gate = new PriorityGate(1, 1);
    await expect(gate.run('free', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('free', async () => 'again')).toBe('again');
  });
});
