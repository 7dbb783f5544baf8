/**
 * Debian's nginx serving the production build with the server block the build generates (hosting/nginx-site.ts),
 * passing /api/ to a service of the test's own, and its desk block, for DESK_SERVER_NAME, passing /desk/: the
 * deployment docs/deploying.md describes.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseHeadersFile } from "../hosting/host-files";
import { nginxServerBlock, type NginxSiteOptions } from "../hosting/nginx-site";
import { LIVE_LINK } from "../hosting/publish-site";
import { freePort } from "./service-process";

/** The build `npm run build` published, as the service and nginx serve it. */
export const liveSite = path.join(__dirname, "..", LIVE_LINK);
export const siteHeaderRules = (site = liveSite) =>
  parseHeadersFile(fs.readFileSync(path.join(site, "_headers"), "utf8"));

/** Debian puts its dynamic modules here; libnginx-mod-http-brotli-static adds this one. */
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface NginxProcess {
  origin: string;
  /** Where its access.log and error.log are. */
  logDirectory: string;
  stop(): Promise<void>;
}

/** The desk's host name in the tests: the service's default DESK_ORIGIN's, which Chromium takes to this machine. */
export const DESK_SERVER_NAME = "desk.localhost";

export interface NginxTestOptions extends Pick<NginxSiteOptions, "realIpFrom"> {
  /** The site it serves: the live build unless given. */
  site?: string;
  /** More http-level directives, such as a shorter proxy_read_timeout. */
  httpDirectives?: readonly string[];
}

/** nginx on a free port serving a built site, with /api/ passed to `apiUpstream`. */
export async function startNginx(apiUpstream: string, options: NginxTestOptions = {}): Promise<NginxProcess> {
  const { site = liveSite, realIpFrom, httpDirectives = [] } = options;
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  fs.writeFileSync(
    path.join(prefix, "site.conf"),
    nginxServerBlock(siteHeaderRules(site), {
      root: site,
      listen: `127.0.0.1:${port}`,
      apiUpstream,
      deskServerName: DESK_SERVER_NAME,
      logDirectory: prefix,
      ...(realIpFrom ? { realIpFrom } : {}),
    }),
  );
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    [
      `load_module ${BROTLI_MODULE};`,
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log;`,
      "daemon off;",
      "events {}",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  access_log off;",
      ...httpDirectives.map((directive) => `  ${directive};`),
      `  client_body_temp_path ${prefix}/body;`,
      `  proxy_temp_path ${prefix}/proxy;`,
      `  include ${prefix}/site.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (
      await fetch(`${origin}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (attempt > 100) {
      // Left running, it would keep the test runner from ever exiting.
      child.kill("SIGQUIT");
      throw new Error(`nginx did not answer on ${origin}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    logDirectory: prefix,
    async stop() {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await gone;
    },
  };
}
