/**
 * The cross-engine smoke suite, the same checks in each engine (firefox.test.ts, webkit.test.ts): the production
 * build served by the service, at 375 px, as a new visitor would use it. Chromium's own, fuller tests are e2e/.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { keptDocumentTexts } from "../upload-client/kept-document-texts";
import { KEPT_ON_PHONE } from "../src/forms/drafts/KeepDraft";
import { phonePhoto } from "../tooling/phone-photo";
import { pdfBytes } from "../tooling/sample-submissions";
import { storedSubmissions } from "../tooling/service-process";
import { sha256 } from "../tooling/sha256";
import { pageRoutes } from "../tooling/site-routes";
import { sentPageAddress } from "../e2e/sent-page";
import { HYDRATED, VIEWPORT, waitUntil, type EnginePage, type OpenOptions } from "./engine-page";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

export interface Engine {
  name: string;
  open(origin: string, options?: OpenOptions): Promise<EnginePage>;
  /** Whether its IndexedDB stores files: not in WebKit's private browsing, which WebKitWebDriver's sessions are. */
  storesFiles: boolean;
}

const claim = {
  fullName: "Ngozi Okonkwo",
  email: "ngozi@example.com",
  phone: "0806 555 0177",
  policyNumber: "MTR/2026/004512",
  claimType: "auto",
  incidentDate: "2026-11-02",
};

const quote = {
  name: "Tunde Bakare",
  email: "tunde@example.com",
  phone: "0809 555 0166",
  insuranceType: "home",
  message: "A two-bedroom flat in Surulere and its contents.",
};
type QuoteEntries = typeof quote;

const json = (value: unknown) => JSON.stringify(value);

/** The text of the element `selector` names, or null when there is none. */
const textOf = (page: EnginePage, selector: string) =>
  page.read<string | null>(`document.querySelector(${json(selector)})?.textContent ?? null`);

/** Sets a field's value as the browser's own picker would, with the events React listens to. */
const pick = (page: EnginePage, selector: string, value: string) =>
  page.read(`(() => {
    const field = document.querySelector(${json(selector)});
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(field, ${json(value)});
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return true;
  })()`);

/** What each document line of the claim form says, in order. */
const documentLines = (page: EnginePage) =>
  page.read<string[]>(
    `[...document.querySelectorAll('#claims-form ul[aria-label="Chosen documents"] > li')].map((item) => item.textContent)`,
  );

/**
 * What the claim's copy on the phone keeps of each document (upload-client/kept/draft-store.ts): whether its file, and
 * whether its upload's address; null while there is no copy.
 */
const keptClaimDocuments = (page: EnginePage) =>
  page.read<{ files: boolean[]; addresses: boolean[] } | null>(`new Promise((resolve, reject) => {
    const opening = indexedDB.open("cowry-shield-forms");
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const reading = opening.result.transaction("drafts").objectStore("drafts").get("claim");
      reading.onerror = () => reject(reading.error);
      reading.onsuccess = () => {
        const copy = reading.result;
        opening.result.close();
        resolve(copy ? {
          files: copy.values.documents.map((document) => document instanceof File),
          addresses: copy.extra.uploadUrls.map((address) => address !== null),
        } : null);
      };
    };
  })`);

/** Waits until the site has answered nothing new for `quietMs`: the page's late requests (prefetches) are in. */
async function quiet(site: SiteUnderTest, quietMs = 700) {
  let seen = -1;
  await waitUntil(async () => {
    const now = site.exchanges.length;
    const settled = now === seen;
    seen = now;
    if (!settled) await new Promise((resolve) => setTimeout(resolve, quietMs));
    return settled;
  }, "the page's requests to finish");
}

/**
 * Waits until the status of `form` (a CSS selector) matches `expected`; fails with what the form says instead (its
 * status, each field's error, each listed item) and the page's address.
 */
async function statusSays(page: EnginePage, form: string, expected: RegExp, what: string, timeoutMs = 15_000) {
  const status = `${form} [role="status"]`;
  try {
    await waitUntil(async () => expected.test((await textOf(page, status)) ?? ""), what, timeoutMs);
  } catch (error) {
    const said = await page.read<string[]>(
      `[...document.querySelectorAll(${json(`${form} [role="status"], ${form} [id$="-error"], ${form} li`)})].map((element) => element.textContent)`,
    );
    throw new Error(`${(error as Error).message}; at ${await page.address()} the form says: ${json(said)}`);
  }
  return (await textOf(page, status))!;
}

