/*
 * The app's entry. Its code runs in several tasks instead of one, so that a slow phone can answer
 * a tap (and draw) between them rather than freeze while it all runs (issue #19: total blocking
 * time; docs/decisions/0009-light-first-screen.md):
 *   1. the libraries (React, MUI, the router: the `framework` chunk, which this file imports
 *      statically through Vite's preloading helper);
 *   2–3. core's rules and schemas, whose schemas zod builds as they load, in two parts
 *      (vite.config.ts, `CORE_PARTS`): zod and the answers' shapes (`core-base`), then the
 *      rest (`core`);
 *   4. the app's own code (the `app` chunk);
 *   5. the app starts (start.tsx, itself in two tasks).
 * Every chunk is preloaded from index.html (vite.config.ts), so the steps wait only for the
 * CPU, never for another download.
 */

// The fonts are the entry's own CSS, linked from index.html (and inlined into the pre-drawn
// landing, scripts/prerender.mjs), not a step's, which Vite would add again when the step loads.
// Latin only (English and Irish); other scripts fall back to the system font. All subsets cost
// the first screen 13 KiB of CSS (docs/decisions/0009-light-first-screen.md).
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';

/**
 * Lets the browser run what is waiting (a tap, a frame, a response) before the next step. As
 * lib/next-task.ts, which the entry does not import: its steps import nothing of the app's
 * code statically, and that module goes into the app's chunk.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await nextTask();
await import('./boot/core-base-stage');
await nextTask();
await import('./boot/core-stage');
await nextTask();
const { startApp } = await import('./start');
await nextTask();
await startApp(nextTask);
