/** Types of scripts/server-build.mjs (plain JavaScript: `npm start` runs it before anything is compiled). */
export declare const SERVER_BUILD_DIR: string;
export declare const SERVER_ENTRIES: Record<'start' | 'gateway' | 'upstream' | 'games', string>;
export declare function serverBuildIsStale(root: string): boolean;
export declare function buildServer(root: string): Promise<void>;