async function referenceShown(page: EnginePage, form: string, prefix: string) {
  const status = await statusSays(page, form, /Your reference is/, `${prefix} reference`, 60_000);
  return new RegExp(`(${prefix}-\\d{4}-\\d{6})`).exec(status)![1]!;
}

async function fillQuote(page: EnginePage, entries: QuoteEntries) {
  const form = "#get-a-quote form";
  await page.type(`${form} [name="name"]`, entries.name);
  await page.type(`${form} [name="email"]`, entries.email);
  await page.type(`${form} [name="phone"]`, entries.phone);
  await page.choose(`${form} [name="insuranceType"]`, entries.insuranceType);
  await page.type(`${form} [name="message"]`, entries.message);
  await page.click(`${form} [name="agreement"]`);
  await page.click(`${form} button[type="submit"]`);
}

const claimForm = "#claims-form form";

/**
 * Fills in every field of the claim form but its documents. The date is set as the browser's picker would, or typed
 * as month, day and year, the order both engines' date fields take in the en-US locale they run in here.
 */
async function fillClaim(page: EnginePage, description: string, date: "picked" | "typed") {
  for (const field of ["fullName", "email", "phone", "policyNumber"] as const) {
    await page.type(`${claimForm} [name="${field}"]`, claim[field]);
  }
  await page.choose(`${claimForm} [name="claimType"]`, claim.claimType);
  const dateField = `${claimForm} [name="incidentDate"]`;
  if (date === "picked") await pick(page, dateField, claim.incidentDate);
  else {
    const [year, month, day] = claim.incidentDate.split("-");
    await page.type(dateField, `${month}/${day}/${year}`);
    const value = await page.read<string>(`document.querySelector(${json(dateField)}).value`);
    assert.equal(value, claim.incidentDate, `the date field holds ${json(value)} once its date is typed`);
  }
  await page.type(`${claimForm} [name="description"]`, description);
  await page.click(`${claimForm} [name="notARobot"]`);
}

/**
 * Waits for the sent page the service sends a form post to (`form` names it as in its address), checks its
 * heading and what it says next, and gives the reference it shows.
 */
async function sentPageReference(
  page: EnginePage,
  origin: string,
  form: "quote-requests" | "claims",
  expected: { heading: string; text: string; prefix: string },
) {
  const address = sentPageAddress(origin, form);
  await waitUntil(
    async () => address.test(await page.address()) && (await textOf(page, "h1")) === expected.heading,
    `the ${form} sent page`,
  ).catch(async (error: Error) => {
    const says = await page.read<string>('document.querySelector("main").innerText.slice(0, 300)');
    throw new Error(`${error.message}; the page at ${await page.address()} says ${json(says)}`);
  });
  const text = (await textOf(page, "main"))!;
  assert.ok(text.includes(expected.text), text);
  const reference = new RegExp(`Your reference is (${expected.prefix}-\\d{4}-\\d{6})\\. `).exec(text);
  assert.ok(reference, text);
  return reference[1]!;
}

