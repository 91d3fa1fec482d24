import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Stores uploaded files under relative paths (`resources/...`) that the server serves back. */
export interface FileStore {
  put(relPath: string, data: Uint8Array): Promise<void>;
  /** Moves a file already on disk (an upload streamed to `resolve('.uploads/…')`) to `relPath`. */
  putFile(relPath: string, fromAbsPath: string): Promise<void>;
  get(relPath: string): Promise<Uint8Array | null>;
  remove(relPath: string): Promise<void>;
  /** Absolute path on disk, for engines that need a file (DuckDB). */
  resolve(relPath: string): string;
}

export function createLocalFileStore(rootDir: string): FileStore {
  const root = path.resolve(rootDir);
  const resolve = (relPath: string) => {
    const abs = path.resolve(root, relPath);
    // Paths come from the server itself, but never let one escape the store.
    if (abs !== root && !abs.startsWith(root + path.sep)) throw new Error('Path escapes the file store');
    return abs;
  };
  return {
    resolve,
    async put(relPath, data) {
      const abs = resolve(relPath);
      await mkdir(path.dirname(abs), { recursive: true });
      await writeFile(abs, data);
    },
    async putFile(relPath, fromAbsPath) {
      const abs = resolve(relPath);
      await mkdir(path.dirname(abs), { recursive: true });
      try {
        await rename(fromAbsPath, abs);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
        await copyFile(fromAbsPath, abs);
        await rm(fromAbsPath, { force: true });
      }
    },
    async get(relPath) {
      try {
        return await readFile(resolve(relPath));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(relPath) {
      await rm(resolve(relPath), { force: true });
    },
  };
}
