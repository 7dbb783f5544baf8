/** Every setting of the submissions service, read once from the environment; docs/operations.md lists them. */
import net from "node:net";
import path from "node:path";
import { dkimSettings, type DkimSettings } from "./mail/dkim";
import { imapSettings, type ImapSettings } from "./mailbox/imap-settings";
import { StartupError } from "./startup-error";

export interface Config {
  /**
   * The address to listen on: the loopback unless set, as nginx or a TLS proxy on the same machine reaches the
   * service there; `0.0.0.0` (or an interface's address) only for a proxy on another machine.
   */
  host: string;
  port: number;
  /** Where the SQLite database and the stored documents live. */
  dataDir: string;
  /** The built site that the service also serves: the live release `npm run build` publishes. */
  publicDir: string;
  /**
   * The public site's address (scheme, host and port, no path): the claim status pages accept changes only from it,
   * and the customers' e-mails link to it. http://localhost:PORT unless set.
   */
  publicOrigin: string;
  /**
   * The desk's own address, on a host name of its own (desk-host.ts): passkeys are made for its host, the desk
   * accepts changes only from it, and the staff command line and staff e-mails link to it. A script on the site's
   * origin (the web editor's bundle, a compromised package) can then neither read the desk nor act on it.
   * http://desk.localhost:PORT unless set: browsers take *.localhost to this machine.
   */
  deskOrigin: string;
  /** Not a setting: where `npm run build:server` puts the desk's passkey script (server/desk/browser/). */
  deskScriptFile: string;
  /**
   * Not a setting: where `npm run build:server` puts the claim status page's upload script and its photo worker
   * (server/claim-status/browser/), read at start.
   */
  uploadScriptFiles: UploadScriptFiles;
  /** Origins allowed to call the API from a browser, besides the service's own. */
  allowedOrigins: string[];
  /**
   * smtp://user:pass@host:587 (STARTTLS, required) or smtps://user:pass@host:465 (TLS from the start); plain
   * only to a relay on this machine (relay-transport.ts). Without it submissions are only stored.
   */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The claims mailbox every e-mail about a submission is answered to, as `LOCAL+REFERENCE@DOMAIN` (REPLY_MAILBOX):
   * the reply names its submission. Unset, e-mails are answered to the claims and quotes inboxes as they are.
   */
  replyMailbox: string | undefined;
  /** IMAP_URL and its companions: the claims mailbox the service reads replies from (mailbox/imap-settings.ts). */
  imap: ImapSettings | undefined;
  /** The brokerage's name, inboxes and lines for the e-mails: data/company.json (its email and claimsEmail). */
  companyFile: string;
  /** What happens after a claim or a quote request, for the receipts: data/next-steps.json. */
  nextStepsFile: string;
  /** The products, whose claim documents the desk offers for each claim type: data/products.json. */
  productsFile: string;
  /** DKIM_SELECTOR, DKIM_DOMAIN and DKIM_PRIVATE_KEY_FILE: every e-mail is signed when they are set (mail/dkim.ts). */
  dkim: DkimSettings | undefined;
  mailRetryBaseMs: number;
  mailPollMs: number;
  /** The largest e-mail the relay takes, as sent (base64 and headers included): bigger claims go in parts. */
  mailMaxBytes: number;
  /** The largest e-mail of a claim pack to an insurer, as sent: a bigger pack goes as several, each under it. */
  claimPackMaxBytes: number;
  /** Submissions each address may make per rate-limit window on each POST route. */
  rateLimitMax: number;
  /** The desk's passkey sign-ins and registrations each address may start per ten minutes. */
  signInRateLimitMax: number;
  rateLimitWindowMs: number;
  /** Document uploads (tus, POST /api/uploads) each address may start per rate-limit window. */
  uploadRateLimitMax: number;
  /** Upload requests (HEAD, PATCH and DELETE of /api/uploads/ID) each address may make per rate-limit window. */
  uploadRequestRateLimitMax: number;
  /** Bytes that uploads from one address may hold before their claims take them. */
  maxUnclaimedUploadBytesPerAddress: number;
  /** Bytes that all uploads together may hold before their claims take them. */
  maxUnclaimedUploadBytes: number;
  /**
   * How often the uploads no claim took within UNCLAIMED_UPLOAD_HOURS, or that received nothing for
   * STALLED_UPLOAD_HOURS, are deleted (every ten minutes unless set).
   */
  uploadSweepIntervalMs: number;
  /**
   * The reverse proxy in front: its addresses or CIDRs, or how many proxy hops there are. The visitor is
   * the address that proxy saw (the rightmost X-Forwarded-For entry it added), never one the visitor wrote.
   * A hop count trusts whoever connects, so it is safe only where the proxy is the sole way in.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /**
   * Under this much free space in DATA_DIR, GET /api/health answers 503; uploads and claims that would take it
   * there, counting what every upload under way has yet to send, are refused (507).
   */
  minFreeDiskBytes: number;
  /** A connection on which nothing arrives for this long is closed: a stalled upload, a dead phone. */
  idleTimeoutMs: number;
  /** The longest a whole request may take to arrive, however steadily it trickles in. */
  requestTimeoutMs: number;
  /** On SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut off. */
  shutdownGraceMs: number;
  /** Submissions older than this many days are erased, with their documents and outbox entries (see purge.ts). */
  retentionDays: number;
  /**
   * PURGE_INTERVAL_MS, for tests: how often the service erases what RETENTION_DAYS has expired. A day unless
   * set; the first purge comes a minute after start, or after one interval if that is shorter.
   */
  purgeIntervalMs: number;
}

