// @vitest-environment node
// Reads the site's sources and compares two systems: no DOM needed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultConfig, type SystemConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { darkValues } from './chakra-foundation.js';
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

function withoutRecipesAndSemanticTokens(config: SystemConfig) {
  const { recipes: _recipes, slotRecipes: _slotRecipes, semanticTokens: _semanticTokens, ...theme } = config.theme ?? {};
  return { ...config, theme };
}

type Dictionary = ReturnType<typeof siteSystem>['tokens'];

/** Each token's name → what a style prop naming it writes, and the value that variable holds on the dark page. */
function renderedOnTheDarkPage(tokens: Dictionary): Map<string, { variable: string | undefined; value: string }> {
  const rendered = new Map<string, { variable: string | undefined; value: string; condition: string }>();
  for (const token of tokens.allTokens) {
    const condition = String(token.extensions.condition ?? 'base');
    if (condition !== 'base' && condition !== '_dark') continue;
    // A `_dark` value overrides the base one on the dark page, whichever the dictionary lists first.
    if (condition === 'base' && rendered.get(token.name)?.condition === '_dark') continue;
    rendered.set(token.name, { variable: token.extensions.cssVar?.var, value: String(token.value), condition });
  }
  return new Map([...rendered].map(([name, { variable, value }]) => [name, { variable, value }]));
}

describe('the product system', () => {
  const reference = createSystem(defaultConfig, productConfig);

  it('is Chakra’s default theme and ours apart from the recipes: the same tokens, keyframes, global CSS and preflight', () => {
    expect(withoutRecipesAndSemanticTokens(system._config)).toEqual(withoutRecipesAndSemanticTokens(reference._config));
    expect(system._global.slice(0, 2)).toEqual(reference._global.slice(0, 2));
    expect(Object.keys(system._config.theme?.keyframes ?? {})).toContain('fade-in');
  });

  it('renders every token as Chakra’s default theme and ours do on the dark page, with one value where they have two', () => {
    const ours = renderedOnTheDarkPage(system.tokens);
    expect(ours.size).toBeGreaterThan(500);
    expect(ours).toEqual(renderedOnTheDarkPage(reference.tokens));
    expect(system.tokens.allTokens.filter((token) => token.extensions.condition === '_light')).toEqual([]);
    expect(system.css({ color: 'fg.muted', borderColor: 'border.subtle' })).toEqual(reference.css({ color: 'fg.muted', borderColor: 'border.subtle' }));
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

describe('dark values', () => {
  it('keep the dark value of a light and dark pair, and every other value as it is', () => {
    const tokens = {
      fg: { muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
      bg: { DEFAULT: { value: '{colors.navy.950}' }, panel: { value: { base: 'white', _dark: 'black' } } },
      shadow: { value: { _light: '0 1px red' } },
    };
    expect(darkValues(tokens)).toEqual({
      fg: { muted: { value: '{colors.gray.400}' } },
      bg: { DEFAULT: { value: '{colors.navy.950}' }, panel: { value: 'black' } },
      shadow: { value: '0 1px red' },
    });
  });
});
