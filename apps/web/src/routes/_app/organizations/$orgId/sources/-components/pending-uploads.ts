/**
 * Files chosen while a FILE source is being created: they wait here for the new source's id, then its
 * page takes them and uploads them. In memory only; a File cannot outlive the tab anyway.
 */
const waiting = new Map<string, File[]>();

export function stashUploads(sourceId: string, files: File[]): void {
  if (files.length) waiting.set(sourceId, [...(waiting.get(sourceId) ?? []), ...files]);
}

/** The files waiting for a source, handed over once (a second call answers none). */
export function takeUploads(sourceId: string): File[] {
  const files = waiting.get(sourceId) ?? [];
  waiting.delete(sourceId);
  return files;
}
