import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The flags keep it quiet on a closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const baseURL = process.env.BASE_URL;
if (!baseURL) throw new Error('BASE_URL is not set: run the suite with `npm run test:e2e`.');

export default defineConfig({
  testDir: './tests',
  // Room for a slow, shared machine (axe checks of a whole page took 31 s on one): a test that
  // hangs still fails, a minute later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PW_JSON_OUTPUT ?? 'test-results/results.json' }],
  ],
  outputDir: 'test-results',
  use: {
    baseURL,
    // A click or a load that waits half a minute is stuck (an overlay over the button, a page
    // that never came): it fails then, naming the action and its locator, rather than running
    // on silently until the test's own timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'en-IE',
    // The app turns transitions off for reduced motion, so axe never measures a dialog
    // half-way through fading in: its colour checks see the final colours, every run.
    reducedMotion: 'reduce',
    timezoneId: 'Europe/Dublin',
    // A new context installs the service worker, which fetches and stores the whole build
    // (about 150 files) before the test's first tap: seconds of a short test on a busy
    // machine. The tests that are about it (pwa, offline) and the whole paths a student walks
    // (paths) turn it on with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
