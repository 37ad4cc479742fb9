/*
 * The app's entry. Its code runs in three tasks instead of one, so that a slow phone can answer
 * a tap (and draw) between them rather than freeze while it all runs (issue #19: total blocking
 * time; docs/decisions/0009-light-first-screen.md):
 *   1. the libraries (React, MUI, the router, zod: the `framework` chunk, which this file
 *      imports statically through Vite's preloading helper);
 *   2. core's rules and schemas (the `core` chunk), whose schemas zod builds as they load;
 *   3. the app's own code (the `app` chunk), and then the app starts.
 * Every chunk is preloaded from index.html (vite.config.ts), so the steps wait only for the
 * CPU, never for another download.
 */

/** Lets the browser run what is waiting (a tap, a frame, a response) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await nextTask();
await import('./boot/core-stage');
await nextTask();
const { startApp } = await import('./start');
await startApp();

// A module, for the awaits above (it exports nothing).
export {};
