import { createHash } from 'node:crypto';
import { PAGE_START_SCRIPT } from '@shared/page-start.js';

/** The CSP source of the member page's start script, which the build puts in index.html (shared/src/page-start.ts). */
export const pageStartScriptSource = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`;
