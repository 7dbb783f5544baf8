/** Decap's local backend (decap-server) of a test's own: a free port, a copy of data/ to write into, stopped by the test. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tooling/service-process";

const root = path.join(__dirname, "..");

export interface DecapServer {
  /** Its API, as the editor's configuration names it (local_backend.url). */
  apiUrl: string;
  /** The folder it edits, holding a copy of the repository's data/. */
  repository: string;
  stop(): Promise<void>;
}

export async function startDecapServer(): Promise<DecapServer> {
  const port = await freePort();
  const repository = fs.mkdtempSync(path.join(os.tmpdir(), "decap-repository-"));
  fs.cpSync(path.join(root, "data"), path.join(repository, "data"), { recursive: true });
  const child = spawn(path.join(root, "node_modules", ".bin", "decap-server"), [], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: repository, LOG_LEVEL: "warn" },
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  const apiUrl = `http://localhost:${port}/api/v1`;
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`decap-server exited before it answered on ${apiUrl}`);
    const answered = await fetch(apiUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() - started > 30_000) throw new Error(`decap-server did not answer on ${apiUrl} in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    apiUrl,
    repository,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once("exit", resolve));
        process.kill(-child.pid!, "SIGTERM");
        await gone;
      }
      fs.rmSync(repository, { recursive: true, force: true });
    },
  };
}
