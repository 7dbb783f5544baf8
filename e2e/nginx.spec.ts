/**
 * The deployment: Debian's nginx with the server blocks the build generates serves the site, passes /api/ to the
 * submissions service, and answers the desk's host name with the desk alone.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import net from "node:net";
import { filePolicy } from "../hosting/content-security-policy";
import { headersFor, securityHeaders } from "../hosting/headers";
import { PRODUCT_NOT_FOUND_PAGE } from "../hosting/host-files";
import { apiHeaders } from "../hosting/nginx-site";
import { DESK_CSP, deskHeaders } from "../server/routes/desk/desk-headers";
import { expect, pageRoutes, test } from "./fixtures";
import { sentPageAddress } from "./sent-page";
import { fillClaim, fillQuote } from "../tooling/form-filling";
import { DESK_SERVER_NAME, liveSite, siteHeaderRules, startNginx, type NginxProcess } from "../tooling/nginx-process";
import { freePort, startService, storedSubmissions, type ServiceProcess } from "../tooling/service-process";
import { pdfFile, smallPdf } from "./pdf-documents";
import { sha256 } from "../tooling/sha256";

let service: ServiceProcess;
let nginx: NginxProcess;
test.beforeAll(async ({}, testInfo) => {
  service = await startService(`e2e-nginx-${testInfo.workerIndex}`, { RATE_LIMIT_MAX: "10000", TRUST_PROXY: "1" });
  nginx = await startNginx(service.origin);
});
test.afterAll(async () => {
  await nginx?.stop();
  await service?.stop();
});

for (const { path: pagePath, heading } of pageRoutes) {
  test(`${pagePath} answers 200 with the headers _headers gives it, from nginx and the service alike, and runs without a console error`, async ({
    page,
    request,
  }) => {
    const expected = Object.entries(headersFor(siteHeaderRules(), pagePath));
    const response = await page.goto(`${nginx.origin}${pagePath}`);
    expect(response?.status()).toBe(200);
    const fromService = await request.get(`${service.origin}${pagePath}`);
    expect(fromService.status()).toBe(200);
    for (const [name, value] of expected) {
      expect(response!.headers()[name.toLowerCase()], `nginx: ${name}`).toBe(value);
      expect(fromService.headers()[name.toLowerCase()], `service: ${name}`).toBe(value);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

for (const filePath of ["/index.html", "/about/index.html", "/admin/", "/admin/index.html"]) {
  test(`${filePath} answers 200 with its page's headers, from nginx and the service alike`, async ({ request }) => {
    const expected = Object.entries(headersFor(siteHeaderRules(), filePath.replace(/index\.html$/, "")));
    expect(expected.map(([name]) => name)).toContain("Content-Security-Policy");
    const [fromNginx, fromService] = await Promise.all([
      request.get(`${nginx.origin}${filePath}`),
      request.get(`${service.origin}${filePath}`),
    ]);
    expect([fromNginx.status(), fromService.status()]).toEqual([200, 200]);
    for (const [name, value] of expected) {
      expect(fromNginx.headers()[name.toLowerCase()], `nginx: ${name}`).toBe(value);
      expect(fromService.headers()[name.toLowerCase()], `service: ${name}`).toBe(value);
    }
  });
}

test.describe("the desk's server block", () => {
  /** A request to nginx for the desk's host name, as a browser sends it (Node does not take *.localhost to here). */
  const onTheDesk = (urlPath: string) =>
    answerOf(nginx.origin, urlPath, { host: `${DESK_SERVER_NAME}:${new URL(nginx.origin).port}` });

  test("passes /desk/ to the service, its headers as the service sends them", async ({ page }) => {
    const signIn = await onTheDesk("/desk/sign-in");
    expect(signIn.status).toBe(200);
    expect(signIn.body).toContain("<h1>Sign in to the desk</h1>");
    for (const [name, value] of Object.entries(deskHeaders))
      expect(signIn.headers[name.toLowerCase()]).toEqual([value]);
    const home = await onTheDesk("/desk/");
    expect(home.status).toBe(303);
    expect(home.headers.location).toEqual(["/desk/sign-in"]);
    // And in the browser, which takes the desk's name to this machine itself.
    await page.goto(`http://${DESK_SERVER_NAME}:${new URL(nginx.origin).port}/desk/sign-in`, {
      waitUntil: "domcontentloaded",
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the desk");
  });

  test("sends / and /desk to /desk/", async () => {
    for (const urlPath of ["/", "/desk"]) {
      const answer = await onTheDesk(urlPath);
      expect(answer.status).toBe(303);
      expect(answer.headers.location?.[0]).toMatch(/\/desk\/$/);
      expect(answer.headers["content-security-policy"]).toEqual([DESK_CSP]);
    }
  });

  for (const urlPath of [
    "/admin/",
    "/admin/index.html",
    "/about/",
    "/index.html",
    "/404.html",
    "/robots.txt",
    "/api/health",
    "/claim-status/claims/CLM-2026-000001",
  ]) {
    test(`answers ${urlPath} 404 with the desk's headers: nothing of the site, the editor or the API`, async () => {
      const answer = await onTheDesk(urlPath);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("Cowry Shield");
      for (const [name, value] of Object.entries({ ...securityHeaders, ...deskHeaders })) {
        expect(answer.headers[name.toLowerCase()], name).toEqual([value]);
      }
    });
  }
});

