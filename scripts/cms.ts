/**
 * `npm run cms`: the web editor on this machine. Decap's local backend (decap-server, which writes to data/ in
 * this checkout) beside `gatsby develop`, which checks and shows each saved change without a restart.
 * Open http://localhost:8000/admin/ (arguments go to gatsby develop: `npm run cms -- -p 8001`). Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { decapServerEnv, localBackendUrl } from "../tooling/decap-server-env";

const bin = (name: string) => path.resolve(__dirname, "..", "node_modules", ".bin", name);
const port = process.env.DECAP_SERVER_PORT ?? "8081";
// The editor's configuration (written by develop) must name the port decap-server listens on.
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  CMS_LOCAL_BACKEND_URL: localBackendUrl(port),
};

const children: ChildProcess[] = [
  spawn(bin("decap-server"), [], { stdio: "inherit", env: decapServerEnv(port, env) }),
  spawn(bin("gatsby"), ["develop", ...process.argv.slice(2)], { stdio: "inherit", env }),
];

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
