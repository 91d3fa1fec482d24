import { generateToken } from '@tessera/auth';
import type { ServiceDeps } from '../context';
import { AppError } from '../errors';
import { detectImageType } from './image-type';

/**
 * Stores an uploaded picture under `folder` (a public `resources/...` folder) with an unguessable name
 * and its real extension, and answers the relative path. The bytes decide the type (PNG, JPEG, GIF,
 * WebP), never the client's name or content type; anything else, or anything over the image limit, is
 * refused before it is written.
 */
export async function storeImage(
  deps: Pick<ServiceDeps, 'files' | 'config'>,
  folder: string,
  data: Uint8Array,
): Promise<string> {
  const max = deps.config.maxAvatarBytes;
  if (data.byteLength > max) throw new AppError('FILE_TOO_LARGE', { max: `${Math.round(max / 1024)} KB` });
  const type = detectImageType(data);
  if (!type) throw new AppError('FILE_TYPE');
  const relPath = `${folder}/${generateToken(10)}.${type}`;
  await deps.files.put(relPath, data);
  return relPath;
}

/** Removes a replaced picture when it lies in `folder`; a leftover file is logged, never an error. */
export async function removeReplacedImage(
  deps: Pick<ServiceDeps, 'files' | 'logger'>,
  folder: string,
  old: string | null | undefined,
): Promise<void> {
  if (!old?.startsWith(`${folder}/`)) return;
  await deps.files
    .remove(old)
    .catch((err: unknown) => deps.logger.warn({ err, path: old }, 'leftover file not removed'));
}
