import { expect, it } from 'vitest';
import { createLimiter, LimiterFullError } from './limiter.ts';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

it('runs at most `max` tasks, queues `maxQueued` more in order, and refuses the next at once', async () => {
  const limit = createLimiter(2, 2);
  expect(limit.capacity).toBe(4);
  const gates = [gate(), gate(), gate(), gate()];
  const started: number[] = [];
  const tasks = gates.map((g, i) =>
    limit(async () => {
      started.push(i);
      await g.opened;
      return i;
    }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toEqual([0, 1]);
  await expect(limit(async () => 'late')).rejects.toBeInstanceOf(LimiterFullError);

  gates[0]!.open();
  await tasks[0];
  // The freed slot went to the first waiting task; a newcomer finds no slot and one free place.
  const newcomer = limit(async () => 'newcomer');
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toEqual([0, 1, 2]);
  await expect(limit(async () => 'late')).rejects.toBeInstanceOf(LimiterFullError);

  gates.forEach((g) => g.open());
  expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
  expect(await newcomer).toBe('newcomer');
  expect(await limit(async () => 'after')).toBe('after');
});
