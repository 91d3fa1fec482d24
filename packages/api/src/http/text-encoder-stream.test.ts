import { describe, expect, it } from 'vitest';
import { FastTextEncoderStream } from './text-encoder-stream';

const NodeTextEncoderStream = globalThis.TextEncoderStream;

async function encode(make: () => TransformStream<string, Uint8Array>, chunks: string[]): Promise<number[]> {
  const out: number[] = [];
  const stream = new ReadableStream<string>({
    start(c) {
      for (const chunk of chunks) c.enqueue(chunk);
      c.close();
    },
  }).pipeThrough(make());
  for await (const bytes of stream) out.push(...bytes);
  return out;
}

describe('FastTextEncoderStream', () => {
  const cases: [string, string[]][] = [
    ['plain ASCII', ['{"a":1}\n', '[2,3]\n']],
    ['CJK and emoji whole', ['名字 😀 ok']],
    ['a surrogate pair split across chunks', ['x\ud83d', '\ude00y']],
    ['a pair split with an empty chunk between', ['\ud83d', '', '\ude00']],
    ['a lone high surrogate at the very end', ['end\ud83d']],
    ['a lone high surrogate followed by text', ['\ud83d', 'a']],
    ['a lone low surrogate', ['a\ude00b']],
    ['empty chunks only', ['', '']],
  ];
  it.each(cases)('writes the same bytes as the standard stream: %s', async (_name, chunks) => {
    const want = await encode(() => new NodeTextEncoderStream(), chunks);
    expect(await encode(() => new FastTextEncoderStream(), chunks)).toEqual(want);
  });

  it('says it encodes UTF-8', () => {
    expect(new FastTextEncoderStream().encoding).toBe('utf-8');
  });
});
