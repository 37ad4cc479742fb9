/*
 * Loading this module runs core's code: vite.config.ts puts it in the `core` chunk with the
 * whole of packages/core, so main.tsx can run that chunk as a step of its own, before the app's.
 */

/** The step's name; the module needs an export to be a module of the chunk at all. */
export const BOOT_STAGE = 'core';
