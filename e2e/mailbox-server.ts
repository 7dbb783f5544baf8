/**
 * The browser tests' claims mailbox: Debian's Dovecot (server/test/dovecot-process.ts) on E2E_IMAP_PORT, which the
 * tests' service reads (IMAP_URL) and the tests deliver customers' replies into as their mail clients would. Started
 * by playwright.config.ts beside the service; it writes the CA that signed Dovecot's certificate to
 * var/e2e-mailbox/RUN/ca.pem (RUN: E2E_RUN, this run's), which the service's command waits for and trusts through
 * NODE_EXTRA_CA_CERTS. Dovecot runs in a process group of its own: it is stopped here when this process is.
 */
import fs from "node:fs";
import path from "node:path";
import { startDovecot } from "../server/test/dovecot-process";
import { imapPort, mailboxCaFile } from "./claims-mailbox";

/** Stops the Dovecot an earlier run left behind (its runner killed before it could stop it), if one is. */
function stopLeftBehind(pidFile: string) {
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, "utf8") : NaN);
  if (!Number.isInteger(pid)) return;
  const command = fs.existsSync(`/proc/${pid}/cmdline`) ? fs.readFileSync(`/proc/${pid}/cmdline`, "utf8") : "";
  if (command.startsWith("/usr/sbin/dovecot")) process.kill(-pid, "SIGKILL");
}

const pidFile = path.join(path.dirname(path.dirname(mailboxCaFile())), "dovecot.pid");
stopLeftBehind(pidFile);
void startDovecot({ port: imapPort }).then((dovecot) => {
  fs.mkdirSync(path.dirname(pidFile), { recursive: true });
  fs.writeFileSync(pidFile, String(dovecot.pid()));
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
    process.once(signal, () => void dovecot.stop().finally(() => process.exit(0)));
  }
  const caFile = mailboxCaFile();
  fs.mkdirSync(path.dirname(caFile), { recursive: true });
  // Whole before it has its name: the service's command starts once the file is there.
  fs.copyFileSync(dovecot.caFile, `${caFile}.partial`);
  fs.renameSync(`${caFile}.partial`, caFile);
});
