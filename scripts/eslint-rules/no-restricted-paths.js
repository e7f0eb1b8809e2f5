import { dirname, isAbsolute, relative, resolve } from 'node:path';

/**
 * Refuses relative imports from `from` folders inside `target` folders (paths from `basePath`; `except` relative to `from`).
 * NOTE: a local rule rather than eslint-plugin-import-x's, whose resolver (unrs-resolver) lists native bindings that the
 * package registry here does not serve, so `npm ci` refused the lock file (docs/decisions/024-linting.md).
 */
export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between folders' },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'string' },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: '{{message}}' },
  },
  create(context) {
    const { basePath, zones } = context.options[0];
    const inside = (path, folder) => {
      const rest = relative(resolve(basePath, folder), path);
      return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
    };
    const file = context.filename;
    const active = zones.filter((zone) => inside(file, zone.target));
    if (active.length === 0) return {};

    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const imported = resolve(dirname(file), source.value);
      const zone = active.find(
        (z) => inside(imported, z.from) && !(z.except ?? []).some((allowed) => inside(imported, resolve(basePath, z.from, allowed))),
      );
      if (zone) context.report({ node: source, messageId: 'restricted', data: { message: zone.message } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The repository's own ESLint plugin. */
export const boundaries = { rules: { 'no-restricted-paths': noRestrictedPaths } };
