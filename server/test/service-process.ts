/** The real service as a process of its own, on a port of its choosing, its log lines kept. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { until, writeHeadersFile } from "./helpers";

const root = path.join(__dirname, "..", "..");

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** pino's numeric levels. */
export const levels = { info: 30, warn: 40, error: 50, fatal: 60 } as const;

export interface ServiceProcess {
  child: ChildProcess;
  /** The service's origin, once it listens. */
  url: string;
  logs: LogLine[];
  exited: () => boolean;
  /** Resolves with the exit code once the process has ended. */
  exit: Promise<number | null>;
  kill: () => void;
}

/**
 * Starts `server/service.ts` (or, given `entry`, another entry point: the compiled one, run by plain node) with `env`
 * (DATA_DIR is required) and waits until it listens or exits.
 */
export async function spawnService(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  { entry = "server/service.ts", cwd = root }: { entry?: string; cwd?: string } = {},
): Promise<ServiceProcess> {
  // A built site of one page, unless the test brings its own, removed when the process ends.
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.writeFileSync(path.join(publicDir, "index.html"), "<html><body><h1>Home</h1></body></html>");
  writeHeadersFile(publicDir);
  // Node itself, not npx: signals reach the service, and its exit code is its own.
  const typeScript = entry.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...typeScript, ...nodeArgs, entry], {
    cwd,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", PUBLIC_DIR: publicDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: LogLine[] = [];
  let pending = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 0, msg: line });
      }
    }
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      fs.rmSync(publicDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const kill = () => {
    if (!exited()) child.kill("SIGKILL");
  };
  const listening = () => logs.find((line) => line.msg.startsWith("Server listening at "));
  try {
    await until(() => Boolean(listening()) || exited(), "the service to start");
  } catch (error) {
    kill();
    throw error;
  }
  if (!listening()) throw new Error(`The service exited at start: ${stderr}`);
  return { child, url: listening()!.msg.slice("Server listening at ".length), logs, exited, exit, kill };
}
