/*
 * Loading this module runs the rest of core's code: vite.config.ts puts it in the `core` chunk
 * with every module of packages/core that no part before it holds (`CORE_PARTS`), so main.tsx
 * can run that chunk as a step of its own, after those parts and before the app's.
 */

/** The step's name; the module needs an export to be a module of the chunk at all. */
export const BOOT_STAGE = 'core';
