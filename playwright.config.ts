/**
 * Browser tests in Debian's Chromium against the published production build (site/live), served by the compiled
 * submissions service (npm run serve builds it) as it is deployed.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tooling/chromium";

// Ports of the tests' own, apart from `npm start`'s 9000: the tests never use a service they did not start,
// and Playwright refuses in one line to start when one of these is taken. E2E_PORT and E2E_SMTP_PORT move them,
// so that two checkouts on one machine can run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 9400);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2625);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    trace: "retain-on-failure",
  },
  webServer: [
    {
      // Receives the service's e-mails into var/e2e-mail/.
      command: `SMTP_SINK_PORT=${smtpPort} npx tsx e2e/smtp-sink.ts`,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A fresh data folder per run; one address (the tests) sends hundreds of submissions, hence the limit. The
      // site and the desk on two origins, as deployed: the desk on a *.localhost name Chromium takes to this machine.
      command:
        `rm -rf var/e2e && DATA_DIR=var/e2e PORT=${port} PUBLIC_ORIGIN=http://localhost:${port} ` +
        `DESK_ORIGIN=http://desk.localhost:${port} RATE_LIMIT_MAX=10000 SIGN_IN_RATE_LIMIT_MAX=10000 UPLOAD_RATE_LIMIT_MAX=10000 LOG_LEVEL=warn ` +
        `SMTP_URL=smtp://127.0.0.1:${smtpPort} MAIL_RETRY_BASE_MS=500 npm run -s serve`,
      url: `http://localhost:${port}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
