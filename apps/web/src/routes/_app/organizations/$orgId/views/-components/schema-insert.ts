import { MySQL, PostgreSQL } from '@codemirror/lang-sql';
import { quoteIdent, type Dialect } from '@tessera/query/contract';

const keywordSets = new Map<Dialect, Set<string>>();

/** The dialect's keywords as CodeMirror highlights them: a name among them is quoted to stay a name. */
function keywordsOf(dialect: Dialect): Set<string> {
  let set = keywordSets.get(dialect);
  if (!set) {
    const spec = (dialect === 'mysql' ? MySQL : PostgreSQL).spec;
    set = new Set((spec.keywords ?? '').toLowerCase().split(/\s+/).filter(Boolean));
    keywordSets.set(dialect, set);
  }
  return set;
}

/**
 * A table or column name as it is typed into the SQL: bare when the database reads it back as the same
 * name (PostgreSQL folds unquoted names to lower case, MySQL does not), quoted for the dialect otherwise.
 */
export function sqlName(name: string, dialect: Dialect): string {
  const bare = dialect === 'mysql' ? /^[A-Za-z_][A-Za-z0-9_]*$/ : /^[a-z_][a-z0-9_]*$/;
  if (bare.test(name) && !keywordsOf(dialect).has(name.toLowerCase())) return name;
  return quoteIdent(name, dialect);
}

/** A table as it is inserted: qualified by its database only when the source has more than one. */
export function tableText(database: string, table: string, databases: number, dialect: Dialect): string {
  return databases > 1 && database
    ? `${sqlName(database, dialect)}.${sqlName(table, dialect)}`
    : sqlName(table, dialect);
}
