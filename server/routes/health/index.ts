/**
 * GET /api/health: 503 with a reason when the data folder could not take a claim, so a proxy or monitor
 * stops sending visitors to a service that can only fail them. It is public, so it is rate-limited, and it
 * writes nothing: a check is two calls that only read (access and statfs), however often it is asked.
 */
import fs from "node:fs/promises";
import type { FastifyPluginAsync, onSendHookHandler } from "fastify";
import { documentsDir, incomingDir } from "../../storage/documents/documents";

export const HEALTH_PATH = "/api/health";

/** Checks per address per minute: a monitor asks every few seconds at most. */
export const HEALTH_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

const problems = {
  not_writable: "The data folder cannot be written to",
  low_disk_space: "Free space in the data folder is under MIN_FREE_DISK_MB",
} as const;

type Problem = keyof typeof problems;

async function diskProblem(dataDir: string, minFreeDiskBytes: number): Promise<Problem | undefined> {
  try {
    // Where a claim is written: a read-only mount or a folder the service may not write fails here.
    for (const folder of [incomingDir(dataDir), documentsDir(dataDir)]) await fs.access(folder, fs.constants.W_OK);
  } catch {
    return "not_writable";
  }
  const { bavail, bsize, files, ffree } = await fs.statfs(dataDir);
  // access() passes for root on a disk out of inodes, where no file can be created: statfs tells. (A file
  // system that counts no inodes at all, such as btrfs, reports none in total.)
  if (files > 0 && ffree === 0) return "not_writable";
  return bavail * bsize < minFreeDiskBytes ? "low_disk_space" : undefined;
}

/**
 * A form on another origin that got no answer asks for the health check without CORS to learn whether the service
 * is there but refuses that origin (src/forms/shared/api.ts): the browser lets it see the answer only if the
 * resource policy allows other origins. The check says nothing but "ok".
 */
const crossOriginReadable: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header("Cross-Origin-Resource-Policy", "cross-origin");
  done(null, payload);
};

export const healthRoute: FastifyPluginAsync = async (app) => {
  const { dataDir, minFreeDiskBytes } = app.config;
  let lastProblem: Problem | undefined;
  const config = { rateLimit: HEALTH_RATE_LIMIT, rateLimitedWhat: "health checks" };
  app.get(HEALTH_PATH, { config, onSend: crossOriginReadable }, async (request, reply) => {
    const problem = await diskProblem(dataDir, minFreeDiskBytes);
    // One line per outage and per recovery, however often a monitor asks.
    if (problem && problem !== lastProblem) request.log.warn(`data folder unavailable: ${problem}`);
    if (!problem && lastProblem) request.log.info("data folder available again");
    lastProblem = problem;
    if (!problem) return { status: "ok" };
    return reply.code(503).send({ status: "unavailable", error: problem, message: problems[problem] });
  });
};
