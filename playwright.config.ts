/**
 * Browser tests in Debian's Chromium against the published production build (site/live), served by the compiled
 * submissions service (npm run serve builds it) as it is deployed.
 */
import { defineConfig } from "@playwright/test";
import path from "node:path";
import { imapPort, mailboxCaFile, mailboxUrl } from "./e2e/claims-mailbox";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tooling/chromium";

// Ports of the tests' own, apart from `npm start`'s 9000: the tests never use a service they did not start,
// and Playwright refuses in one line to start when one of these is taken. E2E_PORT, E2E_SMTP_PORT and E2E_IMAP_PORT move them,
// so that two checkouts on one machine can run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 9400);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2625);
// This run's name, the same in the runner and its workers (they inherit its environment): the claims mailbox's CA is
// written under it, so the service never trusts the CA of an earlier run's Dovecot.
process.env.E2E_RUN ??= String(Date.now());
const mailboxCa = path.relative(__dirname, mailboxCaFile());

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
      // The claims mailbox the service reads (IMAP_URL), on E2E_IMAP_PORT.
      command: `E2E_IMAP_PORT=${imapPort} E2E_RUN=${process.env.E2E_RUN} npx tsx e2e/mailbox-server.ts`,
      port: imapPort,
      reuseExistingServer: false,
      // Asked to stop, so that it stops Dovecot (a process group of its own) with it; killed, it leaves its pid.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      timeout: 30_000,
    },
    {
      // A fresh data folder per run; one address (the tests) sends hundreds of submissions, hence the limit. The
      // site and the desk on two origins, as deployed: the desk on a *.localhost name Chromium takes to this machine.
      // It reads the claims mailbox once the mailbox's CA is there to trust.
      command:
        `until [ -s ${mailboxCa} ]; do sleep 0.2; done; ` +
        `rm -rf var/e2e && DATA_DIR=var/e2e PORT=${port} PUBLIC_ORIGIN=http://localhost:${port} ` +
        `DESK_ORIGIN=http://desk.localhost:${port} RATE_LIMIT_MAX=10000 SIGN_IN_RATE_LIMIT_MAX=10000 UPLOAD_RATE_LIMIT_MAX=10000 LOG_LEVEL=warn ` +
        `SMTP_URL=smtp://127.0.0.1:${smtpPort} MAIL_RETRY_BASE_MS=500 REPLY_MAILBOX=claims@cowryshield.com.ng ` +
        `IMAP_URL=${mailboxUrl} NODE_EXTRA_CA_CERTS=${mailboxCa} npm run -s serve`,
      url: `http://localhost:${port}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
