// Photo files by storage key (the disk store's layout: `ab/abcdef…-large.webp`, `-medium.webp`
// and `-thumb.webp`; photos stored before the middle variant existed have no `-medium`).
// Files are immutable (content-hashed names), so a hard link is a safe, instant copy; across
// file systems it falls back to a real copy.
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

const VARIANTS = ['large', 'medium', 'thumb'] as const;
export const photoFiles = (key: string) =>
  VARIANTS.map((variant) => `${key.slice(0, 2)}/${key}-${variant}.webp`);
/** A variant older photos lack: its absence is no gap in a backup. */
export const isOptionalFile = (file: string) => file.endsWith('-medium.webp');

async function place(from: string, to: string) {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(from, to);
  }
}

/** Copies every file of the keys; a key whose files are missing is an error (the backup would lie). */
export async function copyPhotos(keys: string[], fromDir: string, toDir: string) {
  let files = 0;
  const missing: string[] = [];
  for (const key of new Set(keys)) {
    for (const file of photoFiles(key)) {
      const exists = await stat(join(fromDir, file)).then(
        () => true,
        () => false,
      );
      if (!exists) {
        if (!isOptionalFile(file)) missing.push(file);
        continue;
      }
      await place(join(fromDir, file), join(toDir, file));
      files++;
    }
  }
  if (missing.length > 0)
    throw new Error(`${missing.length} photo files of the database are missing: ${missing[0]}…`);
  return { keys: new Set(keys).size, files };
}

/** Every file under the folder, as sorted paths relative to it (none when it does not exist). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** Copies a whole folder of photos (restore). */
export async function copyTree(fromDir: string, toDir: string) {
  const files = await listFiles(fromDir);
  for (const file of files) await place(join(fromDir, file), join(toDir, file));
  return files.length;
}
