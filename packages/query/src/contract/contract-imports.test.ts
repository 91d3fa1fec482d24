import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The only packages the contract may load: it runs in the browser, beside the charts and the web app. */
const ALLOWED_PACKAGES = new Set(['zod']);
const here = dirname(fileURLToPath(import.meta.url));

/** Every module the file reaches through its imports and re-exports (type-only ones too), by path. */
function reach(entry: string): { files: string[]; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const path = resolve(dirname(file), fileName);
      if (fileName.startsWith('.'))
        visit(existsSync(`${path}.ts`) ? `${path}.ts` : resolve(path, 'index.ts'));
      else packages.set(fileName, file);
    }
  };
  visit(entry);
  return { files: [...files], packages };
}

/** `{ package: importer }` for each import the browser cannot load (Node built-ins, drivers, connectors...). */
function forbiddenImports(entry: string): Record<string, string> {
  const { packages } = reach(entry);
  return Object.fromEntries(
    [...packages].filter(([name]) => !ALLOWED_PACKAGES.has(name)).map(([name, file]) => [name, file]),
  );
}

describe('@tessera/query/contract', () => {
  it('reaches no Node module, driver or other package but zod, directly or through its own files', () => {
    expect(forbiddenImports(resolve(here, 'index.ts'))).toEqual({});
  });

  it('stays out of the connectors, the engine and the SQL code', () => {
    const outside = reach(resolve(here, 'index.ts')).files.filter(
      (f) => !f.startsWith(here) && f !== resolve(here, '../errors.ts'),
    );
    expect(outside).toEqual([]);
  });

  it('is caught when a file of it imports one (the check itself can fail)', () => {
    const found = forbiddenImports(resolve(here, '../sources/create-connector.ts'));
    expect(Object.keys(found)).toEqual(expect.arrayContaining(['node:crypto', 'node:fs']));
  });
});
