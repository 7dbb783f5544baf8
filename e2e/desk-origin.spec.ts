/**
 * The desk on an origin of its own (DESK_ORIGIN, http://desk.localhost:PORT here; the site at http://localhost:PORT):
 * a plain page on the site's origin, in the browser of a signed-in member of staff, can read nothing of the desk and
 * change nothing on it, and a desk address on the site's origin is not there.
 */
import { validClaimFields } from "../tooling/sample-submissions";
import { auditOf, deskOrigin, deskUrl, signedInPerson } from "./desk-staff";
import { expect, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";

/** The plain page's own address on the site's origin: no site page, so no CSP of the site's stands in the way. */
const PLAIN_PAGE = "/a-plain-page/";
const NOTE = "Written by a page of the site's origin.";
const REFUSAL = "The desk accepts requests from its own pages only.";
const ON_THE_DESK = new RegExp(`^${deskOrigin.replace(/\./g, "\\.")}/desk/`);

test.describe("The desk's own origin", () => {
  test.use({
    waitForHydration: false,
    // The desk's refusals of what the plain page sends it, and the browser's of the read it tried; one pattern, as
    // Playwright would take a second array item for the option's settings.
    expectedProblems: [
      /^(HTTP 403: |request failed: |console error: (Failed to load resource|Access to fetch at '?)).*desk\.localhost:\d+\/desk\/submissions\/|^console error: Failed to load resource: net::ERR_FAILED/,
    ],
  });

  test("a page of the site's origin can neither read a desk page nor add a note with a signed-in person's browser", async ({
    page,
  }) => {
    const sent = await page.request.post("/api/claims", {
      multipart: { ...validClaimFields, document_0: pdfFile("report.pdf") },
    });
    expect(sent.status()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    await signedInPerson(page, "obinna", "Obinna Eze");
    await page.goto(deskUrl(`/desk/submissions/${reference}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
    const recorded = auditOf(reference);

    await page.route(PLAIN_PAGE, (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: "<!doctype html><html lang=en><title>A plain page</title><h1>A plain page</h1></html>",
      }),
    );
    // What the browser sent to the desk: each attempt really went, and was refused.
    const sentToTheDesk: string[] = [];
    page.on("request", (request) => {
      if (ON_THE_DESK.test(request.url())) sentToTheDesk.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(PLAIN_PAGE);
    expect(new URL(page.url()).origin).not.toBe(deskOrigin);

    // A read as CORS allows it, and the two a script can send without CORS's leave, to read nothing of the answer.
    const tried = await page.evaluate(
      async ({ claimPage, note }) => {
        const attempt = (url: string, init: RequestInit) =>
          fetch(url, { credentials: "include", ...init }).then(
            async (response) => `answered (${response.type} ${response.status}): ${await response.text()}`,
            (error: Error) => `refused: ${error.name}`,
          );
        return [
          await attempt(claimPage, {}),
          await attempt(claimPage, { mode: "no-cors" }),
          await attempt(`${claimPage}/note`, {
            method: "POST",
            mode: "no-cors",
            body: new URLSearchParams({ version: "0", note }),
          }),
        ];
      },
      { claimPage: deskUrl(`/desk/submissions/${reference}`), note: NOTE },
    );
    expect(tried).toEqual(["refused: TypeError", "refused: TypeError", "refused: TypeError"]);

    // A plain form posted from the page, the browser going along: refused for its Origin, whatever the cookie.
    await page.evaluate(
      ({ action, note }) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = action;
        for (const [name, value] of Object.entries({ version: "0", note })) {
          const field = document.createElement("input");
          field.type = "hidden";
          field.name = name;
          field.value = value;
          form.append(field);
        }
        document.body.append(form);
        form.submit();
      },
      { action: deskUrl(`/desk/submissions/${reference}/note`), note: NOTE },
    );
    await page.waitForURL(deskUrl(`/desk/submissions/${reference}/note`));
    await expect(page.locator("body")).toHaveText(REFUSAL);

    const claimPage = deskUrl(`/desk/submissions/${reference}`);
    expect(sentToTheDesk).toEqual([
      `GET ${claimPage}`,
      `GET ${claimPage}`,
      `POST ${claimPage}/note`,
      `POST ${claimPage}/note`,
    ]);
    expect(auditOf(reference)).toEqual(recorded);
    await page.goto(claimPage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${reference}`);
    await expect(page.locator(".timeline")).not.toContainText(NOTE);
    await expect(page.locator(".timeline")).not.toContainText("wrote a note");
  });
});

test.describe("A desk address on the site's origin", () => {
  test.use({
    waitForHydration: false,
    // The 404 page's app asks for the address's page data too, which is not there either.
    expectedProblems: [
      /^(HTTP 404: |console error: Failed to load resource: .*status of 404).*localhost:\d+\/(page-data\/)?desk/,
    ],
  });

  for (const deskPath of ["/desk/", "/desk/sign-in"]) {
    test(`${deskPath} is the site's 404 page there, even for a signed-in person`, async ({ page }) => {
      await signedInPerson(page, "ngozi", "Ngozi Obi");
      const response = await page.goto(deskPath);
      expect(response?.status()).toBe(404);
      expect(new URL(page.url()).pathname).toBe(deskPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    });
  }
});
