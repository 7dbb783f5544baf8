/**
 * Publishes a finished build: public/ is copied into site/releases/<id>/, and site/live, the link the service
 * and nginx serve, is switched to it in one rename. A build that fails never reaches site/live, so neither
 * ever serves a half-written site, and the last releases stay for a rollback.
 */
import fs from "node:fs";
import path from "node:path";
import { originsOf } from "../server/config";
import { StartupError } from "../server/startup-error";
import { HEADERS_FILE, parseHeadersFile } from "./host-files";
import { nginxServerBlock, type NginxSiteOptions } from "./nginx-site";

/** Written by the build's last step, removed by its first: public/ holds a whole build only while it exists. */
export const BUILD_COMPLETE_FILE = path.join(".cache", "build-complete");
export const SITE_DIR = "site";
export const LIVE_LINK = path.join(SITE_DIR, "live");
export const RELEASES_DIR = path.join(SITE_DIR, "releases");
export const NGINX_SITE_FILE = path.join("deploy", "generated", "nginx-site.conf");
/** The live release and the two before it, for `ln -sfn` back to one of them. */
export const KEPT_RELEASES = 3;

type Env = Record<string, string | undefined>;

/** A refusal the publish command prints in one line. */
export class PublishRefusal extends Error {}

/**
 * The desk's host name, from DESK_ORIGIN as the service reads it (desk.localhost unless set): the build is run with
 * the service's settings, so that nginx's desk block and the service name the same host.
 */
function deskServerName(env: Env): string {
  try {
    return new URL(originsOf(env, 80).deskOrigin).hostname;
  } catch (error) {
    if (error instanceof StartupError) throw new PublishRefusal(`publish: ${error.message}`);
    throw error;
  }
}

/** Where nginx finds the site and the service, and what it listens on; docs/deploying.md, "Hosting the built site", lists these. */
export function nginxOptionsFrom(env: Env, releaseDirectory: string): NginxSiteOptions {
  const certificate = env.NGINX_TLS_CERTIFICATE;
  const certificateKey = env.NGINX_TLS_CERTIFICATE_KEY;
  if (Boolean(certificate) !== Boolean(certificateKey)) {
    throw new PublishRefusal("publish: set both NGINX_TLS_CERTIFICATE and NGINX_TLS_CERTIFICATE_KEY, or neither");
  }
  const realIpFrom = (env.NGINX_REAL_IP_FROM ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const notAnAddress = realIpFrom.find((address) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(address));
  if (notAnAddress !== undefined) {
    throw new PublishRefusal(
      `publish: NGINX_REAL_IP_FROM must be the load balancers' addresses or CIDRs, comma-separated; got "${notAnAddress}"`,
    );
  }
  return {
    root: env.NGINX_ROOT || path.resolve(releaseDirectory),
    // Debian 12's nginx 1.22 knows HTTP/2 only as a `listen` parameter.
    listen: env.NGINX_LISTEN || (certificate ? "443 ssl http2" : "80"),
    apiUpstream: env.API_UPSTREAM || "http://127.0.0.1:9000",
    serverName: env.NGINX_SERVER_NAME || "_",
    deskServerName: deskServerName(env),
    ...(certificate && certificateKey ? { tls: { certificate, certificateKey } } : {}),
    ...(realIpFrom.length > 0 ? { realIpFrom } : {}),
    logDirectory: env.NGINX_LOG_DIR || "/var/log/nginx",
  };
}

/** A sortable, unique name: the time of publishing. */
function releaseName(releasesDirectory: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let name = stamp;
  for (let n = 2; fs.existsSync(path.join(releasesDirectory, name)); n += 1) name = `${stamp}-${n}`;
  return name;
}

function pruneReleases(releasesDirectory: string, live: string) {
  const releases = fs
    .readdirSync(releasesDirectory)
    .sort()
    .filter((name) => name !== live);
  const stale = releases.slice(0, Math.max(0, releases.length - (KEPT_RELEASES - 1)));
  // Copies left by an interrupted publish end in .partial and are never linked.
  for (const name of stale) fs.rmSync(path.join(releasesDirectory, name), { recursive: true, force: true });
}

export interface Published {
  release: string;
  nginxSite: string;
}

/**
 * Publishes `projectDirectory`'s public/ when the build that wrote it finished. The nginx server block is written
 * for the new release's own folder, so an `nginx -s reload` switches headers and files together.
 */
export function publishSite(projectDirectory: string, env: Env = process.env, now = new Date()): Published {
  const publicDirectory = path.join(projectDirectory, "public");
  if (!fs.existsSync(path.join(projectDirectory, BUILD_COMPLETE_FILE))) {
    throw new PublishRefusal(
      `publish: ${publicDirectory} is not a finished build (${BUILD_COMPLETE_FILE} is missing); run npm run build`,
    );
  }
  const releasesDirectory = path.join(projectDirectory, RELEASES_DIR);
  fs.mkdirSync(releasesDirectory, { recursive: true });
  const name = releaseName(releasesDirectory, now);
  const release = path.join(releasesDirectory, name);
  fs.cpSync(publicDirectory, `${release}.partial`, { recursive: true });
  fs.renameSync(`${release}.partial`, release);

  const rules = parseHeadersFile(fs.readFileSync(path.join(release, HEADERS_FILE), "utf8"));
  const nginxSite = path.join(projectDirectory, NGINX_SITE_FILE);
  fs.mkdirSync(path.dirname(nginxSite), { recursive: true });
  fs.writeFileSync(`${nginxSite}.partial`, nginxServerBlock(rules, nginxOptionsFrom(env, release)));
  fs.renameSync(`${nginxSite}.partial`, nginxSite);

  // rename() replaces the old link in one step: a reader sees the old release or the new, never neither.
  const live = path.join(projectDirectory, LIVE_LINK);
  fs.rmSync(`${live}.next`, { force: true });
  fs.symlinkSync(path.join("releases", name), `${live}.next`);
  fs.renameSync(`${live}.next`, live);
  pruneReleases(releasesDirectory, name);
  return { release, nginxSite };
}
