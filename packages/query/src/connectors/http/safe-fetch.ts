import http from 'node:http';
import https from 'node:https';
import { QueryError } from '../../errors';
import { driverError } from '../errors';
import { checkUrl, guardedLookup, type HttpGuardOptions } from './ssrf-guard';

export interface SafeRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  url: string;
}

const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * HTTP(S) for data sources: every hop (redirects followed by hand) is checked against the SSRF
 * guard, and the body is capped in size and time.
 */
export async function safeFetch(req: SafeRequest, options: HttpGuardOptions = {}): Promise<SafeResponse> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  let url = new URL(req.url);
  let method = (req.method ?? 'GET').toUpperCase();
  let body = req.body;
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
    checkUrl(url, options);
    const res = await once(url, method, req.headers ?? {}, body, options, deadline);
    if (res.status >= 300 && res.status < 400 && res.headers.location) {
      url = new URL(res.headers.location, url);
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      continue;
    }
    return res;
  }
  throw new QueryError('SOURCE_UNREACHABLE', 'Too many redirects', { reason: 'REDIRECTS' });
}

function once(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  options: HttpGuardOptions,
  deadline: number,
): Promise<SafeResponse> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0)
      return reject(new QueryError('SOURCE_UNREACHABLE', 'The HTTP source timed out', { reason: 'TIMEOUT' }));
    const mod = url.protocol === 'https:' ? https : http;
    const request = mod.request(
      url,
      { method, headers, lookup: guardedLookup(url, options) as never, agent: false },
      (res) => {
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          res.destroy();
          return reject(tooLarge(maxBytes));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) {
            res.destroy();
            request.destroy();
            reject(tooLarge(maxBytes));
          } else chunks.push(c);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            url: url.toString(),
          }),
        );
        res.on('error', (e) => reject(wrap(e)));
      },
    );
    const timer = setTimeout(
      () =>
        request.destroy(
          new QueryError('SOURCE_UNREACHABLE', 'The HTTP source timed out', { reason: 'TIMEOUT' }),
        ),
      remaining,
    );
    request.on('error', (e) => reject(wrap(e)));
    request.on('close', () => clearTimeout(timer));
    if (body !== undefined) request.write(body);
    request.end();
  });
}

const tooLarge = (max: number) =>
  new QueryError('SOURCE_UNREACHABLE', `The HTTP response exceeds ${max} bytes`, {
    reason: 'TOO_LARGE',
    maxBytes: max,
  });
const wrap = (e: unknown) => driverError('SOURCE_UNREACHABLE', e);
