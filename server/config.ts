/** Every setting of the submissions service, read once from the environment; README.md lists them. */
import path from "node:path";

export interface Config {
  host: string;
  port: number;
  /** Where the SQLite database and the stored documents live. */
  dataDir: string;
  /** The built site (`gatsby build` output) that the service also serves. */
  publicDir: string;
  /** Origins allowed to call the API from a browser, besides the service's own. */
  allowedOrigins: string[];
  /** smtp://user:pass@host:port; without it submissions are only stored (see `npm run submissions`). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the quotes and claims inboxes are read from: data/company.json's email and claimsEmail. */
  companyFile: string;
  mailRetryBaseMs: number;
  mailPollMs: number;
  /** The largest e-mail the relay takes, as sent (base64 and headers included): bigger claims go in parts. */
  mailMaxBytes: number;
  /** Submissions each address may make per rate-limit window on each POST route. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Behind a reverse proxy, trust its X-Forwarded-For to tell visitors apart. */
  trustProxy: boolean;
  logLevel: string;
  /** On SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut off. */
  shutdownGraceMs: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export function readConfig(env: Env = process.env, root = process.cwd()): Config {
  const port = integer(env, "PORT", 9000);
  return {
    host: env.HOST || "0.0.0.0",
    port,
    dataDir: path.resolve(root, env.DATA_DIR || "var"),
    publicDir: path.resolve(root, env.PUBLIC_DIR || "public"),
    allowedOrigins: (env.ALLOWED_ORIGINS || "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || '"Cowry Shield website" <no-reply@cowryshield.com.ng>',
    companyFile: path.resolve(root, env.COMPANY_FILE || "data/company.json"),
    mailRetryBaseMs: integer(env, "MAIL_RETRY_BASE_MS", 30_000),
    mailPollMs: integer(env, "MAIL_POLL_MS", 15_000),
    mailMaxBytes: integer(env, "MAIL_MAX_BYTES", 20 * 1024 * 1024),
    rateLimitMax: integer(env, "RATE_LIMIT_MAX", 10),
    rateLimitWindowMs: integer(env, "RATE_LIMIT_WINDOW_MS", 10 * 60 * 1000),
    trustProxy: env.TRUST_PROXY === "true",
    logLevel: env.LOG_LEVEL || "info",
    shutdownGraceMs: integer(env, "SHUTDOWN_GRACE_MS", 8_000),
  };
}
