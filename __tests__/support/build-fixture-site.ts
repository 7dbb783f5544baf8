/**
 * Jest's global setup: builds the fixture site (__tests__/fixtures/gatsby-site) with the real Gatsby, once
 * for every change of its inputs, so the build-time rewrites are tested on Gatsby's real output.
 *
 * It builds twice: cold, keeping each page as Gatsby wrote it, before the rewrites, in `pristine/`; then warm,
 * changing nothing, as a warm build of an unchanged site does.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../../hosting/files-under";

export const fixtureSite = path.join(__dirname, "..", "fixtures", "gatsby-site");
export const pristineCopy = path.join(fixtureSite, "pristine");
const builtFrom = path.join(fixtureSite, "public", ".built-from");

const root = path.join(__dirname, "..", "..");
const inputs = () =>
  [
    ...["gatsby", "src/styles", "src/icons", path.join(fixtureSite, "src")].flatMap((folder) =>
      filesUnder(path.resolve(root, folder)),
    ),
    ...["gatsby-ssr.tsx", "gatsby-browser.tsx", "src/browser/render-app.ts", "package-lock.json", __filename],
    ...["gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx"].map((file) =>
      path.join(fixtureSite, file),
    ),
  ].map((file) => path.resolve(root, file));

function gatsbyBuild(env: Record<string, string> = {}) {
  execFileSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: fixtureSite,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
}

export default function buildFixtureSite() {
  const hash = createHash("sha256");
  for (const file of inputs().sort()) hash.update(file).update(fs.readFileSync(file));
  const digest = hash.digest("hex");
  if (fs.existsSync(builtFrom) && fs.readFileSync(builtFrom, "utf8") === digest) return;
  // From cold: a warm build keeps pages it need not render again as the rewrites left them.
  for (const folder of [pristineCopy, path.join(fixtureSite, "public"), path.join(fixtureSite, ".cache")]) {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  gatsbyBuild({ FIXTURE_PRISTINE_COPY: pristineCopy });
  gatsbyBuild();
  fs.writeFileSync(builtFrom, digest);
}
