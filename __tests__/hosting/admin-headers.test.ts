/**
 * @jest-environment node
 */
import { headersFor, siteHeaderRules } from "../../hosting/headers";
import { adminBackendOrigins } from "../../gatsby/rewrites/write-host-files";
import { builtSite } from "../support/built-site";

describe("the web editor's headers", () => {
  const site = builtSite({
    "admin/index.html": '<html><body><script src="decap-cms.js"></script></body></html>',
  });
  const rules = siteHeaderRules(site, {
    adminBackendOrigins: adminBackendOrigins({ authUrl: "https://auth.cowryshield.com.ng/oauth" }),
  });

  it("give /admin/ a policy of its own: Decap's scripts, blob: pictures, the Git host and decap-server", () => {
    expect(headersFor(rules, "/admin/")["Content-Security-Policy"]).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https://api.github.com https://auth.cowryshield.com.ng http://localhost:8081; " +
        "font-src 'self' data:; " +
        "connect-src 'self' blob: https://api.github.com https://auth.cowryshield.com.ng http://localhost:8081; " +
        "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it("leave decap-server out of the production editor's policy, unless it is named (npm run cms)", () => {
    const production = adminBackendOrigins({ repo: "cowryshield/website", authUrl: "https://auth.cowryshield.com.ng" });
    expect(production).toEqual(["https://api.github.com", "https://auth.cowryshield.com.ng"]);
    const productionRules = siteHeaderRules(site, { adminBackendOrigins: production });
    expect(headersFor(productionRules, "/admin/")["Content-Security-Policy"]).not.toContain("localhost");
    expect(
      adminBackendOrigins({ repo: "cowryshield/website", localBackendUrl: "http://localhost:8082/api/v1" }),
    ).toEqual(["https://api.github.com", "http://localhost:8082"]);
  });

  it("keep /admin/ out of search engines, and the editor's allowances out of every other page", () => {
    expect(headersFor(rules, "/admin/")["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headersFor(rules, "/")["X-Robots-Tag"]).toBeUndefined();
    expect(headersFor(rules, "/")["Content-Security-Policy"]).not.toMatch(/unsafe-eval|blob:|api\.github\.com/);
  });
});
