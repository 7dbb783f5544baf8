/**
 * The folder a build reads its content from: data/, unless CONTENT_DIRECTORY names another (npm test builds the
 * content at its limits from one, scripts/write-content-at-limits.ts).
 */
import path from "node:path";

export function dataDirectoryOf(
  projectDirectory: string,
  env: Record<string, string | undefined> = process.env,
): string {
  return path.resolve(projectDirectory, env.CONTENT_DIRECTORY || "data");
}
