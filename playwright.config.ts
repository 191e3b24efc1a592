import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, e2eChromiumPath } from './scripts/chromium.ts';

/** The e2e run starts its own local server on a fresh database and output folder, then builds from it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
/** Per port, so that two runs side by side (another checkout, another port) never share a database or output. */
export const E2E_STATE = `.cache/e2e-${E2E_PORT}`;
const state = E2E_STATE;
/**
 * The SMTP receiver the local server sends to (tests/fixtures/smtp-receiver.ts), and the folder where it keeps
 * what it receives for the tests to read (tests/e2e/mail-helpers.ts). Outside E2E_STATE, which the server's
 * entry empties at start while the receiver may already be writing.
 */
export const E2E_SMTP_PORT = E2E_PORT + 20_000;
export const E2E_MAIL_DIR = `.cache/e2e-${E2E_PORT}-mail`;

/** Tests start with cookie consent already decided (all rejected), so the banner does not cover the page; consent.spec.ts starts empty. */
const decided = {
  name: 'consent',
  value: JSON.stringify({ isAccepted: true, proposals: { deviceStorage: false, preciseGeolocation: false, deviceFingerprinting: false } }),
};
const storageState = {
  cookies: [],
  origins: ['alcantir.localhost', 'vilamar.localhost', 'poble.localhost', '127.0.0.1'].map((host) => ({
    origin: `http://${host}:${E2E_PORT}`,
    localStorage: [decided],
  })),
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://alcantir.localhost:${E2E_PORT}`,
    launchOptions: { executablePath: e2eChromiumPath(), args: CHROMIUM_ARGS },
    // A trace only where a test failed once and is run again (CI retries once): recording one for every test, to
    // keep the failures', took 38 % of the e2e run's CPU (docs/performance.md, "The test suite's time"). To trace a
    // test that fails here: `npx playwright test <spec> --trace on`.
    trace: 'on-first-retry',
    timezoneId: 'Europe/Madrid',
    storageState,
    locale: 'es-ES',
  },
  projects: [
    // The desktop leaves out what exists only on a phone (PHONE_ONLY of tests/e2e/helpers.ts: the menu button).
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
    // The phone runs the tests tagged @phone (PHONE of tests/e2e/helpers.ts): what a phone lays out or touches differently.
    { name: 'mobile', grep: /@phone/, use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: [
    {
      command: `node tests/fixtures/smtp-receiver-cli.ts --port ${E2E_SMTP_PORT} --dir ${E2E_MAIL_DIR}`,
      port: E2E_SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The demo realms and a generated large town (tests/fixtures/e2e-realms.ts), in the run's own folder.
      command: `rm -rf ${state} && node tests/fixtures/e2e-realms.ts ${state}/realms && node server/cli/main.ts`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        PORTAL_REALMS_DIR: `${state}/realms`,
        LOCAL_API_DB: `${state}/db.sqlite`,
        PORTAL_DIST_DIR: `${state}/dist`,
        PORTAL_CACHE_DIR: `${state}/cache`,
        // The request form's e2e answers the captcha with this (the server warns loudly that it is set).
        LOCAL_API_CAPTCHA_ANSWER: '7',
        // The notices' push goes to the loopback test push service, signed by the demo's placeholder contacts
        // (docs/notices.md "Delivery"; the server warns loudly that it is set).
        LOCAL_API_PUSH_TEST: '1',
        // Every test calls from 127.0.0.1: limits high enough for the whole suite, still on (server/http/guards/rate-limit.ts).
        LOCAL_API_RATE_LIMITS: '*=5000/60',
        // Mail goes to the receiver above; links in it open on this server.
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: 'no-reply@portal.example',
        PORTAL_SITE_URL: `http://{realm}.localhost:${E2E_PORT}`,
        // A notice leaves a second after the desk's last step, not two minutes (docs/requests-api.md "E-mail").
        MAIL_NOTICE_WINDOW_SECONDS: '1',
        // The reminders' timer every 2 s: a test that makes a reminder due sees it leave (docs/appointments.md).
        APPOINTMENT_JOBS_SECONDS: '2',
      },
    },
  ],
});