test("/desk/ on the site's server block is the site's 404 page, as any address the site does not have", async () => {
  for (const urlPath of ["/desk/", "/desk/sign-in"]) {
    const answer = await answerOf(nginx.origin, urlPath);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(fs.readFileSync(path.join(liveSite, "404.html"), "utf8"));
  }
});

test("/admin/ says noindex in X-Robots-Tag, from nginx and the service alike", async ({ request }) => {
  for (const origin of [nginx.origin, service.origin]) {
    for (const adminPath of ["/admin/", "/admin/index.html"]) {
      expect((await request.get(`${origin}${adminPath}`)).headers()["x-robots-tag"]).toBe("noindex, nofollow");
    }
  }
});

test("serves an SVG under /static/ with the files' sandboxed policy, from nginx and the service alike", async ({
  request,
}) => {
  const svg = fs
    .readdirSync(path.join(liveSite, "static"), { recursive: true, encoding: "utf8" })
    .find((file) => file.endsWith(".svg"));
  expect(svg).toBeDefined();
  for (const origin of [nginx.origin, service.origin]) {
    const response = await request.get(`${origin}/static/${svg}`);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
    expect(response.headers()["content-security-policy"]).toBe(filePolicy);
  }
});

/** A GET to nginx: its status, each header with every value it was sent with, and its body. */
function answerOf(origin: string, urlPath: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: Record<string, string[]>; body: string }>((resolve, reject) => {
    const request = http.request(`${origin}${urlPath}`, { headers }, (response) => {
      const all: Record<string, string[]> = {};
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        (all[response.rawHeaders[i]!.toLowerCase()] ??= []).push(response.rawHeaders[i + 1]!);
      }
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: all, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** The headers of a request to nginx, each with every value it was sent with. */
function headersOfAnswer(origin: string, urlPath: string, headers: http.OutgoingHttpHeaders = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string[]> }>((resolve, reject) => {
    const request = http.request(`${origin}${urlPath}`, { method, headers }, (response) => {
      const all: Record<string, string[]> = {};
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        (all[response.rawHeaders[i]!.toLowerCase()] ??= []).push(response.rawHeaders[i + 1]!);
      }
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: all }));
    });
    request.on("error", reject);
    // A declared length over client_max_body_size is refused before any of the body is sent.
    if (method === "POST") request.flushHeaders();
    else request.end();
  });
}

function expectApiHeaders(answer: { headers: Record<string, string[]> }) {
  for (const [name, value] of Object.entries(apiHeaders)) {
    expect(answer.headers[name.toLowerCase()], name).toEqual([value]);
  }
}

test.describe("nginx's own answers on /api/ carry the API's headers, once each", () => {
  test("the service's answer", async () => {
    const answer = await headersOfAnswer(nginx.origin, "/api/health");
    expect(answer.status).toBe(200);
    expectApiHeaders(answer);
  });

  test("413, a body over client_max_body_size", async () => {
    const answer = await headersOfAnswer(
      nginx.origin,
      "/api/claims",
      { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(61 * 1024 * 1024) },
      "POST",
    );
    expect(answer.status).toBe(413);
    expectApiHeaders(answer);
  });

  test("502, the service down", async () => {
    const down = await startNginx(`http://127.0.0.1:${await freePort()}`);
    try {
      const answer = await headersOfAnswer(down.origin, "/api/health");
      expect(answer.status).toBe(502);
      expectApiHeaders(answer);
    } finally {
      await down.stop();
    }
  });

  test("504, the service silent", async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const stuck = await startNginx(`http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`, {
      httpDirectives: ["proxy_read_timeout 1s"],
    });
    try {
      const answer = await headersOfAnswer(stuck.origin, "/api/health");
      expect(answer.status).toBe(504);
      expectApiHeaders(answer);
    } finally {
      await stuck.stop();
      silent.close();
    }
  });
});

