/**
 * The `fields` keys that may label a field at a path, best first, for i18next's fallback keys
 * (`t(fieldLabelKeys(path))`). The field is the last named segment (`widgets.2.name` → `name`,
 * `config.emails.0` → `emails`); a reference names what it points at (`sourceId` → `source`,
 * `viewIds` → `view`) when the catalogue has no label for the reference itself. Server and web use
 * this one rule, so a message names a field as the form labels it, in the reader's language.
 */
export function fieldLabelKeys(path: string): string[] {
  const named = path.split('.').filter((s) => s !== '' && !/^\d+$/.test(s));
  const leaf = named[named.length - 1] ?? path;
  const keys = [`fields:${leaf}`];
  const target = /^(.+?)Ids?$/.exec(leaf)?.[1];
  if (target) keys.push(`fields:${target}`);
  return keys;
}

/** The last named segment of a path, shown when no label is known (never expected: a test checks). */
export const fieldLeaf = (path: string): string =>
  path
    .split('.')
    .filter((s) => s !== '' && !/^\d+$/.test(s))
    .pop() ?? path;
