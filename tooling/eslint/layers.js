import path from 'node:path';

/**
 * `tessera/layers`: a web app's folders point one way, `routes → features → components → lib`, and a
 * route's private folder (`-components/`, `-hooks/`, any `-name/`) is for that route alone.
 *
 * Written here rather than taken from eslint-plugin-import or eslint-plugin-boundaries (docs/decisions.md,
 * D-arch-3): both need a resolver plugin to read TypeScript paths, and neither says "private to the folder
 * that holds it" without one zone per route. Relative imports are all this app uses, so resolving them is
 * a path join.
 */

/**
 * Folder (first segment under the source root) → rank; an import may only go to an equal or lower rank.
 * Anything else under the root (the entry files, the router's context, a page of its own) is the app,
 * above every layer.
 */
export const DEFAULT_LAYERS = { routes: 4, features: 3, components: 2, hooks: 1, lib: 1 };
const APP = { name: 'app entry', rank: Infinity };

const layerOf = (rel, layers) => {
  const top = rel.split('/')[0];
  return Object.hasOwn(layers, top) ? { name: top, rank: layers[top] } : APP;
};

/**
 * The route folder that owns a private folder on the path (`routes/a/-components/x.tsx` → `routes/a`), or
 * null. The innermost private folder counts.
 */
const privateOwner = (rel) => {
  const parts = rel.split('/');
  if (parts[0] !== 'routes') return null;
  let owner = null;
  parts.slice(0, -1).forEach((part, i) => {
    if (part.startsWith('-')) owner = parts.slice(0, i).join('/');
  });
  return owner;
};

/** A route folder's own files: those inside it, and its layout file beside it (`_app.tsx` for `_app/`). */
const ownedBy = (rel, owner) => rel.startsWith(`${owner}/`) || /^(.*)\.tsx?$/.exec(rel)?.[1] === owner;

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers; route-private folders stay private' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, layers: { type: 'object' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        '{{from}} ({{fromLayer}}) may not import {{to}} ({{toLayer}}): layers point one way, routes → features → components → lib/hooks. Move the shared code down a layer.',
      private:
        '{{to}} is private to {{owner}}: move what {{from}} needs out of the route (into features/, components/ or lib/).',
    },
  },
  create(context) {
    const { root, layers = DEFAULT_LAYERS } = context.options[0];
    const file = context.filename;
    const fromRel = path.relative(root, file).split(path.sep).join('/');
    if (fromRel.startsWith('..')) return {};
    const fromLayer = layerOf(fromRel, layers);

    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const toRel = path
        .relative(root, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/');
      if (toRel.startsWith('..')) return;
      const owner = privateOwner(toRel);
      if (owner !== null && !ownedBy(fromRel, owner)) {
        context.report({ node, messageId: 'private', data: { from: fromRel, to: toRel, owner } });
        return;
      }
      const toLayer = layerOf(toRel, layers);
      if (toLayer.rank > fromLayer.rank)
        context.report({
          node,
          messageId: 'upward',
          data: { from: fromRel, fromLayer: fromLayer.name, to: toRel, toLayer: toLayer.name },
        });
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const layersPlugin = { rules: { layers: layersRule } };
