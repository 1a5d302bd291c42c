// @vitest-environment node
// Reads the site's sources and compares two systems: no DOM needed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultConfig, type SystemConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { siteSystem, productConfig } from './theme.js';

const system = siteSystem();

const CLIENT_SRC = fileURLToPath(new URL('../..', import.meta.url));
const chakraRecipes = defaultConfig.theme?.recipes ?? {};
const chakraSlotRecipes = defaultConfig.theme?.slotRecipes ?? {};
// Components that render another component's recipe under a name of their own.
const RECIPE_OF: Record<string, string> = { IconButton: 'button', CloseButton: 'button', Toaster: 'toast' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every value (not type) the site's code imports from Chakra's package or its per-component entries. */
function chakraImports(): Map<string, string> {
  const found = new Map<string, string>();
  const importClause = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react(?:\/([a-z-]+))?'/g;
  for (const file of sourceFiles(CLIENT_SRC)) {
    for (const [, typeOnly, names, entry] of readFileSync(file, 'utf8').matchAll(importClause)) {
      if (typeOnly || entry === 'theme') continue;
      for (const raw of names!.split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) found.set(name, file.slice(CLIENT_SRC.length));
      }
    }
  }
  return found;
}

/** `NativeSelect` and `NativeSelectRoot` → `nativeSelect`: the longest leading words that name a recipe. */
function recipeKeyOf(component: string): string | undefined {
  if (RECIPE_OF[component]) return RECIPE_OF[component];
  const words = component.match(/[A-Z][a-z0-9]*/g) ?? [];
  for (let count = words.length; count > 0; count--) {
    const key = words.slice(0, count).join('').replace(/^./, (first) => first.toLowerCase());
    if (key in chakraRecipes || key in chakraSlotRecipes) return key;
  }
  return undefined;
}

function withoutRecipes(config: SystemConfig) {
  const { recipes: _recipes, slotRecipes: _slotRecipes, ...theme } = config.theme ?? {};
  return { ...config, theme };
}

describe('the product system', () => {
  const reference = createSystem(defaultConfig, productConfig);

  it('is Chakra’s default theme and ours apart from the recipes: the same tokens, keyframes, global CSS and preflight', () => {
    expect(withoutRecipes(system._config)).toEqual(withoutRecipes(reference._config));
    expect(system._global).toEqual(reference._global);
    expect(Object.keys(system._config.theme?.keyframes ?? {})).toContain('fade-in');
  });

  it('holds the recipe of every Chakra component the site imports, as Chakra ships it', () => {
    const imports = chakraImports();
    expect(imports.size).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const [component, file] of imports) {
      const key = recipeKeyOf(component);
      if (!key) continue;
      const slots = key in chakraSlotRecipes;
      const own = slots ? system.getSlotRecipe(key) : system.getRecipe(key);
      if (!own) missing.push(`${component} (${file}) needs Chakra's "${key}" recipe in chakra-foundation.ts`);
      else expect(own, key).toEqual(slots ? chakraSlotRecipes[key] : chakraRecipes[key]);
    }
    expect(missing).toEqual([]);
  });

  it('holds no recipe that no component of the site renders', () => {
    const needed = new Set([...chakraImports().keys()].map(recipeKeyOf));
    const held = [...Object.keys(system._config.theme?.recipes ?? {}), ...Object.keys(system._config.theme?.slotRecipes ?? {})];
    expect(held.filter((key) => !needed.has(key))).toEqual([]);
  });
});
