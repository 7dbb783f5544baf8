/** A logger for the outbox's tests that keeps each line's level, message and fields. */
import type { FastifyBaseLogger } from "fastify";

export interface RecordedLine {
  level: "trace" | "debug" | "info" | "warn" | "error" | "fatal";
  msg: string;
  fields: Record<string, unknown>;
}

export function recordingLog() {
  const lines: RecordedLine[] = [];
  const at =
    (level: RecordedLine["level"]) =>
    (first: unknown, message?: string): void => {
      if (typeof first === "string") lines.push({ level, msg: first, fields: {} });
      else lines.push({ level, msg: message ?? "", fields: (first ?? {}) as Record<string, unknown> });
    };
  const log = {
    level: "trace",
    trace: at("trace"),
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    fatal: at("fatal"),
    silent: () => undefined,
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}
