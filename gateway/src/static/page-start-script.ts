import { PAGE_START_SCRIPT } from '#shared/page-start.js';
import { inlineScriptSource } from './runtime-config-script.js';

/** The CSP source of the member page's start script, which the build puts in index.html (shared/src/page-start.ts). */
export const pageStartScriptSource = inlineScriptSource(PAGE_START_SCRIPT);