export function smokeSuite(engine: Engine) {
  describe(`${engine.name} at a phone's width`, { timeout: 600_000 }, () => {
    let site: SiteUnderTest;
    let page: EnginePage;
    const files = fs.mkdtempSync(path.join(os.tmpdir(), "cross-engine-"));

    before(async () => {
      site = await startSiteUnderTest(`cross-engine-${engine.name.toLowerCase()}`);
      page = await engine.open(site.origin);
    });

    after(async () => {
      await page?.close();
      await site?.stop();
      fs.rmSync(files, { recursive: true, force: true });
    });

    /** Every problem since the last check: the page's, and any answer of 400 or more. */
    let checked = 0;
    async function expectNoProblems(on = page) {
      const failed = site.exchanges
        .slice(checked)
        .filter(({ status }) => status >= 400)
        .map(({ method, path: address, status }) => `HTTP ${status}: ${method} ${address}`);
      checked = site.exchanges.length;
      assert.deepEqual([...(await on.problems()), ...failed], []);
    }

    it("loads every route without a console error or failed request, each data file fetched once per load", async () => {
      for (const { path: route, heading } of pageRoutes) {
        const from = site.exchanges.length;
        await page.open(route);
        await quiet(site);
        assert.equal(await textOf(page, "h1"), heading, route);
        assert.ok(
          await page.read<boolean>("document.documentElement.scrollWidth <= innerWidth"),
          `${route} is wider than the window`,
        );
        const data = site.exchanges
          .slice(from)
          .filter(({ path: address }) => address.startsWith("/page-data/"))
          .map(({ path: address }) => address);
        const own = `/page-data/${route === "/" ? "index" : route.slice(1, -1)}/page-data.json`;
        assert.deepEqual(
          {
            appData: data.filter((address) => address === "/page-data/app-data.json").length,
            pageData: data.filter((address) => address === own).length,
          },
          { appData: 1, pageData: 1 },
          `${route}: ${data.join(", ")}`,
        );
        assert.equal(new Set(data).size, data.length, `${route} fetched a data file twice: ${data.join(", ")}`);
        await expectNoProblems();
      }
    });

    it(`is ${VIEWPORT.width} px wide, with the phone's menu button`, async () => {
      await page.open("/");
      assert.equal(await page.read<number>("innerWidth"), VIEWPORT.width);
      assert.equal(
        await page.read<string>('getComputedStyle(document.querySelector("button[popovertarget=main-menu]")).display'),
        "inline-flex",
      );
    });

    it("opens the menu and follows its link", async () => {
      await page.open("/");
      // The hero's image may still be loading once the app has taken the page over: a link followed meanwhile
      // cancels it, which Firefox reports as a failed request.
      await quiet(site);
      await page.click('button[popovertarget="main-menu"]');
      await waitUntil(
        () => page.read<boolean>('document.querySelector("#main-menu").matches(":popover-open")'),
        "the menu",
      );
      await page.click('#main-menu a[href="/claims/"]');
      await waitUntil(async () => (await textOf(page, "h1")) === "Claims Process", "the claims page");
      assert.equal(await page.read<boolean>('document.querySelector("#main-menu").matches(":popover-open")'), false);
      await expectNoProblems();
    });

    it(
      engine.storesFiles
        ? "keeps a claim with a photo and a PDF over a reload and over leaving the page, and stores it with the photo made small"
        : "keeps a claim's fields over a reload and over leaving the page in private browsing, names its uploaded documents again, and stores it with the photo made small",
      async () => {
        const photo = await phonePhoto(37);
        const photoFile = path.join(files, "IMG_0037.jpg");
        const pdfFile = path.join(files, "police-report.pdf");
        fs.writeFileSync(photoFile, photo);
        fs.writeFileSync(pdfFile, pdfBytes);
        const description = `Hit from behind at a roundabout in Enugu, tested in ${engine.name}.`;

        await page.open("/claims/");
        await fillClaim(page, description, "picked");
        await page.upload(`${claimForm} input[type="file"]`, [photoFile, pdfFile]);
        const uploaded = [
          /^IMG_0037\.jpg \(\d\.\d MB → 0\.\d MB\)RemoveUploaded$/,
          /^police-report\.pdf \(1 KB\)RemoveUploaded$/,
        ];
        const listed = async () => {
          const lines = await documentLines(page);
          return lines.length === 2 && lines.every((line, index) => uploaded[index]!.test(line));
        };
        await waitUntil(listed, "both documents made ready and uploaded", 60_000);
        // The copy is saved a moment after each change, and again as each upload learns its address.
        const wholeCopy = { files: [engine.storesFiles, engine.storesFiles], addresses: [true, true] };
        await waitUntil(
          async () => json(await keptClaimDocuments(page)) === json(wholeCopy),
          `the copy kept with both documents' upload addresses, ${engine.storesFiles ? "with" : "without"} their files`,
        );
        assert.ok((await page.read<string>("document.body.textContent")).includes(KEPT_ON_PHONE));
        const notKeptShown = async () =>
          ((await textOf(page, "#claims-form")) ?? "").includes(keptDocumentTexts.notKept);
        if (engine.storesFiles) assert.equal(await notKeptShown(), false);
        else await waitUntil(notKeptShown, "the note beside the documents that their files are not kept");

        const broughtBack = async (after: string) => {
          await waitUntil(
            async () => ((await textOf(page, "#claims-form")) ?? "").includes("We kept what you entered in this form"),
            `the notice of the copy brought back after ${after}`,
          );
          const values = await page.read<Record<string, string>>(
            `Object.fromEntries(["fullName", "email", "phone", "policyNumber", "claimType", "incidentDate", "description"].map((name) => [name, document.querySelector(${json(claimForm)} + ' [name="' + name + '"]').value]))`,
          );
          assert.deepEqual(values, { ...claim, description }, after);
          await waitUntil(listed, `both documents listed again, uploaded, after ${after}`);
        };
        await page.reload();
        await broughtBack("a reload");
        // Another page of the site loaded in this tab puts this one in the back/forward cache, where WebKit never
        // finishes a save begun as it goes, and every later read of the copy would wait for it (page-going.ts).
        await page.open("/");
        await page.open("/claims/");
        await broughtBack("leaving the page and coming back");

        await page.click(`${claimForm} button[type="submit"]`);
        const reference = await referenceShown(page, "#claims-form", "CLM");
        const stored = storedSubmissions(site.dataDir).find((submission) => submission.reference === reference)!;
        assert.equal(stored.fields.description, description);
        const [storedPhoto, storedPdf] = stored.documents;
        assert.equal(storedPhoto!.originalName, "IMG_0037.jpg");
        assert.ok(storedPhoto!.size < 1024 * 1024, `the photo was stored at ${storedPhoto!.size} bytes`);
        assert.deepEqual([storedPdf!.originalName, storedPdf!.sha256], ["police-report.pdf", sha256(pdfBytes)]);
        assert.equal(await page.read<boolean>(HYDRATED), true);
        await expectNoProblems();
      },
    );
    it("stores a quote request and shows its reference", async () => {
      await page.open("/contact/");
      await fillQuote(page, quote);
      const reference = await referenceShown(page, "#get-a-quote", "QTE");
      const stored = storedSubmissions(site.dataDir).find((submission) => submission.reference === reference);
      assert.deepEqual(stored?.fields, { ...quote, agreement: true });
      await expectNoProblems();
    });
    it("estimates a premium with the calculator", async () => {
      await page.open("/");
      // A visitor sees the button disabled until the calculator's own render after hydration (useHydrated), which
      // may come a task after the page's mark: pressed then, it does nothing, as WebKit once showed here.
      await waitUntil(
        () => page.read<boolean>("!document.querySelector('#quick-quote button[type=\"submit\"]').disabled"),
        "the calculator's button to be enabled",
      );
      await page.click('#quick-quote button[type="submit"]');
      await statusSays(page, "#quick-quote", /₦500 per year/, "the estimate");
      await expectNoProblems();
    });

    describe("with scripts off, where the browser posts the forms itself", () => {
      let plain: EnginePage;
      before(async () => {
        plain = await engine.open(site.origin, { scripts: false });
      });
      after(async () => {
        await plain?.close();
      });
      /** The stored submissions whose field holds the value: what one test sent, however many others stored. */
      const storedWith = (field: string, value: string) =>
        storedSubmissions(site.dataDir).filter((submission) => submission.fields[field] === value);

      it("sends a typed quote request to its sent page, stored once", async () => {
        const entries = {
          ...quote,
          message: `A shop in Kano and its stock, posted by ${engine.name} without scripts.`,
        };
        await plain.open("/contact/");
        await fillQuote(plain, entries);
        const reference = await sentPageReference(plain, site.origin, "quote-requests", {
          heading: "Request Submitted Successfully",
          text: "Thank you. Our team will contact you shortly with your quote.",
          prefix: "QTE",
        });
        assert.deepEqual(
          storedWith("message", entries.message).map((stored) => ({
            reference: stored.reference,
            fields: stored.fields,
          })),
          [{ reference, fields: { ...entries, agreement: true } }],
        );
        await expectNoProblems(plain);
      });

      it("sends a typed claim with a PDF to its sent page, stored once with the PDF byte for byte", async () => {
        const pdfFile = path.join(files, "repair-estimate.pdf");
        fs.writeFileSync(pdfFile, pdfBytes);
        const description = `A keke scraped my parked car in Onitsha, posted by ${engine.name} without scripts.`;
        await plain.open("/claims/");
        await fillClaim(plain, description, "typed");
        await plain.upload(`${claimForm} input[type="file"]`, [pdfFile]);
        await plain.click(`${claimForm} button[type="submit"]`);
        const reference = await sentPageReference(plain, site.origin, "claims", {
          heading: "Claim Submitted Successfully",
          text: "Our claims team will review your claim and contact you shortly.",
          prefix: "CLM",
        });
        assert.deepEqual(
          storedWith("description", description).map((stored) => ({
            reference: stored.reference,
            fields: stored.fields,
            documents: stored.documents.map((document) => [document.originalName, document.sha256]),
          })),
          [
            {
              reference,
              fields: { ...claim, description, notARobot: true },
              documents: [["repair-estimate.pdf", sha256(pdfBytes)]],
            },
          ],
        );
        await expectNoProblems(plain);
      });
    });
  });
}
