import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, DataDirUnwritableError } from './lock';

const tempDir = () => mkdtempSync(join(tmpdir(), 'dailywork-lock-'));

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive', () => {
    const dir = tempDir();
    const lockPath = join(dir, 'dailywork.lock');
    // A live process that is not us holds the lock.
    writeFileSync(lockPath, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another DailyWork process/);
  });

  it('takes over a lock whose process is gone', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(join(dir, 'dailywork.lock'), String(dead));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'dailywork.lock'), 'utf8')).toBe(String(process.pid));
    release();
    const again = acquireDataDirLock(dir);
    again();
  });

  it('says plainly when the data directory cannot be written', () => {
    const dir = tempDir();
    // Root writes through permissions: a read-only mount it is (as the reliability drill does).
    const asRoot = process.getuid?.() === 0;
    if (asRoot) execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', dir]);
    else chmodSync(dir, 0o500);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirUnwritableError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        asRoot ? /is on a read-only file system \(EROFS\)/ : /is not writable by this user \(EACCES\)/,
      );
    } finally {
      if (asRoot) execFileSync('umount', [dir]);
      else chmodSync(dir, 0o700);
    }
  });
});
