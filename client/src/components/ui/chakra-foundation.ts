/**
 * Chakra's own theme without the recipes the site never renders (decision 0053). `defaultConfig`
 * carries every one of Chakra's ~100 recipes and slot recipes, and a system keeps all of them in
 * the entry chunk; Chakra's bundle guide builds the system from `defaultBaseConfig` with only the
 * recipes in use. Everything else of Chakra's default theme stays as it was: its tokens, semantic
 * tokens, keyframes (`fade-in` of the page fade, the dialogs' and drawers' slide and scale), text,
 * layer and animation styles, global CSS and preflight, so that no page changes by a pixel.
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

/** Chakra's `defaultThemeConfig` (dist/esm/theme/index.js), field for field, with the recipes above. */
export const chakraFoundation = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: siteRecipes,
    slotRecipes: siteSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});
