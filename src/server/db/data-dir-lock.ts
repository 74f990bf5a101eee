// One app per data folder: a second `npm start` on the same folder fails fast instead of
// fighting the first one for its PostgreSQL server.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirBusyError extends Error {}

export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = join(dataDir, 'server.pid');
  const held = await readFile(lockPath, 'utf8').catch(() => '');
  const pid = Number(held.trim());
  if (pid > 0 && pid !== process.pid && isAlive(pid)) {
    const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => 'node');
    // A recycled pid that is not a node process is a stale lock from a crash.
    if (cmd.includes('node')) {
      throw new DataDirBusyError(
        `Another Air Gear server (pid ${pid}) is already using the data folder ${dataDir}. ` +
          'Stop it first, or set DATA_DIR to another folder.',
      );
    }
  }
  await writeFile(lockPath, `${process.pid}\n`);
  return async () => {
    const current = await readFile(lockPath, 'utf8').catch(() => '');
    if (Number(current.trim()) === process.pid) await rm(lockPath, { force: true });
  };
}
