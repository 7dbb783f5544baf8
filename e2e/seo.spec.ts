import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { expect, pageRoutes, products, readData, test } from "./fixtures";

type JsonLd = Record<string, unknown> & { "@type": string };

async function structuredDataOf(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

const ofType = (items: JsonLd[], type: string) => items.filter((item) => item["@type"] === type);

/** Properties each type must carry, checked on every page where it appears. */
const requiredProperties: Record<string, string[]> = {
  InsuranceAgency: ["@context", "@id", "name", "url", "email", "telephone", "address", "department", "sameAs"],
  WebSite: ["@context", "name", "url", "publisher"],
  FAQPage: ["@context", "mainEntity"],
  BreadcrumbList: ["@context", "itemListElement"],
  Service: ["@context", "name", "description", "provider", "areaServed"],
  JobPosting: [
    "@context",
    "title",
    "description",
    "datePosted",
    "validThrough",
    "employmentType",
    "hiringOrganization",
    "jobLocation",
    "baseSalary",
  ],
};

test.describe("JSON-LD", () => {
  for (const { path } of pageRoutes) {
    test(`${path} describes the agency and the site, with every required property`, async ({ page }) => {
      await page.goto(path);
      const items = await structuredDataOf(page);
      const agency = ofType(items, "InsuranceAgency");
      expect(agency).toHaveLength(1);
      expect(agency[0]!.department).toHaveLength(3);
      expect(agency[0]!.sameAs).toHaveLength(4);
      expect(ofType(items, "WebSite")).toHaveLength(1);
      for (const item of items) {
        for (const property of requiredProperties[item["@type"]] ?? ["unknown type"]) {
          expect(item, `${path} ${item["@type"]}.${property}`).toHaveProperty([property]);
        }
      }
    });
  }

  test("the home page lists its six questions as an FAQPage", async ({ page }) => {
    await page.goto("/");
    const [faq] = ofType(await structuredDataOf(page), "FAQPage");
    const faqs = readData<{ question: string; answer: string }[]>("faqs.json");
    expect(faq!.mainEntity).toEqual(
      faqs.map(({ question, answer }) => ({
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answer },
      })),
    );
  });

  test("a product page has its breadcrumb trail and Service", async ({ page }) => {
    const product = products[10]!;
    await page.goto(`/services/${product.id}/`);
    const items = await structuredDataOf(page);
    const [breadcrumbs] = ofType(items, "BreadcrumbList");
    expect(breadcrumbs!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.cowryshield.com.ng/" },
      { "@type": "ListItem", position: 2, name: "Services", item: "https://www.cowryshield.com.ng/services/" },
      {
        "@type": "ListItem",
        position: 3,
        name: product.title,
        item: `https://www.cowryshield.com.ng/services/${product.id}/`,
      },
    ]);
    const [service] = ofType(items, "Service");
    expect(service).toMatchObject({
      name: product.title,
      description: product.description,
      serviceType: "Transportation & Logistics",
    });
  });

  test("the careers page posts each opening with its salary in naira per month", async ({ page }) => {
    await page.goto("/careers/");
    const postings = ofType(await structuredDataOf(page), "JobPosting");
    expect(postings).toHaveLength(readData<unknown[]>("jobs.json").length);
    expect(postings[0]).toMatchObject({
      title: "Sales/Marketing Executive",
      employmentType: "FULL_TIME",
      datePosted: "2026-11-02",
      validThrough: "2026-12-31",
      baseSalary: { currency: "NGN", value: { value: 250000, unitText: "MONTH" } },
    });
    expect(
      (postings[0]!.jobLocation as { address: { addressLocality: string } }[]).map(
        (place) => place.address.addressLocality,
      ),
    ).toEqual(["Abuja", "Lagos"]);
  });
});

test("the sitemap lists every real page and no 404 or client-only path; robots.txt points at it", async ({
  request,
}) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>https:\/\/www\.cowryshield\.com\.ng(\/[^<]+)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  const listed = (await Promise.all(sitemaps.map(async (sitemap) => (await request.get(sitemap)).text()))).flatMap(
    (xml) =>
      [...xml.matchAll(/<loc>https:\/\/www\.cowryshield\.com\.ng([^<]*)<\/loc>/g)].map((match) => match[1] || "/"),
  );
  expect(listed.sort()).toEqual(pageRoutes.map(({ path }) => path).sort());

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://www.cowryshield.com.ng/sitemap-index.xml");
});

test("the web app manifest is linked once the app has started, and names the site, its colours and icons", async ({
  page,
  request,
}) => {
  const served = await (await request.get("/")).text();
  expect(served).not.toContain('rel="manifest"');
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    theme_color: string;
    icons: { src: string }[];
  };
  expect(manifest.name).toBe("Cowry Shield Insurance Brokers");
  expect(manifest.theme_color).toBe("#0B3558");
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});

test("the favicon is the brand mark itself, in the page, so a browser fetches nothing for it", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.goto("/about/");
  const href = (await page.locator('link[rel="icon"]').getAttribute("href"))!;
  expect(href.startsWith("data:image/svg+xml,")).toBe(true);
  const drawn = decodeURIComponent(href.slice("data:image/svg+xml,".length)).replace(/'/g, '"');
  expect(drawn).toBe(fs.readFileSync(path.join(__dirname, "..", "static", "favicon.svg"), "utf8").trim());
  expect(fetched.filter((file) => file.includes("favicon"))).toEqual([]);
});