test("nginx logs no query string and no upload id, whatever the path or answer", async ({ request }) => {
  const query = "?name=Ngozi+Adeyemi&email=ngozi%40example.com";
  const uploadId = "Ngozi0upload0id0abcdefghijk";
  const down = await startNginx(`http://127.0.0.1:${await freePort()}`);
  try {
    for (const [origin, urlPath, status] of [
      [nginx.origin, "/contact/", 200],
      [nginx.origin, "/no-such-page/", 404],
      [nginx.origin, "/api/health", 200],
      [nginx.origin, "/api/no-such-route", 404],
      [nginx.origin, `/api/uploads/${uploadId}`, 404],
      [down.origin, "/api/claims", 502],
    ] as const) {
      expect((await request.get(`${origin}${urlPath}${query}`)).status(), urlPath).toBe(status);
    }
    const logs = () =>
      [nginx, down]
        .flatMap(({ logDirectory }) => ["access.log", "error.log"].map((name) => path.join(logDirectory, name)))
        .map((file) => fs.readFileSync(file, "utf8"))
        .join("");
    // nginx writes a request's line once its answer has gone, so the last line may come after the answer.
    for (const line of [
      '"GET /contact/ HTTP/1.1" 200',
      '"GET /api/claims HTTP/1.1" 502',
      '"GET /api/uploads/:id HTTP/1.1" 404',
    ]) {
      await expect.poll(logs).toContain(line);
    }
    expect(logs()).not.toMatch(/Ngozi|ngozi|\?name=/);
  } finally {
    await down.stop();
  }
});

test("sends a page asked for without its slash to its address, as static hosts do", async ({ request }) => {
  const response = await request.get(`${nginx.origin}/services/motor-insurance`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location!).pathname).toBe("/services/motor-insurance/");
});

