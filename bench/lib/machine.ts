// What the numbers were measured on: they mean little without the machine and its load.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, freemem, loadavg, totalmem } from 'node:os';

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    return line?.split(':')[1]?.trim() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export type Machine = {
  cpu: string;
  cores: number;
  memory: string;
  free_memory: string;
  load_average: number[];
  node: string;
  platform: string;
  commit: string;
};

export function describeMachine(): Machine {
  return {
    cpu: cpuModel(),
    cores: availableParallelism(),
    memory: gib(totalmem()),
    free_memory: gib(freemem()),
    // Other work on a shared machine shows here: read every figure against it.
    load_average: loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    commit: gitCommit(),
  };
}
