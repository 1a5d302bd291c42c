import { inlineScriptSource, type RuntimeConfigScript } from './runtime-config-script.js';

/**
 * A server-rendered page is the visitor's view (the session is in localStorage,
 * decision 0051). This script runs in the head, before the first paint, and marks
 * `<html data-member>` when a session is stored. The page's CSS then keeps the
 * member panel's room and hides what only visitors see, so nothing moves when the
 * member's parts fill in after hydration (client/src/lib/session.ts keeps the mark
 * in step afterwards). Fixed text: the CSP allows it by hash.
 */
const BODY = "try{localStorage.getItem('user')&&document.documentElement.setAttribute('data-member','')}catch(e){}";

export const memberMarkScript: RuntimeConfigScript = {
  tag: `<script>${BODY}</script>`,
  cspSource: inlineScriptSource(BODY),
};