export interface UploadScriptFiles {
  script: string;
  worker: string;
}

type Env = Record<string, string | undefined>;

/** The desk's passkey script as `npm run build:server` writes it, from the repository's root. */
export const DESK_SCRIPT_FILE = "server/dist/desk/passkeys.js";

/** The claim status page's upload script and photo worker as `npm run build:server` writes them. */
export const UPLOAD_SCRIPT_FILES: UploadScriptFiles = {
  script: "server/dist/claim-status/document-upload.js",
  worker: "server/dist/claim-status/shrink-photo.worker.js",
};

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number${min > 0 ? ` of at least ${min}` : ""}, got "${raw}"`);
  }
  return value;
}

/** A size the operator writes in megabytes, as the service counts it: in bytes. */
const megabytes = (env: Env, name: string, fallback: number, min = 0) =>
  integer(env, name, fallback, min) * 1024 * 1024;

/** REPLY_MAILBOX: one plain address, without a "+" of its own (the reference goes there). */
function replyMailboxOf(raw: string | undefined): string | undefined {
  const value = (raw ?? "").trim();
  if (value === "") return undefined;
  if (!/^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(value)) {
    throw new StartupError(
      `REPLY_MAILBOX must be the claims mailbox's address, without a "+" (the reference is added after one), e.g. claims@cowryshield.com.ng; got "${value}"`,
    );
  }
  return value;
}

/**
 * Six years: Nigeria's Limitation Act and the states' Limitation Laws allow six years to sue on a contract, an
 * insurance policy included, so a quote or claim may be needed as evidence until then, and no longer.
 */
export const DEFAULT_RETENTION_DAYS = 6 * 365;

