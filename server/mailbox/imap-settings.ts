/**
 * The claims mailbox the service reads (IMAP_URL and the settings that go with it). Replies carry claims' documents,
 * so the mailbox is read over TLS from the start only (`imaps://`), its certificate checked against the CAs Node
 * trusts (a private CA added with NODE_EXTRA_CA_CERTS), as for SMTP_URL. A URL it cannot use stops the start with
 * a message naming the setting; the password is never in it.
 */
import { StartupError } from "../startup-error";

export interface ImapSettings {
  host: string;
  port: number;
  user: string;
  password: string;
  /** IMAP_DONE_FOLDER: where a message goes once it is stored ("Filed"); made when missing. */
  doneFolder: string;
  /** IMAP_MAX_MESSAGE_MB: a message bigger than this is stored without its attachments, and says so. */
  maxMessageBytes: number;
  /** IMAP_MAX_ATTACHMENTS: a message with more is stored without its attachments, and says so. */
  maxAttachments: number;
  /** IMAP_POLL_MS: how often the mailbox is read whatever IDLE said, in case its news was lost. */
  pollMs: number;
  /** IMAP_WATCHDOG_MS: a connection that does not answer a NOOP within this long is closed and opened again. */
  watchdogMs: number;
}

type Env = Record<string, string | undefined>;

const IMAPS_PORT = 993;

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim() ?? "";
  if (raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new StartupError(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

/** IMAP_URL with everything but its password, to say what was wrong with it. */
function shown(raw: string): string {
  return raw.replace(/^([a-z]+:\/\/[^:@/]*):[^@/]*@/i, "$1:***@");
}

function mailboxAt(raw: string): Pick<ImapSettings, "host" | "port" | "user" | "password"> {
  const example =
    "imaps://USER:PASSWORD@HOST:PORT (e.g. imaps://claims%40cowryshield.com.ng:secret@mail.example.ng:993)";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`IMAP_URL must be ${example}; got "${shown(raw)}"`);
  }
  if (url.protocol !== "imaps:") {
    throw new StartupError(
      `IMAP_URL must start imaps://: the mailbox holds claims' documents, so it is read over TLS only; got "${shown(raw)}"`,
    );
  }
  if (url.username === "" || url.password === "" || url.hostname === "") {
    throw new StartupError(`IMAP_URL must name the user, the password and the host: ${example}; got "${shown(raw)}"`);
  }
  if ((url.pathname !== "" && url.pathname !== "/") || url.search !== "" || url.hash !== "") {
    throw new StartupError(`IMAP_URL takes no path or options, only ${example}; got "${shown(raw)}"`);
  }
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port === "" ? IMAPS_PORT : Number(url.port),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

/** The mailbox's settings, none when IMAP_URL is not set: then nothing is read. */
export function imapSettings(env: Env): ImapSettings | undefined {
  const raw = env.IMAP_URL?.trim() ?? "";
  if (raw === "") return undefined;
  const doneFolder = env.IMAP_DONE_FOLDER?.trim() || "Filed";
  if (doneFolder.toUpperCase() === "INBOX") {
    throw new StartupError("IMAP_DONE_FOLDER must be another folder than INBOX: handled mail is moved out of INBOX");
  }
  return {
    ...mailboxAt(raw),
    doneFolder,
    // Above the 20 MB a customer's phone sends at most (Gmail's 25 MB, encoded), with the headers.
    maxMessageBytes: wholeNumber(env, "IMAP_MAX_MESSAGE_MB", 35) * 1024 * 1024,
    // A claim's own form takes ten documents.
    maxAttachments: wholeNumber(env, "IMAP_MAX_ATTACHMENTS", 10),
    pollMs: wholeNumber(env, "IMAP_POLL_MS", 30_000),
    watchdogMs: wholeNumber(env, "IMAP_WATCHDOG_MS", 30_000),
  };
}
