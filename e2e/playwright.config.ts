import { defineConfig } from '@playwright/test';

/**
 * Journeys against the real server (embedded PGlite, SMTP sink), started by global-setup.ts. The setup
 * project creates the first user; the other journeys depend on it and create their own users otherwise.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    // Set by global setup; workers inherit it when they load this file again.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: 'auth/setup.spec.ts' },
    { name: 'journeys', testIgnore: 'auth/setup.spec.ts', dependencies: ['setup'] },
  ],
});
