/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { writeHostFiles } from "../../gatsby/rewrites/write-host-files";
import { siteHeaderRules } from "../../hosting/headers";
import { nginxServerBlock } from "../../hosting/nginx-site";
import {
  BUILD_COMPLETE_FILE,
  KEPT_RELEASES,
  LIVE_LINK,
  NGINX_SITE_FILE,
  publishSite,
  RELEASES_DIR,
} from "../../hosting/publish-site";
import { builtSite } from "../support/built-site";

/** A project whose build finished: public/ with its host files, and the build's mark. */
function finishedBuild(home = "<h1>Home</h1>"): string {
  const publicDirectory = builtSite({ "index.html": `<html><body>${home}<script>window.x=1</script></body></html>` });
  writeHostFiles(publicDirectory, {});
  const project = path.dirname(publicDirectory);
  fs.mkdirSync(path.join(project, ".cache"));
  fs.writeFileSync(path.join(project, BUILD_COMPLETE_FILE), "done\n");
  return project;
}

const liveHome = (project: string) => fs.readFileSync(path.join(project, LIVE_LINK, "index.html"), "utf8");

describe("publishSite", () => {
  it("copies the finished build into a release and points site/live at it", () => {
    const project = finishedBuild();
    const { release } = publishSite(project, {}, new Date("2026-11-23T10:00:00.000Z"));
    expect(path.relative(project, release)).toBe(path.join(RELEASES_DIR, "2026-11-23T10-00-00-000Z"));
    expect(fs.readlinkSync(path.join(project, LIVE_LINK))).toBe(path.join("releases", "2026-11-23T10-00-00-000Z"));
    expect(liveHome(project)).toContain("<h1>Home</h1>");
    expect(fs.existsSync(path.join(project, LIVE_LINK, "about", "index.html"))).toBe(true);
  });

  it("refuses a public/ whose build did not finish, and leaves the live site as it was", () => {
    const project = finishedBuild("<h1>Old</h1>");
    publishSite(project, {});
    // A build that fails part-way: its first step removed the mark, then it wrote some files and stopped.
    fs.rmSync(path.join(project, BUILD_COMPLETE_FILE));
    fs.writeFileSync(path.join(project, "public", "index.html"), "<h1>Half</h1>");
    expect(() => publishSite(project, {})).toThrow(
      `publish: ${path.join(project, "public")} is not a finished build (.cache/build-complete is missing); run npm run build`,
    );
    expect(liveHome(project)).toContain("<h1>Old</h1>");
    expect(fs.readdirSync(path.join(project, RELEASES_DIR))).toHaveLength(1);
  });

  it("switches to the newest build and keeps the last releases for a rollback", () => {
    const project = finishedBuild();
    const releases = [1, 2, 3, 4, 5].map((n) => {
      fs.writeFileSync(path.join(project, "public", "index.html"), `<h1>Build ${n}</h1>`);
      return path.basename(publishSite(project, {}, new Date(Date.UTC(2026, 10, 23, 10, n))).release);
    });
    expect(liveHome(project)).toBe("<h1>Build 5</h1>");
    expect(fs.readdirSync(path.join(project, RELEASES_DIR)).sort()).toEqual(releases.slice(-KEPT_RELEASES));
  });

  it("gives two builds published in the same millisecond their own releases", () => {
    const project = finishedBuild();
    const when = new Date("2026-11-23T10:00:00.000Z");
    publishSite(project, {}, when);
    expect(path.basename(publishSite(project, {}, when).release)).toBe("2026-11-23T10-00-00-000Z-2");
  });

  it("writes the nginx server block for the release's own folder, from its _headers and the settings given", () => {
    const project = finishedBuild();
    const { release, nginxSite } = publishSite(project, {
      NGINX_LISTEN: "443 ssl",
      API_UPSTREAM: "http://10.0.0.5:9000",
    });
    const rules = siteHeaderRules(path.join(project, "public"));
    expect(nginxSite).toBe(path.join(project, NGINX_SITE_FILE));
    expect(fs.readFileSync(nginxSite, "utf8")).toBe(
      nginxServerBlock(rules, {
        root: release,
        listen: "443 ssl",
        apiUpstream: "http://10.0.0.5:9000",
        serverName: "_",
        deskServerName: "desk.localhost",
        logDirectory: "/var/log/nginx",
      }),
    );
    publishSite(project, {
      NGINX_ROOT: "/srv/site",
      NGINX_SERVER_NAME: "cowryshield.ng",
      DESK_ORIGIN: "https://desk.cowryshield.ng",
      NGINX_LOG_DIR: "/var/log/nginx/cowryshield",
      NGINX_REAL_IP_FROM: "10.0.0.0/8, 192.168.1.10",
    });
    expect(fs.readFileSync(nginxSite, "utf8")).toBe(
      nginxServerBlock(rules, {
        root: "/srv/site",
        listen: "80",
        apiUpstream: "http://127.0.0.1:9000",
        serverName: "cowryshield.ng",
        deskServerName: "desk.cowryshield.ng",
        logDirectory: "/var/log/nginx/cowryshield",
        realIpFrom: ["10.0.0.0/8", "192.168.1.10"],
      }),
    );
  });
});
