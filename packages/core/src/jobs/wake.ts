import { EventEmitter } from 'node:events';

/**
 * In-process wake-ups, one channel per metadata database object: an enqueue in this process starts
 * this process's worker at once (PGlite's embedded worker has no other way to hear of it; with
 * PostgreSQL the external workers hear the NOTIFY). Keyed by the database so tests stay apart.
 */
const channels = new WeakMap<object, EventEmitter>();

function channel(db: object): EventEmitter {
  let ch = channels.get(db);
  if (!ch) {
    ch = new EventEmitter();
    ch.setMaxListeners(0);
    channels.set(db, ch);
  }
  return ch;
}

export function wake(db: object, kind: string): void {
  channel(db).emit('wake', kind);
}

export function onWake(db: object, listener: (kind: string) => void): () => void {
  const ch = channel(db);
  ch.on('wake', listener);
  return () => ch.off('wake', listener);
}
