/** What the service does by the clock: purges past RETENTION_DAYS, and sweeps of uploads no claim took. */
import fp from "fastify-plugin";
import type { Config } from "../config";
import { schedulePurges } from "../data-lifecycle/purge";
import { scheduleUploadSweeps } from "../data-lifecycle/unclaimed-uploads";

export const schedulesPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const purges = schedulePurges({
      db: app.db,
      dataDir: config.dataDir,
      retentionDays: config.retentionDays,
      intervalMs: config.purgeIntervalMs,
      log: app.log,
    });
    const uploadSweeps = scheduleUploadSweeps({
      uploads: app.uploads,
      intervalMs: config.uploadSweepIntervalMs,
      log: app.log,
    });
    // Shutting down, they let go at once; the database closes once the requests in flight are done.
    app.addHook("preClose", async () => {
      purges.stop();
      uploadSweeps.stop();
    });
  },
  { name: "schedules", dependencies: ["stores"] },
);
