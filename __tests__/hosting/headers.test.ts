/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { cacheControl, headersFor, siteHeaderRules } from "../../hosting/headers";
import { parseHeadersFile, renderHeadersFile } from "../../hosting/host-files";
import { writeHostFiles } from "../../gatsby/rewrites/write-host-files";
import { builtSite, inline } from "../support/built-site";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const securityHeaders = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "X-Permitted-Cross-Domain-Policies": "none",
};
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the site's header rules", () => {
  const site = builtSite();
  const rules = siteHeaderRules(site, { apiOrigin: "https://api.example.ng" });

  it("give every page its own script hashes, the API's origin and revalidation, at its address with the slash", () => {
    const headers = headersFor(rules, "/about/");
    expect(headers["Content-Security-Policy"]).toContain(`script-src 'self' ${sha(inline)};`);
    expect(headers["Content-Security-Policy"]).toContain("connect-src 'self' https://api.example.ng;");
    expect(headers["Cache-Control"]).toBe(REVALIDATE);
    expect(headersFor(rules, "/about")["Content-Security-Policy"]).toBeUndefined();
    expect(headersFor(rules, "/")["Content-Security-Policy"]).toContain(sha("window.x=1"));
    expect(headersFor(rules, "/404.html")["Content-Security-Policy"]).toContain("script-src 'self';");
  });

  it("cache hashed scripts and /static/ for a year, anything else for no time", () => {
    expect(headersFor(rules, "/app-0123456789ab.js")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, "/static/0a1b/hero.avif")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, "/robots.txt")["Cache-Control"]).toBe(REVALIDATE);
    expect(cacheControl("/app-0123456789a.js")).toBe(REVALIDATE);
    expect(cacheControl("/fonts-0123456789ab.css")).toBe(IMMUTABLE);
    expect(headersFor(rules, "/page-data/about/page-data.json")["Cache-Control"]).toBe(REVALIDATE);
  });

  it("keep any script in a file under /static/ (an editor's SVG logo, opened on its own) from running", () => {
    expect(headersFor(rules, "/static/0a1b/logo.svg")["Content-Security-Policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(parseHeadersFile(renderHeadersFile(rules))).toContainEqual({
      path: "/static/*",
      headers: {
        "Cache-Control": IMMUTABLE,
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  });

  it("send the security headers with every answer, and never set one header twice for a path", () => {
    for (const urlPath of ["/", "/about/", "/robots.txt", "/static/0a1b/hero.avif", "/no-such-page"]) {
      expect(headersFor(rules, urlPath)).toMatchObject(securityHeaders);
      const names = rules
        .filter(
          (rule) => rule.path === urlPath || (rule.path.endsWith("/*") && urlPath.startsWith(rule.path.slice(0, -1))),
        )
        .flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("leave compressed copies to the file they copy", () => {
    expect(rules.map((rule) => rule.path)).not.toContain("/app-0123456789ab.js.br");
  });

  it("read back from _headers as they were written", () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });
});

describe("writeHostFiles", () => {
  it("writes _headers, and _redirects answering unknown products with the 'Product Not Found' page, 404", () => {
    const site = builtSite();
    const before = fs.readFileSync(path.join(site, "services", "404.html"), "utf8");
    writeHostFiles(site, { GATSBY_API_URL: "https://api.example.ng/submit" });
    expect(parseHeadersFile(fs.readFileSync(path.join(site, "_headers"), "utf8"))).toEqual(
      siteHeaderRules(site, { apiOrigin: "https://api.example.ng" }),
    );
    // Netlify's format: unknown /services/ addresses get services/404.html with status 404, the address unchanged;
    // a product's page, being a file, is served before the rule is looked at.
    expect(fs.readFileSync(path.join(site, "_redirects"), "utf8")).toBe("/services/*  /services/404.html  404\n");
    // The page Gatsby built, which Cloudflare Pages answers a missing /services/ file with, is left as it was.
    expect(fs.readFileSync(path.join(site, "services", "404.html"), "utf8")).toBe(before);
  });

  it("names a line of _headers it cannot read", () => {
    expect(() => parseHeadersFile("/about\n  not a header\n")).toThrow(
      '_headers, line 2: expected "Name: value" under a path',
    );
  });
});
