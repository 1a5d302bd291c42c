/**
 * Chakra's own theme without the recipes the site never renders (decision 0053). `defaultConfig`
 * carries every one of Chakra's ~100 recipes and slot recipes, and a system keeps all of them in
 * the entry chunk; Chakra's bundle guide builds the system from `defaultBaseConfig` with only the
 * recipes in use. Everything else of Chakra's default theme stays as it was: its tokens, semantic
 * tokens (their dark values, which are what the dark-only site renders: decision 0059), keyframes
 * (`fade-in` of the page fade, the dialogs' and drawers' slide and scale), text, layer and
 * animation styles, global CSS and preflight, so that no page changes by a pixel.
 *
 * A Chakra component whose recipe is missing here renders unstyled, silently: theme.test.ts fails
 * when a file under client/src imports one; add its recipe below (the key is the component's
 * name in camelCase: `NativeSelect` → `nativeSelect: nativeSelectSlotRecipe`).
 */
import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** The recipes of the components the site renders; `IconButton` and `CloseButton` are a `button`. */
export const siteRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** The slot recipes of the site's compound components; `Toaster` renders `Toast`. */
export const siteSlotRecipes = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  steps: stepsSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

type TokenTree = { [key: string]: unknown };
type Conditions = { _dark?: unknown; base?: unknown; _light?: unknown };

const isTree = (node: unknown): node is TokenTree => typeof node === 'object' && node !== null && !Array.isArray(node);
const isConditional = (node: unknown): node is Conditions => isTree(node) && ('_dark' in node || '_light' in node || 'base' in node);

/**
 * Chakra's semantic tokens with their dark values only (decision 0059). Every app's page is
 * `<html class="dark">` and the site offers no light mode, so a `{ _light, _dark }` pair renders its
 * dark value everywhere. The system then makes one token where it made two, and the token
 * dictionary, the largest part of the system's making in the browser, shrinks by a sixth.
 */
export function darkValues(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (key === 'value') return [key, isConditional(node) ? (node._dark ?? node.base ?? node._light) : node];
      return [key, isTree(node) ? darkValues(node) : node];
    }),
  );
}

/** Chakra's `defaultThemeConfig` (dist/esm/theme/index.js), field for field, with the recipes above and dark values only. */
export const chakraFoundation = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: darkValues(semanticTokens) as typeof semanticTokens,
    recipes: siteRecipes,
    slotRecipes: siteSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});
