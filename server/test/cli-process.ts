/** `npm run -s submissions -- ...args` as a process of its own, as staff run it, not blocking the test's event loop. */
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.join(__dirname, "..", "..");

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs server/cli.ts with `env` over this process's environment (DATA_DIR unset when `env.DATA_DIR` is
 * undefined), from `cwd` (the checkout unless given).
 */
export function submissionsCommand(
  args: string[],
  env: Record<string, string | undefined>,
  { cwd = root }: { cwd?: string } = {},
): Promise<CommandResult> {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  // tsx by its path: from another folder than the checkout, `--import tsx` would not be found.
  const tsx = pathToFileURL(require.resolve("tsx")).href;
  const child = spawn(process.execPath, ["--import", tsx, path.join(root, "server", "cli.ts"), ...args], {
    cwd,
    env: childEnv,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once("close", (status) => resolve({ status, stdout, stderr })));
}
