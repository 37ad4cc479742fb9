/** Core's modules that a student's pages never need (see critical-path.mjs). */
export const OFF_PATH_CORE_MODULES: readonly string[];
/** Whether a module path (a bundler id or a source map's source) is one of `modules`. */
export function isOffPathCoreModule(modulePath: string, modules?: readonly string[]): boolean;
/** The chunks of the app's start that open with V8's compile hint (see critical-path.mjs). */
export const STARTUP_CHUNKS: readonly string[];
/** V8's explicit compile hint for a whole file. */
export const COMPILE_HINT: string;
