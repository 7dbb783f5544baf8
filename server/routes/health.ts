/**
 * GET /api/health: 503 with a reason when the data folder could not take a claim, so a proxy or monitor
 * stops sending visitors to a service that can only fail them.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { incomingDir } from "../storage/documents";

interface Options {
  dataDir: string;
  minFreeDiskBytes: number;
}

const problems = {
  not_writable: "The data folder cannot be written to",
  low_disk_space: "Free space in the data folder is under MIN_FREE_DISK_MB",
} as const;

type Problem = keyof typeof problems;

async function diskProblem(dataDir: string, minFreeDiskBytes: number): Promise<Problem | undefined> {
  // Creating a file is the real test: access() passes for root on a full disk or one out of inodes.
  const probe = path.join(incomingDir(dataDir), `health-${randomUUID()}`);
  try {
    await fs.writeFile(probe, "", { flag: "wx" });
    await fs.rm(probe);
  } catch {
    return "not_writable";
  }
  const { bavail, bsize } = await fs.statfs(dataDir);
  return bavail * bsize < minFreeDiskBytes ? "low_disk_space" : undefined;
}

export const healthRoute: FastifyPluginAsync<Options> = async (app, { dataDir, minFreeDiskBytes }) => {
  let lastProblem: Problem | undefined;
  app.get("/api/health", async (request, reply) => {
    const problem = await diskProblem(dataDir, minFreeDiskBytes);
    // One line per outage and per recovery, however often a monitor asks.
    if (problem && problem !== lastProblem) request.log.warn(`data folder unavailable: ${problem}`);
    if (!problem && lastProblem) request.log.info("data folder available again");
    lastProblem = problem;
    if (!problem) return { status: "ok" };
    return reply.code(503).send({ status: "unavailable", error: problem, message: problems[problem] });
  });
};
