import SlickModule from 'react-slick';

/**
 * react-slick is CommonJS: in a Vite production build its default import is
 * `module.exports`, not the component (only a browser test of the built page shows it), so unwrap it.
 */
export const Slider: typeof SlickModule =
  (SlickModule as unknown as { default?: typeof SlickModule }).default ?? SlickModule;
