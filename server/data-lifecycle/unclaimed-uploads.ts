/**
 * Uploads no claim took are deleted UNCLAIMED_UPLOAD_HOURS after they were created (storage/uploads/uploads.ts): by a
 * sweep when the service starts, then one every UPLOAD_SWEEP_INTERVAL_MS.
 */
import type { FastifyBaseLogger } from "fastify";
import type { UploadStore } from "../storage/uploads/uploads";

interface Schedule {
  uploads: UploadStore;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Tests pass their own clock. */
  now?: () => Date;
}

export function scheduleUploadSweeps({ uploads, intervalMs, log, now = () => new Date() }: Schedule): {
  stop(): void;
} {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const sweepAndLog = async () => {
    try {
      const deleted = await uploads.sweep(now());
      if (deleted > 0) log.info({ deleted }, "deleted the uploads no claim took in time");
    } catch (error) {
      log.error({ err: error }, "the sweep of unclaimed uploads failed; the next one tries again");
    }
    if (!stopped) timer = setTimeout(() => void sweepAndLog(), intervalMs).unref();
  };
  void sweepAndLog();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
