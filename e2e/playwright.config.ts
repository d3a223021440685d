// Playwright: the production web build against a throwaway API (test games on, fresh data dir), in Debian's Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { API_HEALTH_URL, API_PORT, API_URL, SMTP_PORT, WEB_PORT, WEB_URL } from './support/env';

const repoRoot = path.resolve(import.meta.dirname, '..');

// The config is evaluated by the runner and again by every worker; the env var makes them share one data dir.
function dataDir(): string {
  const existing = process.env['CORTEX_E2E_DATA_DIR'];
  if (existing) return existing;
  const created = mkdtempSync(path.join(tmpdir(), 'cortex-e2e-'));
  process.env['CORTEX_E2E_DATA_DIR'] = created;
  // Runs after Playwright has stopped the web servers, so the API no longer has the database open.
  process.once('exit', () => rmSync(created, { recursive: true, force: true }));
  return created;
}

const CI = Boolean(process.env['CI']);
const reuseServers = process.env['E2E_REUSE_SERVERS'] === '1';
const skipBuild = process.env['E2E_SKIP_BUILD'] === '1';
const serverLogs = process.env['E2E_SERVER_LOGS'] === '1';
const startWeb = `npm run start -w @cortex/web -- --port ${WEB_PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  expect: { timeout: 10_000 },

  use: {
    baseURL: WEB_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright's own browser downloads are impossible here; Debian's chromium package is the browser.
      executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },

  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      // A whole campaign takes minutes; playing it once, on the desktop layout, is enough.
      // The async-mail spec owns the one SMTP port, so it runs once, on the desktop layout.
      testIgnore: /(legendary-campaign|async-mail)\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],

  webServer: [
    {
      name: 'API',
      command: 'npm run start -w @cortex/api',
      cwd: repoRoot,
      url: API_HEALTH_URL,
      env: {
        PORT: String(API_PORT),
        CORTEX_TEST_GAMES: '1',
        CORTEX_DATA_DIR: dataDir(),
        // The API only lets these browser origins call it with cookies.
        WEB_ORIGINS: `${WEB_URL},http://127.0.0.1:${WEB_PORT}`,
        // Bots answer at once (the API's pause for people to follow is 600 ms a move): a Legendary Encounters campaign
        // with four bot seats makes a few thousand bot moves.
        BOT_DELAY_MS: '0',
        // Every test's players sign up and open lobbies from this machine.
        SIGNUPS_PER_ADDRESS_PER_HOUR: '1000000',
        LOBBIES_PER_ADDRESS_PER_HOUR: '1000000',
        REQUESTS_PER_ADDRESS_PER_MINUTE: '100000000',
        REQUESTS_PER_ACCOUNT_PER_MINUTE: '100000000',
        WEBSOCKETS_PER_ADDRESS: '1000000',
        // Mail goes to the receiver the async-mail spec starts; links in it point at the site under test.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        SITE_URL: WEB_URL,
      },
      reuseExistingServer: reuseServers,
      timeout: 120_000,
      stdout: serverLogs ? 'pipe' : 'ignore',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'Web',
      // Always test the production build; E2E_SKIP_BUILD=1 reuses apps/web/.next from an earlier build.
      command: skipBuild ? startWeb : `npm run build -w @cortex/web && ${startWeb}`,
      cwd: repoRoot,
      url: WEB_URL,
      env: {
        API_URL,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      reuseExistingServer: reuseServers,
      timeout: skipBuild ? 60_000 : 300_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