test.describe("an unknown product", () => {
  test.use({ expectedProblems: [/\/services\/no-such-product/] });

  test("answers 404 with the 'Product Not Found' page as built and its own headers, as the service does", async ({
    page,
    request,
  }) => {
    const built = fs.readFileSync(path.join(liveSite, PRODUCT_NOT_FOUND_PAGE), "utf8");
    const expected = Object.entries(headersFor(siteHeaderRules(), PRODUCT_NOT_FOUND_PAGE));
    expect(expected.map(([name]) => name)).toContain("Content-Security-Policy");
    for (const origin of [nginx.origin, service.origin]) {
      const served = await request.get(`${origin}/services/no-such-product/`, { maxRedirects: 0 });
      expect([origin, served.status()]).toEqual([origin, 404]);
      expect(await served.text()).toBe(built);
      for (const [name, value] of expected)
        expect(served.headers()[name.toLowerCase()], `${origin}: ${name}`).toBe(value);
    }
    const response = await page.goto(`${nginx.origin}/services/no-such-product/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
    await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services/");
    expect(new URL(page.url()).pathname).toBe("/services/no-such-product/");
    const product = await request.get(`${nginx.origin}/services/motor-insurance/`);
    expect(product.status()).toBe(200);
  });
});

test("sends the build's brotli copy, byte for byte, to a client that asks for it", async () => {
  const body = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
    http
      .get(`${nginx.origin}/about/`, { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], bytes: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
  expect(body.encoding).toBe("br");
  expect(body.bytes.equals(fs.readFileSync(path.join(liveSite, "about", "index.html.br")))).toBe(true);
});

test("takes a quote request and a claim with two documents through /api/, stored byte for byte", async ({ page }) => {
  const quote = {
    name: "Chiamaka Nwosu",
    email: "chiamaka@example.com",
    phone: "0805 555 0133",
    insuranceType: "auto",
    message: "Comprehensive cover for a 2019 Toyota Corolla in Enugu.",
  };
  await page.goto(`${nginx.origin}/contact/`);
  const quoteForm = await fillQuote(page.locator("#get-a-quote form"), quote);
  await quoteForm.getByRole("button", { name: "Request a Quote" }).click();
  await expect(quoteForm.getByRole("status")).toContainText("Request Submitted Successfully");

  const report = smallPdf;
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const claim = {
    fullName: "Musa Danjuma",
    email: "musa@example.com",
    phone: "0802 555 0188",
    policyNumber: "MTR/2026/004512",
    claimType: "auto",
    incidentDate: "2026-10-28",
    description: "My parked car was hit by a reversing truck at the Wuse market car park.",
  };
  const claimForm = await fillClaim(page, claim, nginx.origin);
  await claimForm
    .getByLabel("Supporting documents")
    .setInputFiles([
      pdfFile("police-report.pdf", report),
      { name: "damage.png", mimeType: "image/png", buffer: photo },
    ]);
  await claimForm.getByRole("button", { name: "Submit Claim" }).click();
  await expect(claimForm.getByRole("status")).toContainText("Claim Submitted Successfully");

  const [storedQuote, storedClaim] = storedSubmissions(service.dataDir);
  expect(storedQuote?.fields).toEqual({ ...quote, agreement: true });
  expect(storedClaim?.fields).toEqual({ ...claim, notARobot: true });
  expect(storedClaim?.documents.map((document) => [document.originalName, document.originalSha256])).toEqual([
    ["police-report.pdf", sha256(report)],
    ["damage.png", sha256(photo)],
  ]);
  // The PDF is kept as it came; the photo re-encoded, its kept file's hash beside what came.
  expect(storedClaim!.documents[0]!.sha256).toBe(sha256(report));
  for (const document of storedClaim!.documents) {
    const bytes = fs.readFileSync(path.join(service.dataDir, "documents", document.storedPath));
    expect(sha256(bytes)).toBe(document.sha256);
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test("a quote request and a claim with two documents, posted by the browser itself, are stored", async ({ page }) => {
    const quote = {
      name: "Aisha Lawal",
      email: "aisha@example.com",
      phone: "0809 555 0166",
      insuranceType: "home",
      message: "Cover for a bungalow and its contents in Kaduna.",
    };
    await page.goto(`${nginx.origin}/contact/`);
    await fillQuote(page.locator("#get-a-quote form"), quote);
    await page.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page).toHaveURL(sentPageAddress(nginx.origin, "quote-requests"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Submitted Successfully");
    await expect(page.getByText(/^Your reference is QTE-\d{4}-\d{6}\. /)).toBeVisible();

    const claim = {
      fullName: "Tunde Bakare",
      email: "tunde@example.com",
      phone: "0802 555 0155",
      policyNumber: "HOM/2026/003310",
      claimType: "property",
      incidentDate: "2026-10-25",
      description: "A burst pipe flooded the kitchen and ruined the cabinets.",
    };
    const report = smallPdf;
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const claimForm = await fillClaim(page, claim, nginx.origin);
    await claimForm
      .getByLabel("Supporting documents")
      .setInputFiles([
        pdfFile("plumber-report.pdf", report),
        { name: "kitchen.png", mimeType: "image/png", buffer: photo },
      ]);
    await claimForm.getByRole("button", { name: "Submit Claim" }).click();
    await expect(page).toHaveURL(sentPageAddress(nginx.origin, "claims"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claim Submitted Successfully");
    const reference = /CLM-\d{4}-\d{6}/.exec((await page.getByText(/^Your reference is /).textContent())!)![0];

    const storedClaim = storedSubmissions(service.dataDir).find((entry) => entry.reference === reference)!;
    expect(storedClaim.fields).toEqual({ ...claim, notARobot: true });
    const [keptReport, keptPhoto] = storedClaim.documents.map((document) =>
      fs.readFileSync(path.join(service.dataDir, "documents", document.storedPath)),
    );
    expect(storedClaim.documents.map((document) => document.originalName)).toEqual([
      "plumber-report.pdf",
      "kitchen.png",
    ]);
    expect(keptReport).toEqual(report);
    // The photo is kept re-encoded, a PNG with the same pixels; the hash of what the browser posted is kept.
    expect(await sharp(keptPhoto).raw().toBuffer()).toEqual(await sharp(photo).raw().toBuffer());
    expect(storedClaim.documents[1]!.originalSha256).toBe(sha256(photo));
  });
});
