import { parse, type Expression, type Node, type ObjectExpression, type SpreadElement } from 'acorn';
import { pluginDefinitionSchema, type PluginDefinition } from '@tessera/charts';
import { AppError } from '../errors';

/** The largest plugin script an organisation may upload (bigger files are refused with 413 before parsing). */
export const PLUGIN_MAX_BYTES = 512 * 1024;
export const PLUGIN_MAX_LABEL = '512 KB';

/** The hooks the sandbox calls; `onUpdated` (draw with new data, config or size) is the one required. */
export const pluginHooks = ['onMount', 'onUpdated', 'onResize', 'onUnMount'] as const;

export interface PluginScript {
  /** The text as stored (UTF-8, without a byte-order mark). */
  source: string;
  definition: PluginDefinition;
}

const invalid = (path: string, detail: string) => new AppError('PLUGIN_DEFINITION_INVALID', { path, detail });

/** A literal value written in the script (objects, arrays, strings, numbers, booleans, null) as JSON. */
function literal(node: Expression | SpreadElement, path: string): unknown {
  switch (node.type) {
    case 'Literal':
      if ('regex' in node || 'bigint' in node) throw invalid(path, 'only plain literal values are read');
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length) throw invalid(path, 'a template string may not hold ${…}');
      return node.quasis.map((q) => q.value.cooked ?? '').join('');
    case 'UnaryExpression':
      if (
        node.operator === '-' &&
        node.argument.type === 'Literal' &&
        typeof node.argument.value === 'number'
      )
        return -node.argument.value;
      break;
    case 'ArrayExpression':
      return node.elements.map((el, i) => {
        if (!el) throw invalid(`${path}[${i}]`, 'holes are not allowed');
        return literal(el, `${path}[${i}]`);
      });
    case 'ObjectExpression':
      return Object.fromEntries(
        properties(node, path).map(([key, value]) => [key, literal(value, `${path}.${key}`)]),
      );
    default:
      break;
  }
  throw invalid(path, 'write it as a literal value (no variables, calls or spreads)');
}

function properties(node: ObjectExpression, path: string): [string, Expression][] {
  return node.properties.map((p) => {
    if (p.type !== 'Property' || p.computed) throw invalid(path, 'spreads and computed keys are not read');
    const key =
      p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : null;
    if (key === null) throw invalid(path, 'unsupported key');
    return [key, p.value as Expression];
  });
}

const isFunction = (node: Node) =>
  node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';

/** The single top-level `definePlugin({...})` call's argument. */
function definitionCall(program: { body: Node[] }): ObjectExpression {
  const calls = program.body.flatMap((statement) => {
    if (statement.type !== 'ExpressionStatement') return [];
    const expression = (statement as Node & { expression: Node }).expression;
    if (expression.type !== 'CallExpression') return [];
    const call = expression as Node & { callee: Node & { name?: string }; arguments: Node[] };
    return call.callee.type === 'Identifier' && call.callee.name === 'definePlugin' ? [call] : [];
  });
  const [call] = calls;
  if (calls.length !== 1 || !call) throw new AppError('PLUGIN_DEFINITION_MISSING');
  const [arg] = call.arguments;
  if (call.arguments.length !== 1 || arg?.type !== 'ObjectExpression')
    throw new AppError('PLUGIN_DEFINITION_MISSING');
  return arg as ObjectExpression;
}

/**
 * Checks an uploaded plugin script without running it: within the size limit, UTF-8, JavaScript that
 * acorn parses (as a classic script), with one top-level `definePlugin({ meta, config, ...hooks })`
 * whose `meta` and `config` are literal values valid for the chart registry and whose hooks are
 * functions, `onUpdated` at least. Each problem is its own error code naming what is wrong.
 */
export function readPluginScript(data: Uint8Array): PluginScript {
  if (data.byteLength > PLUGIN_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', { max: PLUGIN_MAX_LABEL });
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch (cause) {
    throw new AppError('PLUGIN_NOT_JAVASCRIPT', { detail: 'not UTF-8 text', line: 1, column: 1 }, { cause });
  }
  let program;
  try {
    program = parse(source, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  } catch (cause) {
    const at = (cause as { loc?: { line: number; column: number } }).loc;
    const detail = cause instanceof Error ? cause.message.replace(/\s*\(\d+:\d+\)$/, '') : 'syntax error';
    throw new AppError(
      'PLUGIN_NOT_JAVASCRIPT',
      { detail, line: at?.line ?? 1, column: (at?.column ?? 0) + 1 },
      { cause },
    );
  }
  const entries = new Map(properties(definitionCall(program), 'definePlugin'));
  for (const hook of pluginHooks) {
    const fn = entries.get(hook);
    if (fn && !isFunction(fn)) throw invalid(hook, 'must be a function');
  }
  if (!entries.get('onUpdated')) throw invalid('onUpdated', 'the hook that draws the chart is required');
  const raw: Record<string, unknown> = {};
  for (const key of ['meta', 'config']) {
    const node = entries.get(key);
    if (!node) throw invalid(key, 'is required');
    raw[key] = literal(node, key);
  }
  const parsed = pluginDefinitionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(issue.path.map(String).join('.') || 'definePlugin', issue.message);
  }
  return { source, definition: parsed.data };
}
