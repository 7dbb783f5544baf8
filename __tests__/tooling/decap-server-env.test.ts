/**
 * @jest-environment node
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { decapServerEnv, localBackendUrl } from "../../tooling/decap-server-env";
import { freePort } from "../../tooling/service-process";

/** Whether something accepts a connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("decap-server as npm run cms starts it", () => {
  it("answers on loopback and on no other address of the machine", async () => {
    const port = await freePort();
    const repository = fs.mkdtempSync(path.join(os.tmpdir(), "decap-bind-"));
    const child = spawn(path.join(__dirname, "..", "..", "node_modules", ".bin", "decap-server"), [], {
      detached: true,
      stdio: "ignore",
      env: decapServerEnv(String(port), { ...process.env, GIT_REPO_DIRECTORY: repository, LOG_LEVEL: "warn" }),
    });
    try {
      const started = Date.now();
      while (!(await accepts("127.0.0.1", port))) {
        if (Date.now() - started > 20_000) throw new Error("decap-server did not start");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const info = await fetch(localBackendUrl(String(port)), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      expect(info.status).toBe(200);
      const lanAddress = Object.values(os.networkInterfaces())
        .flat()
        .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
      expect(lanAddress).toBeDefined();
      expect(await accepts(lanAddress!, port)).toBe(false);
    } finally {
      process.kill(-child.pid!, "SIGTERM");
      fs.rmSync(repository, { recursive: true, force: true });
    }
  }, 30_000);
});
