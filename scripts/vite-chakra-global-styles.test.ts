import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { siteSystem } from '#client/components/ui/theme.js';
import { CHAKRA_SYSTEM_FILE, GLOBAL_STYLES_LINE, serializedGlobalStyles, withSerializedGlobalStyles } from './vite-chakra-global-styles.js';

const chakraSystemFile = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm', 'styled-system', 'system.js');

/** The style tags a server render writes, as entry-server.tsx makes them. */
function serverStyleTags(): string {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(createElement(CacheProvider, { value: cache }, createElement(ChakraProvider, { value: siteSystem(), children: 'หน้าแรก' })));
  return emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
}

describe('the build gives the browser\'s Chakra system its global styles', () => {
  it('serialises them under the name the server\'s render writes, so hydration reuses the server\'s tag', async () => {
    const serialized = await serializedGlobalStyles();
    const tags = serverStyleTags();
    expect(tags).toContain(`data-emotion="css-global ${serialized.name}"`);
    // Every token's variable, our navy among them, and Chakra's preflight.
    expect(serialized.styles).toContain('--chakra-colors-navy-950:#060b1d');
    expect(serialized.styles).toContain('@layer reset');
  }, 60_000);

  it('puts them in place of the one line of Chakra\'s createSystem that makes them', async () => {
    expect(CHAKRA_SYSTEM_FILE.test(chakraSystemFile.replaceAll('\\', '/'))).toBe(true);
    const source = readFileSync(chakraSystemFile, 'utf8');
    const serialized = { name: 'abc123', styles: '@layer tokens{:where(:root, :host){--chakra-colors-navy-950:#060b1d;}}' };
    const written = withSerializedGlobalStyles(source, serialized);
    expect(written).not.toContain(GLOBAL_STYLES_LINE);
    expect(written).toContain(`const _global = ${JSON.stringify(serialized)};`);
    expect(written.length - source.length).toBe(`const _global = ${JSON.stringify(serialized)};`.length - GLOBAL_STYLES_LINE.length);
  });

  it('stops the build when Chakra no longer makes them in that line', () => {
    expect(() => withSerializedGlobalStyles('const _global = makeGlobal();', { name: 'x', styles: '' })).toThrow(/decision/);
  });
});
