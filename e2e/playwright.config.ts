import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const hasChrome = fs.existsSync(chrome);

if (!hasChrome) {
  const help =
    `End-to-end tests need Chromium at ${chrome} (or set CHROME_PATH).\n` +
    'Install it with: sudo apt-get install -y chromium   (Debian/Ubuntu), or point CHROME_PATH at any Chromium or Chrome.';
  if (process.env.CI === 'true') throw new Error(help);
  console.warn(`\n${help}\nSkipping the end-to-end tests.\n`);
}

/** The tests (their titles say so) that need a home page with nothing public on it. */
const nothingPublic = /while no story is public/;
/** The admin's first sign-in (enrolling the authenticator), before any other spec signs the admin in. */
const firstAdminSignIn = /the first admin sign-in/;
/** The admin's sign-out ends every session of the admin: it runs after every spec that uses one. */
const adminSignOut = /the admin signs in with password and authenticator code/;

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// Overridable so that two runs on one machine keep out of each other's way.
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? path.join(root, '.tmp/e2e-data'));
const webDistDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : undefined;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: hasChrome ? [] : ['**/*'],
  fullyParallel: true,
  workers: 2,
  forbidOnly: process.env.CI === 'true',
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: chrome,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The landing page's first tests need a server where nothing is public yet, and the admin's
  // first sign-in needs an admin who never signed in: they run before every other test, which
  // publish stories, approve testimonials, sign the admin in and so on. Signing the admin out ends
  // every admin session, so that test runs after all the others.
  projects: [
    {
      name: 'empty-home',
      testMatch: 'landing.spec.ts',
      grep: nothingPublic,
      testIgnore: hasChrome ? [] : ['**/*'],
    },
    {
      name: 'admin-first-sign-in',
      testMatch: 'admin-access.spec.ts',
      grep: firstAdminSignIn,
      testIgnore: hasChrome ? [] : ['**/*'],
    },
    {
      name: 'app',
      grepInvert: [nothingPublic, firstAdminSignIn, adminSignOut],
      testIgnore: hasChrome ? [] : ['**/*'],
      dependencies: ['empty-home', 'admin-first-sign-in'],
    },
    {
      name: 'admin-sign-out',
      testMatch: 'accounts.spec.ts',
      grep: adminSignOut,
      testIgnore: hasChrome ? [] : ['**/*'],
      dependencies: ['app'],
    },
  ],
  webServer: hasChrome
    ? {
        // A fresh embedded data folder for every run, on the built web app.
        command: `rm -rf "${dataDir}" && node "${path.join(root, 'apps/server/src/main.ts')}"`,
        url: `${baseURL}/api/ready`,
        // Behind a trusted proxy, so each signed-up parent can come from an address of its own
        // (e2e/parents.ts), as real parents do, instead of all hitting one address's sign-up limit.
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          TRUST_PROXY: 'true',
          ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
        },
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'pipe',
      }
    : undefined,
});
