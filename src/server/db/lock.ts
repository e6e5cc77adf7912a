import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another DailyWork process (PID ${pid}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The data directory cannot be written (read-only file system, no permission, disk full). */
export class DataDirUnwritableError extends Error {
  constructor(dir: string, code: string) {
    const why: Record<string, string> = {
      EROFS: 'is on a read-only file system',
      EACCES: 'is not writable by this user',
      EPERM: 'is not writable by this user',
      ENOSPC: 'is on a full disk',
    };
    super(
      `The data directory ${dir} ${why[code] ?? 'cannot be written'} (${code}). DailyWork keeps its ` +
        'database there and must write to it: make it writable (or free space), or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirUnwritableError';
  }
}

const UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOSPC']);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Guards the embedded database directory: PGlite itself lets two processes open one directory and
 * corrupt it. A lock left by a killed process (its PID is gone) is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  try {
    return lockDataDir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code && UNWRITABLE.has(code)) throw new DataDirUnwritableError(dir, code);
    throw error;
  }
}

function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'dailywork.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) rmSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      console.warn(`Taking over a stale lock in ${dir} (process ${pid || 'unknown'} is gone).`);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
