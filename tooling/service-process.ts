/** A submissions service of a test's own, on a free port and a fresh data folder, stopped by the test. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { openDatabase } from "../server/storage/database/database";
import { createSubmissionStore, type StoredSubmission } from "../server/storage/submissions/submission-store";

const root = path.join(__dirname, "..");

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServiceProcess {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the compiled service (`npm run build:server`) with `env` added to the defaults below; waits until it answers.
 * Its data folder starts empty, unless `keepData` (a service started again on what an earlier one stored).
 */
export async function startService(
  name: string,
  env: Record<string, string> = {},
  { keepData = false } = {},
): Promise<ServiceProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = path.join(root, "var", name);
  if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["server/dist/service.mjs"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`The ${name} service exited before it answered on ${origin}`);
    const answered = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() - started > 30_000) throw new Error(`The ${name} service did not answer on ${origin} in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    dataDir,
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGTERM");
      await gone;
    },
  };
}

/** What a service has stored in `dataDir`, read as staff's tools read it. */
export function storedSubmissions(dataDir: string): StoredSubmission[] {
  const db = openDatabase(dataDir);
  try {
    return createSubmissionStore(db, dataDir).all();
  } finally {
    db.close();
  }
}
