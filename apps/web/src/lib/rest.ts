import type { Envelope } from '@tessera/api';
import { RestError, type AppErrorData } from './app-error';
import type { ApiHeadersDeps } from './trpc';
import { requestHeaders } from './trpc';

type Params = Record<string, string | number>;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isParams = (v: unknown): v is Params =>
  isRecord(v) && Object.values(v).every((x) => typeof x === 'string' || typeof x === 'number');
const isField = (v: unknown): v is AppErrorData['fields'][number] =>
  isRecord(v) &&
  typeof v.path === 'string' &&
  typeof v.message === 'string' &&
  (v.params === undefined || isParams(v.params)) &&
  (v.text === undefined || typeof v.text === 'string');

/**
 * The envelope's `exception` on failure: the server's code, with its params and field errors when they are
 * well formed (else none). Checked by hand: a schema library here would load with every page that
 * downloads or uploads a file (the workspace shell's downloads menu among them).
 */
export function appErrorOfEnvelope(exception: unknown): AppErrorData | undefined {
  if (!isRecord(exception) || typeof exception.code !== 'string') return undefined;
  const { fields } = exception;
  return {
    code: exception.code,
    params: isParams(exception.params) ? exception.params : {},
    fields: Array.isArray(fields) && fields.every(isField) ? fields : [],
  };
}

/**
 * Uploads a file to a REST endpoint with progress (XMLHttpRequest: fetch has no upload progress),
 * sending and capturing the token like every other call.
 */
export function uploadFile<T>(
  deps: ApiHeadersDeps,
  url: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const headers = requestHeaders(deps);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new Error(xhr.statusText || 'Network error'));
    xhr.onload = () => {
      deps.auth.acceptResponseToken(headers.Authorization, xhr.getResponseHeader('Authorization'));
      let body: Envelope<T> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        body = null;
      }
      if (xhr.status < 400 && body?.success !== false) return resolve(body?.data as T);
      reject(
        new RestError(
          body?.message || xhr.statusText || `HTTP ${xhr.status}`,
          xhr.status,
          appErrorOfEnvelope(body?.exception),
        ),
      );
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * Fetches a file answer of the REST API (an attachment) with the session's headers and hands it to the
 * browser as a download under `name`. A refusal comes back as the envelope's error.
 */
export async function saveFile(deps: ApiHeadersDeps, url: string, name: string): Promise<void> {
  const headers = requestHeaders(deps);
  const res = await fetch(url, { headers });
  deps.auth.acceptResponseToken(headers.Authorization, res.headers.get('Authorization'));
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    throw new RestError(body?.message || res.statusText, res.status, appErrorOfEnvelope(body?.exception));
  }
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
