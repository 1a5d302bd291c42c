/**
 * Layer zones for the client (docs/decisions/0023-client-layers.md), as bulletproof-react's
 * `import/no-restricted-paths` does them: a file inside a zone's `target` may
 * not import from its `from` paths, `except` the ones named. Imports are
 * resolved to paths first, so `../../app/x.js` and `#client/app/x.js` are
 * caught however they are spelled (aliases from package.json's `imports`). Written here because the import plugins' resolvers need native
 * packages this project's registry does not carry.
 */
import fs from 'node:fs';
import path from 'node:path';

const stripExtension = (file) => file.replace(/\.(tsx?|jsx?|json)$/, '');

/** Whether `file` (no extension) is `entry` or lies under it. */
function within(file, entry) {
  const base = stripExtension(entry);
  return file === base || file.startsWith(`${base}${path.sep}`);
}

/** The package's `imports` aliases (`#client/*` → `./client/src/*`) as prefix → folder pairs. */
function aliasesOf(basePath) {
  const { imports = {} } = JSON.parse(fs.readFileSync(path.join(basePath, 'package.json'), 'utf8'));
  return Object.entries(imports)
    .filter(([alias, target]) => alias.endsWith('/*') && typeof target === 'string' && target.endsWith('/*'))
    .map(([alias, target]) => ({ prefix: alias.slice(0, -1), folder: path.resolve(basePath, target.slice(0, -1)) }));
}

/** @type {import('eslint').Rule.RuleModule} */
export const restrictedZones = {
  meta: {
    type: 'problem',
    docs: { description: 'imports between the client layers point one way' },
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
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
              additionalProperties: false,
            },
          },
        },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath, zones } = context.options[0];
    const absolute = (entry) => path.resolve(basePath, entry);
    const list = (value) => (Array.isArray(value) ? value : [value]).map(absolute);
    const filename = stripExtension(context.filename);
    const active = zones
      .filter((zone) => list(zone.target).some((target) => within(filename, target)))
      .map((zone) => {
        const from = list(zone.from);
        // `except` paths are relative to each `from` path, as in no-restricted-paths.
        const except = from.flatMap((base) => (zone.except ?? []).map((entry) => path.resolve(base, entry)));
        return { from, except, message: zone.message };
      });
    if (active.length === 0) return {};
    const aliases = aliasesOf(basePath);

    /** The path an import names, or undefined for a package. */
    function resolved(specifier) {
      if (specifier.startsWith('.')) return path.resolve(path.dirname(context.filename), specifier);
      const alias = aliases.find(({ prefix }) => specifier.startsWith(prefix));
      return alias ? path.join(alias.folder, specifier.slice(alias.prefix.length)) : undefined;
    }

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolved(specifier);
      if (target === undefined) return;
      const imported = stripExtension(target);
      for (const zone of active) {
        if (!zone.from.some((entry) => within(imported, entry))) continue;
        if (zone.except.some((entry) => within(imported, entry))) continue;
        context.report({ node: node.source, message: zone.message ?? `Importing ${specifier} here crosses a layer zone.` });
        return;
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'restricted-zones': restrictedZones } };
