// What the worker process does with each task (cpu-worker.ts), or this process with
// CPU_WORKER=inline (the Vitest run: cpu-pool.ts).
import argon2 from 'argon2';
import { ARGON2_OPTIONS } from '#server/lib/argon2-options.ts';
import { decodeImage, type DecodedImage } from './decode-image.ts';

export type Tasks = {
  decode: { input: Uint8Array; output: DecodedImage };
  hash: { input: string; output: string };
  verify: { input: { hash: string; password: string }; output: boolean };
};
export type TaskName = keyof Tasks;
export type CpuTask = { [T in TaskName]: { task: T; input: Tasks[T]['input'] } }[TaskName];

export async function runTask(request: CpuTask): Promise<unknown> {
  switch (request.task) {
    case 'decode':
      return decodeImage(Buffer.from(request.input));
    case 'hash':
      return argon2.hash(request.input, ARGON2_OPTIONS);
    case 'verify':
      return argon2.verify(request.input.hash, request.input.password);
  }
}
