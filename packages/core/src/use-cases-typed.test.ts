import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30 part 2: a use case takes its parsed, typed input (the `z.output` of its schema, parsed by the
 * door), never `rawInput: unknown` that it parses itself. This reads core's sources and lists every
 * exported function that still takes untyped input: in the folders that hold use cases there must be none.
 */
const COVERED = [
  // accounts, organisations, rights, settings, sharing, transfer
  'auth',
  'orgs',
  'permissions',
  'roles',
  'settings',
  'users',
  'system',
  'embed',
  'geo',
  'plugins',
  'shares',
  'variables',
  'versions',
  'transfer',
  'datart-import',
  // the tree domains
  'sources',
  'views',
  'viz',
  'dashboards',
  'storyboards',
  'viz-lifecycle.ts',
  // exports and schedules
  'downloads',
  'schedules',
  'jobs',
];

const root = import.meta.dirname;
const UNTYPED_PARAM = /\b(?:rawInput|input)\s*\??:\s*unknown\b/;

/** `name(params)` of each exported function or arrow function in a source text. */
function exportedSignatures(text: string): { name: string; params: string }[] {
  const found: { name: string; params: string }[] = [];
  const head =
    /export\s+(?:async\s+)?function\s+(\w+)\s*(?:<[^>]*>)?\s*\(|export\s+const\s+(\w+)\s*=\s*(?:async\s*)?\(/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    let depth = 1;
    let i = head.lastIndex;
    while (i < text.length && depth > 0) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
      i++;
    }
    found.push({ name: (m[1] ?? m[2])!, params: text.slice(head.lastIndex, i - 1) });
  }
  return found;
}

/** Exported functions taking untyped input, as `path#name`. */
function untypedUseCases(text: string, path: string): string[] {
  return exportedSignatures(text)
    .filter((s) => UNTYPED_PARAM.test(s.params))
    .map((s) => `${path}#${s.name}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `parse` itself takes what a door received. */
const ALLOWED = ['validation.ts#parse'];

const untyped = sourceFiles(root)
  .flatMap((file) => untypedUseCases(readFileSync(file, 'utf8'), relative(root, file).split('\\').join('/')))
  .filter((u) => !ALLOWED.includes(u));
const covered = (u: string) => COVERED.some((c) => u.startsWith(`${c}/`) || u.startsWith(`${c}#`));

describe('typed use cases (issue 30 part 2)', () => {
  it('no exported function of the converted folders takes rawInput: unknown', () => {
    expect(untyped.filter(covered)).toEqual([]);
  });

  it('reads every covered folder (a misspelt or moved one covers nothing)', () => {
    for (const c of COVERED) {
      const path = join(root, c);
      expect(existsSync(path), c).toBe(true);
      const files = statSync(path).isDirectory() ? sourceFiles(path) : [path];
      const exported = files.flatMap((f) => exportedSignatures(readFileSync(f, 'utf8')));
      expect(exported.length, c).toBeGreaterThan(0);
    }
  });

  it('no other exported function of core takes untyped input either', () => {
    expect(untyped.filter((u) => !covered(u))).toEqual([]);
  });

  it('the scan finds untyped input in every exported shape and ignores typed or private functions', () => {
    const sample = [
      'export async function listThings(ctx: Ctx, rawInput: unknown) {}',
      'export async function saveThing(\n  ctx: Ctx,\n  rawInput: unknown,\n  read: () => Promise<Uint8Array>,\n) {}',
      'export const dropThing = async (ctx: Ctx, input: unknown): Promise<boolean> => true;',
      'export function checkThing(ctx: Ctx, input: CheckInput): boolean { return f((x: unknown) => x); }',
      'async function helper(ctx: Ctx, rawInput: unknown) {}',
      'export function jsonChanges(before: unknown, after: unknown) {}',
    ].join('\n');
    expect(untypedUseCases(sample, 'x.ts')).toEqual(['x.ts#listThings', 'x.ts#saveThing', 'x.ts#dropThing']);
  });
});
