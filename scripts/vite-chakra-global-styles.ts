/**
 * The browser's Chakra system takes its global styles as the build serialised them
 * (docs/decisions/0058). Making a system serialises Chakra's preflight, the global CSS and a CSS
 * variable for every token of the theme, about half of `createSystem` and the largest single task
 * of the browser's start (some 180 ms at Lighthouse's 4× CPU). Those styles depend on the theme
 * alone, so the build serialises them once, as Emotion would (`serializeStyles`), and writes the
 * result into Chakra's `createSystem` in the browser's bundle. Emotion takes a serialised style as
 * it is; its name is the one the server's render writes on its `<style data-emotion="css-global …">`
 * tag, so hydration reuses the server's tag. The server's own system is made as before.
 */
import { fileURLToPath } from 'node:url';
import { serializeStyles } from '@emotion/serialize';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type * as Theme from '../client/src/components/ui/theme.js';

/** Chakra's createSystem (3.x), the line that serialises the global styles. */
export const CHAKRA_SYSTEM_FILE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
export const GLOBAL_STYLES_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

export interface SerializedGlobalStyles {
  name: string;
  styles: string;
}

/** The site system's global styles as Emotion's `Global` serialises them. */
export async function serializedGlobalStyles(): Promise<SerializedGlobalStyles> {
  const theme = fileURLToPath(new URL('../client/src/components/ui/theme.ts', import.meta.url));
  const { siteSystem } = (await tsImport(theme, import.meta.url)) as typeof Theme;
  const serialized = serializeStyles([siteSystem()._global]);
  // A keyframes() value would chain further styles in `next`; Chakra's keyframes are plain rules.
  if (serialized.next !== undefined) throw new Error('chakra-global-styles: the global styles chain further styles');
  return { name: serialized.name, styles: serialized.styles };
}

/** Chakra's system.js with the serialised styles in place of the line that makes them. */
export function withSerializedGlobalStyles(source: string, serialized: SerializedGlobalStyles): string {
  const at = source.indexOf(GLOBAL_STYLES_LINE);
  if (at < 0 || source.indexOf(GLOBAL_STYLES_LINE, at + 1) >= 0) {
    throw new Error("chakra-global-styles: Chakra's createSystem changed; see docs/decisions/0058");
  }
  return source.replace(GLOBAL_STYLES_LINE, `const _global = ${JSON.stringify(serialized)};`);
}

export function chakraGlobalStyles(): Plugin {
  let serialized: Promise<SerializedGlobalStyles> | undefined;
  let written = false;
  return {
    name: 'chakra-global-styles',
    apply: 'build',
    async transform(source, id) {
      if (!CHAKRA_SYSTEM_FILE.test(id)) return null;
      serialized ??= serializedGlobalStyles();
      written = true;
      return { code: withSerializedGlobalStyles(source, await serialized), map: null };
    },
    buildEnd(error) {
      if (!error && !written) this.error("chakra-global-styles: the bundle has no Chakra createSystem to give its styles; see docs/decisions/0058");
    },
  };
}
