import {statSync, type Stats} from 'node:fs';

type Seen = Pick<Stats, 'ino' | 'mtimeMs' | 'ctimeMs' | 'size'> | null;

function look(file: string): Seen {
  try {
    const {ino, mtimeMs, ctimeMs, size} = statSync(file);
    return {ino, mtimeMs, ctimeMs, size};
  } catch {
    return null;
  }
}

const same = (a: Seen, b: Seen) =>
  a === b || (a !== null && b !== null && a.ino === b.ino && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.size === b.size);

/**
 * Calls `onChange` when `file` is written or replaced (a new inode, as a rename-into-place write makes)
 * after this call. The first look is synchronous, so a write right after the call is never taken as the
 * baseline. Polled, so it works on every file system; the timer never keeps the process alive. A write
 * that keeps the size within one timestamp tick of the file system goes unseen. Returns a stop.
 */
export function onFileChange(file: string, onChange: (modified: Date) => void, intervalMs = 1000): () => void {
  let seen = look(file);
  const timer = setInterval(() => {
    const now = look(file);
    if (same(now, seen)) return;
    seen = now;
    if (now) onChange(new Date(now.mtimeMs));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
