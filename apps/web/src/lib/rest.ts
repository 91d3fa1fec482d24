import { RestError, type AppErrorData } from './app-error';
import type { ApiHeadersDeps } from './trpc';
import { requestHeaders } from './trpc';

interface Envelope<T> {
  success: boolean;
  errCode: number | string | null;
  message: string | null;
  data: T;
  appError?: AppErrorData;
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
        new RestError(body?.message || xhr.statusText || `HTTP ${xhr.status}`, xhr.status, body?.appError),
      );
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
