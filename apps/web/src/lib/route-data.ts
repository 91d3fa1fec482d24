import { notFound } from '@tanstack/react-router';
import { isForbidden, isNotFound } from './app-error';

/**
 * Loads what a page shows by id into the query cache, for the page to read with the same query (so the
 * data is asked for while the route resolves, not after it renders). An id the server does not know, or
 * does not let this person see, is a page that does not exist; so is an id of the wrong kind (a folder).
 */
export async function ensureResource<T>(load: Promise<T>, isWrongKind?: (data: T) => boolean): Promise<T> {
  let data: T;
  try {
    data = await load;
  } catch (error) {
    if (isNotFound(error) || isForbidden(error)) throw notFound();
    throw error;
  }
  if (isWrongKind?.(data)) throw notFound();
  return data;
}

/**
 * Loads a section's tree into the query cache. A refusal (the section's module is off for this person)
 * is no failure of the page: the section says "no permission" itself.
 */
export async function ensureList(load: Promise<unknown>): Promise<void> {
  try {
    await load;
  } catch (error) {
    if (!isForbidden(error)) throw error;
  }
}