function isAddressOrNetwork(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function trustedProxies(raw: string | undefined): Config["trustProxy"] {
  const value = (raw ?? "").trim();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") {
    throw new StartupError(
      "TRUST_PROXY=true would let any visitor choose their address with X-Forwarded-For; set it to the proxy's " +
        "addresses (e.g. TRUST_PROXY=127.0.0.1) or to the number of proxies in front (e.g. TRUST_PROXY=1)",
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(",").map((address) => address.trim());
  if (!addresses.every(isAddressOrNetwork)) {
    throw new StartupError(
      `TRUST_PROXY must be the proxy's addresses or CIDRs, comma-separated, or a number of hops; got "${value}"`,
    );
  }
  return addresses;
}

/** An origin setting (`name`), scheme and host only; `fallback` when unset. `example` shows what it takes. */
function originOf(name: string, raw: string | undefined, fallback: string, example: string): string {
  const value = (raw ?? "").trim();
  if (value === "") return fallback;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !["http:", "https:"].includes(url.protocol) || value.replace(/\/$/, "") !== url.origin) {
    throw new StartupError(`${name} must be ${example}; got "${value}"`);
  }
  return url.origin;
}

/**
 * The desk and the site on one host name could not be told apart (desk-host.ts compares host names, not ports:
 * behind nginx the Host has none), so the desk would share the site's cookies' host and its scripts' reach.
 */
function deskOriginApart(deskOrigin: string, publicOrigin: string): string {
  const deskHost = new URL(deskOrigin).hostname;
  if (deskHost === new URL(publicOrigin).hostname) {
    throw new StartupError(
      `DESK_ORIGIN must be on a host name of its own, not PUBLIC_ORIGIN's (${deskHost}), e.g. https://desk.cowryshield.com.ng; got "${deskOrigin}"`,
    );
  }
  return deskOrigin;
}

/**
 * PUBLIC_ORIGIN and DESK_ORIGIN, checked; the build reads them too, for the desk's nginx server block
 * (hosting/publish-site.ts).
 */
export function originsOf(env: Env, port: number): { publicOrigin: string; deskOrigin: string } {
  const publicOrigin = originOf(
    "PUBLIC_ORIGIN",
    env.PUBLIC_ORIGIN,
    `http://localhost:${port}`,
    "the site's address as visitors type it, scheme and host only (e.g. https://www.cowryshield.com.ng)",
  );
  const deskOrigin = originOf(
    "DESK_ORIGIN",
    env.DESK_ORIGIN,
    `http://desk.localhost:${port}`,
    "the desk's address as staff type it, scheme and host only (e.g. https://desk.cowryshield.com.ng)",
  );
  return { publicOrigin, deskOrigin: deskOriginApart(deskOrigin, publicOrigin) };
}

export function readConfig(env: Env = process.env, root = process.cwd()): Config {
  const port = integer(env, "PORT", 9000);
  const mailFrom = env.MAIL_FROM || '"Cowry Shield website" <no-reply@cowryshield.com.ng>';
  const { publicOrigin, deskOrigin } = originsOf(env, port);
  return {
    host: env.HOST || "127.0.0.1",
    port,
    dataDir: path.resolve(root, env.DATA_DIR || "var"),
    publicDir: path.resolve(root, env.PUBLIC_DIR || "site/live"),
    publicOrigin,
    deskOrigin,
    deskScriptFile: path.resolve(root, DESK_SCRIPT_FILE),
    uploadScriptFiles: {
      script: path.resolve(root, UPLOAD_SCRIPT_FILES.script),
      worker: path.resolve(root, UPLOAD_SCRIPT_FILES.worker),
    },
    allowedOrigins: (env.ALLOWED_ORIGINS || "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    replyMailbox: replyMailboxOf(env.REPLY_MAILBOX),
    imap: imapSettings(env),
    companyFile: path.resolve(root, env.COMPANY_FILE || "data/company.json"),
    nextStepsFile: path.resolve(root, env.NEXT_STEPS_FILE || "data/next-steps.json"),
    productsFile: path.resolve(root, env.PRODUCTS_FILE || "data/products.json"),
    dkim: dkimSettings(env, mailFrom, root),
    mailRetryBaseMs: integer(env, "MAIL_RETRY_BASE_MS", 30_000),
    mailPollMs: integer(env, "MAIL_POLL_MS", 15_000),
    mailMaxBytes: integer(env, "MAIL_MAX_BYTES", 20 * 1024 * 1024),
    claimPackMaxBytes: integer(env, "CLAIM_PACK_MAX_BYTES", 10 * 1024 * 1024),
    rateLimitMax: integer(env, "RATE_LIMIT_MAX", 10),
    // A handful of staff behind one office address, each signing in a few times.
    signInRateLimitMax: integer(env, "SIGN_IN_RATE_LIMIT_MAX", 30, 1),
    rateLimitWindowMs: integer(env, "RATE_LIMIT_WINDOW_MS", 10 * 60 * 1000),
    // Three claims of MAX_DOCUMENTS documents each, with room to choose a few again.
    uploadRateLimitMax: integer(env, "UPLOAD_RATE_LIMIT_MAX", 40),
    // A claim of ten 5 MB documents in 512 KB chunks is 100 PATCHes; a link that drops every minute adds a HEAD
    // and a PATCH again per drop; a mobile network puts many phones behind one address.
    uploadRequestRateLimitMax: integer(env, "UPLOAD_REQUEST_RATE_LIMIT_MAX", 600),
    // Three claims of ten 5 MB documents waiting at once, from phones that share a mobile network's address.
    maxUnclaimedUploadBytesPerAddress: megabytes(env, "MAX_UNCLAIMED_UPLOAD_MB_PER_ADDRESS", 150, 1),
    // Forty such claims waiting at once: far more than a brokerage gets in a day.
    maxUnclaimedUploadBytes: megabytes(env, "MAX_UNCLAIMED_UPLOAD_MB", 2000, 1),
    uploadSweepIntervalMs: integer(env, "UPLOAD_SWEEP_INTERVAL_MS", 10 * 60_000, 1),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || "info",
    // Two claims of 10 x 5 MB, with room for the database and its write-ahead log to grow.
    minFreeDiskBytes: megabytes(env, "MIN_FREE_DISK_MB", 100),
    // nginx's client_body_timeout: a phone's upload can pause for tens of seconds on a cell handover.
    idleTimeoutMs: integer(env, "IDLE_TIMEOUT_MS", 60_000),
    // 10 documents of 5 MB over slow 3G (400 kbit/s up) take about 17.5 minutes.
    requestTimeoutMs: integer(env, "REQUEST_TIMEOUT_MS", 30 * 60_000),
    shutdownGraceMs: integer(env, "SHUTDOWN_GRACE_MS", 8_000),
    // At least a day: 0 would erase every submission, the one just taken included, on the first purge.
    retentionDays: integer(env, "RETENTION_DAYS", DEFAULT_RETENTION_DAYS, 1),
    purgeIntervalMs: integer(env, "PURGE_INTERVAL_MS", 24 * 60 * 60_000, 1),
  };
}
