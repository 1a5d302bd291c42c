/**
 * The product's Chakra v3 system: a dark navy and gold lottery look, Kanit for
 * Thai text, breakpoints of docs/product.md §9 in Chakra's min-width terms
 * (xs ≤ 599 → sm from 600, md from 960, lg from 1280, xl from 1920).
 * Built on Chakra's base config and its theme with only the site's recipes
 * (chakra-foundation.ts, decision 0053) rather than `defaultConfig`.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { BREAKPOINTS } from '#shared/constants.js';
import { chakraFoundation } from './chakra-foundation.js';

const px = (value: number) => `${value}px`;

/** The product's own look over Chakra's theme. */
export const productConfig = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      minHeight: '100%',
    },
    body: { WebkitTapHighlightColor: 'transparent' },
  },
  theme: {
    breakpoints: {
      sm: px(BREAKPOINTS.xs + 1),
      md: px(BREAKPOINTS.sm + 1),
      lg: px(BREAKPOINTS.md + 1),
      xl: px(BREAKPOINTS.lg + 1),
      '2xl': '2560px',
    },
    tokens: {
      // Until Kanit loads, text paints in the phone's own fonts scaled to Kanit's size
      // (scripts/kanit-fallback-faces.ts), so the swap moves nothing.
      fonts: {
        heading: { value: "'Kanit', 'Kanit Fallback', 'Kanit Fallback Arial', system-ui, sans-serif" },
        body: { value: "'Kanit', 'Kanit Fallback', 'Kanit Fallback Arial', system-ui, sans-serif" },
      },
      colors: {
        navy: {
          50: { value: '#e8ecf7' },
          100: { value: '#c5cde6' },
          200: { value: '#9aa8d0' },
          300: { value: '#6e82b9' },
          400: { value: '#4a63a6' },
          500: { value: '#2b468f' },
          600: { value: '#1f3575' },
          700: { value: '#16275a' },
          800: { value: '#0f1b42' },
          900: { value: '#0a122e' },
          950: { value: '#060b1d' },
        },
        gold: {
          50: { value: '#fff9e6' },
          100: { value: '#fdefbf' },
          200: { value: '#fae190' },
          300: { value: '#f6d162' },
          400: { value: '#f1c23d' },
          500: { value: '#e0a91c' },
          600: { value: '#bd8912' },
          700: { value: '#946a0f' },
          800: { value: '#6b4c0d' },
          900: { value: '#45310a' },
          950: { value: '#2a1e06' },
        },
      },
    },
    semanticTokens: {
      colors: {
        'bg.canvas': { value: '{colors.navy.950}' },
        'bg.surface': { value: '{colors.navy.900}' },
        'bg.raised': { value: '{colors.navy.800}' },
        'bg.overlay': { value: 'rgba(6, 11, 29, 0.75)' },
        'fg.default': { value: '#f4f6fb' },
        // The site is dark only: index.html sets the `dark` class, so Chakra's palettes take their
        // dark values, and its neutral tokens (tab lists, skeletons, inputs, dialogs) are our navy.
        bg: {
          DEFAULT: { value: '{colors.navy.950}' },
          subtle: { value: '{colors.navy.900}' },
          muted: { value: '{colors.navy.800}' },
          emphasized: { value: '{colors.navy.700}' },
          panel: { value: '{colors.navy.900}' },
        },
        fg: {
          DEFAULT: { value: '#f4f6fb' },
          subtle: { value: '{colors.navy.300}' },
        },
        border: {
          DEFAULT: { value: '{colors.navy.700}' },
          muted: { value: '{colors.navy.800}' },
          emphasized: { value: '{colors.navy.600}' },
        },
        brand: {
          solid: { value: '{colors.gold.500}' },
          contrast: { value: '{colors.navy.950}' },
          fg: { value: '{colors.gold.300}' },
          muted: { value: '{colors.gold.700}' },
          subtle: { value: '{colors.gold.900}' },
          emphasized: { value: '{colors.gold.400}' },
          focusRing: { value: '{colors.gold.400}' },
        },
        accent: {
          solid: { value: '{colors.navy.500}' },
          contrast: { value: '#ffffff' },
          fg: { value: '{colors.navy.200}' },
          muted: { value: '{colors.navy.600}' },
          subtle: { value: '{colors.navy.800}' },
          emphasized: { value: '{colors.navy.400}' },
          focusRing: { value: '{colors.navy.400}' },
        },
        'gradient.gold': { value: 'linear-gradient(135deg, #f6d162 0%, #e0a91c 50%, #bd8912 100%)' },
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The system, made on first use: making it (every token's CSS variable, the global CSS) is the
 * largest piece of work in the browser's start, and the member site's entry runs it in a task of
 * its own rather than inside the evaluation of its modules (main.tsx).
 */
export function siteSystem(): ReturnType<typeof createSystem> {
  system ??= createSystem(defaultBaseConfig, chakraFoundation, productConfig);
  return system;
}
