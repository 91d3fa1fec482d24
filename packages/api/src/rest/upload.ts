import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { AppError, sourceData, type FileStore } from '@tessera/core';

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
const HEAD_BYTES = 16;

export type ReceivedFile = sourceData.ReceivedFile;

const tooLarge = (maxBytes: number) =>
  new AppError('FILE_TOO_LARGE', { max: sourceData.formatBytes(maxBytes) });
const required = () => new AppError('INVALID_INPUT', {}, { fields: [{ path: 'file', message: 'required' }] });

/**
 * Streams the multipart field `file` to a temporary file in the file store, never holding the body
 * in memory. The limit is enforced before parsing (a declared Content-Length) and while streaming
 * (every byte counted, with or without Content-Length): past it the upload stops with FILE_TOO_LARGE
 * (413) and the partial file is removed. The caller moves or removes the temporary file.
 */
export async function receiveUpload(c: Context, files: FileStore, maxBytes: number): Promise<ReceivedFile> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw required();
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);
  const body = c.req.raw.body;
  if (!body) throw required();
  const dir = files.resolve('.uploads');
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, randomBytes(12).toString('hex'));

  const source = Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>);
  let total = 0;
  let settled = false;
  return new Promise<ReceivedFile>((resolve, reject) => {
    let result: ReceivedFile | null = null;
    let writing: Promise<void> | null = null;
    let fileStream: Readable | null = null;
    let out: ReturnType<typeof createWriteStream> | null = null;
    const fail = (e: unknown) => {
      if (settled) return;
      settled = true;
      // Stop parsing and writing, and discard whatever the client still sends; the answer goes out now.
      source.unpipe();
      source.resume();
      fileStream?.unpipe();
      fileStream?.resume();
      // The partial file goes once its stream has closed: removed earlier, a still-pending open would
      // create it again after the removal (a leftover under load).
      const stream = out;
      const closed =
        stream && !stream.closed
          ? new Promise<void>((done) => stream.once('close', () => done()))
          : Promise.resolve();
      stream?.destroy();
      void closed.then(() => rm(tmp, { force: true })).finally(() => reject(e));
    };
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        total += chunk.length;
        if (total > maxBytes + MULTIPART_OVERHEAD) {
          fail(tooLarge(maxBytes));
          return done();
        }
        done(null, chunk);
      },
    });
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': type },
        limits: {
          files: 1,
          fileSize: maxBytes,
          fields: 20,
          fieldSize: 64 * 1024,
          parts: 30,
          headerPairs: 100,
        },
      });
    } catch {
      return reject(required());
    }
    parser.on('file', (field, stream, info) => {
      // Parts the parser still had buffered when the upload failed are drained, never written.
      if (settled || field !== 'file' || writing) {
        stream.resume();
        return;
      }
      let size = 0;
      const head: number[] = [];
      fileStream = stream;
      const file = (out = createWriteStream(tmp));
      writing = new Promise<void>((done, bad) => {
        file.on('finish', done);
        file.on('error', bad);
      });
      writing.catch(() => {}); // a failed write is reported through fail() below
      stream.on('data', (chunk: Buffer) => {
        if (head.length < HEAD_BYTES) head.push(...chunk.subarray(0, HEAD_BYTES - head.length));
        size += chunk.length;
      });
      stream.on('limit', () => fail(tooLarge(maxBytes)));
      file.on('error', (e) => fail(e));
      stream.pipe(file);
      stream.on('end', () => {
        result = { path: tmp, name: info.filename || 'upload', size, head: Uint8Array.from(head) };
      });
    });
    parser.on('error', () => fail(required()));
    parser.on('close', () => {
      if (settled) return;
      if (!writing || !result) return fail(required());
      writing.then(
        () => {
          if (settled) return;
          settled = true;
          resolve(result!);
        },
        (e: unknown) => fail(e),
      );
    });
    source.on('error', (e) => fail(e));
    source.pipe(counter).pipe(parser);
  });
}

/** Reads a small upload (an avatar) within `maxBytes` (default: the avatar limit) into memory. */
export async function readUpload(c: Context, maxBytes?: number): Promise<{ data: Uint8Array; name: string }> {
  const files = (c.get('ctx') as { deps: { files: FileStore; config: { maxAvatarBytes: number } } }).deps;
  const file = await receiveUpload(c, files.files, maxBytes ?? files.config.maxAvatarBytes);
  try {
    return { data: new Uint8Array(await readFile(file.path)), name: file.name };
  } finally {
    await rm(file.path, { force: true });
  }
}

/** Runs `use` with an upload streamed to disk, and removes the temporary file afterwards (kept only if moved). */
export async function withUpload<T>(
  c: Context,
  files: FileStore,
  maxBytes: number,
  use: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  const file = await receiveUpload(c, files, maxBytes);
  try {
    return await use(file);
  } finally {
    await rm(file.path, { force: true });
  }
}
