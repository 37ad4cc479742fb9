/*
 * Loading this module runs the `core-base` part of core's code (`CORE_PARTS` in
 * vite.config.ts), so main.tsx can run it as a step of its own, before the rest of core.
 */

/** The step's name; the module needs an export to be a module of the chunk at all. */
export const BOOT_STAGE = 'core-base';
