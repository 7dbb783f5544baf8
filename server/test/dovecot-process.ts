/**
 * Debian's Dovecot as the claims mailbox in the tests: a throwaway dovecot.conf under a temp folder, IMAP over TLS
 * only (imaps) with a certificate from a throwaway CA made with openssl, one user in a passwd-file, maildir under
 * the same folder, on a free port of the loopback. It can be stopped and started again on the same port with the
 * same mail, as a server restarted; the tests deliver mail into it as a mail client would (IMAP APPEND).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tooling/service-process";

const DOVECOT = "/usr/sbin/dovecot";
/** The mailbox's one user. */
export const [MAILBOX_USER, MAILBOX_PASSWORD] = ["claims", "mailbox-password"];

export interface DovecotProcess {
  port: number;
  user: string;
  password: string;
  /** The throwaway CA's certificate, which signed the server's: what a client must trust. */
  caFile: string;
  ca: Buffer;
  /** `imaps://USER:PASSWORD@127.0.0.1:PORT`, as IMAP_URL takes it. */
  url: string;
  /** The master process's id (a process group of its own), for a harness that must stop one left running. */
  pid(): number;
  /** Stops the server and starts it again on the same port with the same mail, as a restart does. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function openssl(args: string[]) {
  execFileSync("openssl", args, { stdio: "ignore" });
}

/** A CA, and a certificate it signed for 127.0.0.1 and localhost. */
function certificates(dir: string) {
  const file = (name: string) => path.join(dir, name);
  openssl(
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", file("ca-key.pem"), "-out", file("ca.pem")].concat([
      "-days",
      "1",
      "-subj",
      "/CN=Mailbox test CA",
    ]),
  );
  openssl(
    ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", file("key.pem"), "-out", file("server.csr")].concat([
      "-subj",
      "/CN=localhost",
    ]),
  );
  fs.writeFileSync(file("san.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\n");
  openssl(
    ["x509", "-req", "-in", file("server.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca-key.pem")].concat([
      "-CAcreateserial",
      "-out",
      file("cert.pem"),
      "-days",
      "1",
      "-extfile",
      file("san.ext"),
    ]),
  );
  return { caFile: file("ca.pem"), certFile: file("cert.pem"), keyFile: file("key.pem") };
}

/**
 * Run as root (CI), Dovecot's own users run it and the mail belongs to nobody, since Dovecot refuses mail owned by
 * root; run as anyone else, that user runs all of it.
 */
function processUsers(mailDir: string) {
  const me = os.userInfo();
  if (me.uid !== 0) return { login: me.username, internal: me.username, uid: me.uid, gid: me.gid };
  fs.chownSync(mailDir, 65534, 65534);
  return { login: "dovenull", internal: "dovecot", uid: 65534, gid: 65534 };
}

function configuration(prefix: string, port: number, mailDir: string, user: string, password: string) {
  const { certFile, keyFile, caFile } = certificates(prefix);
  const users = processUsers(mailDir);
  fs.writeFileSync(path.join(prefix, "passwd"), `${user}:{PLAIN}${password}:${users.uid}:${users.gid}::${mailDir}::\n`);
  fs.writeFileSync(
    path.join(prefix, "dovecot.conf"),
    [
      `base_dir = ${prefix}/run`,
      `state_dir = ${prefix}/state`,
      `log_path = ${prefix}/dovecot.log`,
      `default_login_user = ${users.login}`,
      `default_internal_user = ${users.internal}`,
      `first_valid_uid = ${users.uid}`,
      "protocols = imap",
      "listen = 127.0.0.1",
      "ssl = required",
      `ssl_cert = <${certFile}`,
      `ssl_key = <${keyFile}`,
      "auth_mechanisms = plain",
      `mail_location = maildir:${mailDir}/Maildir`,
      "service imap-login {",
      "  inet_listener imap {",
      "    port = 0",
      "  }",
      "  inet_listener imaps {",
      `    port = ${port}`,
      "    ssl = yes",
      "  }",
      "}",
      "passdb {",
      "  driver = passwd-file",
      `  args = scheme=PLAIN ${prefix}/passwd`,
      "}",
      "userdb {",
      "  driver = passwd-file",
      `  args = ${prefix}/passwd`,
      "}",
      "",
    ].join("\n"),
  );
  return caFile;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Dovecot on `port` (a free one unless given) with one empty mailbox, until `stop`.
 */
export async function startDovecot({ port: chosenPort }: { port?: number } = {}): Promise<DovecotProcess> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "dovecot-"));
  const mailDir = path.join(prefix, "mail");
  fs.mkdirSync(mailDir);
  fs.chmodSync(prefix, 0o755);
  const port = chosenPort ?? (await freePort());
  const [user, password] = [MAILBOX_USER, MAILBOX_PASSWORD];
  const caFile = configuration(prefix, port, mailDir, user, password);
  const configFile = path.join(prefix, "dovecot.conf");
  let child: ChildProcess | undefined;

  async function start() {
    // A process group of its own, so that stopping it stops its children too.
    const started = spawn(DOVECOT, ["-F", "-c", configFile], { stdio: ["ignore", "ignore", "pipe"], detached: true });
    let stderr = "";
    started.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child = started;
    for (let attempt = 0; !(await listening(port)); attempt += 1) {
      const log = () => stderr + fs.readFileSync(path.join(prefix, "dovecot.log"), { encoding: "utf8", flag: "a+" });
      if (started.exitCode !== null) throw new Error(`dovecot exited: ${log()}`);
      if (attempt > 100) {
        started.kill("SIGKILL");
        throw new Error(`dovecot did not listen on ${port}: ${log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const gone = new Promise((resolve) => running.once("exit", resolve));
    // Its login and imap processes outlive the master and keep their connections; a service manager stopping
    // Dovecot (systemd's control group) ends them all at once, and so does this.
    process.kill(-running.pid!, "SIGKILL");
    await gone;
    while (await listening(port)) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  await start();
  return {
    port,
    user,
    password,
    caFile,
    ca: fs.readFileSync(caFile),
    url: `imaps://${user}:${password}@127.0.0.1:${port}`,
    pid: () => child!.pid!,
    async restart() {
      await stop();
      await start();
    },
    async stop() {
      await stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
