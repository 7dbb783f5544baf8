/** Every page hero's artwork and the category pictures on /services, as visitors see them at each width. */
import type { Locator, Page } from "@playwright/test";
import { expect, pageRoutes, products, readData, test, type Product } from "./fixtures";

interface PageRecord {
  id: string;
  heading: string;
  heroImage: string;
}
interface Category {
  id: string;
  title: string;
}

const pages = readData<PageRecord[]>("pages.json");
const categories = readData<Category[]>("categories.json");
const fileOf = (id: string) =>
  pages
    .find((page) => page.id === id)!
    .heroImage.split("/")
    .pop()!
    .replace(/\.\w+$/, "");

interface HeroRoute {
  path: string;
  heading: string;
  /** The picture's file name, without its extension. */
  file: string;
  /** A page that does not exist, answered with 404. */
  missing?: boolean;
}

/**
 * The pages drawn by PageHero, with the picture their record names. Product pages have their own banner.
 */
const heroRoutes: HeroRoute[] = [
  ...pageRoutes
    .filter(({ path }) => !/^\/services\/./.test(path))
    .map(({ path, heading }) => ({ path, heading, file: fileOf(pages.find((page) => page.heading === heading)!.id) })),
  { path: "/no-such-page", heading: "Page Not Found", file: fileOf("not-found"), missing: true },
  { path: "/services/no-such-product", heading: "Product Not Found", file: fileOf("product-not-found"), missing: true },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of every line of text inside the element, as laid out (a paragraph's box spans the artwork beside it). */
function lineBoxes(locator: Locator): Promise<Box[]> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return Array.from(range.getClientRects(), ({ x, y, width, height }) => ({ x, y, width, height })).filter(
      (box) => box.width > 0,
    );
  });
}

/** Waits until the picture has loaded (lazily, where it is lazy) and returns its natural width. */
async function loaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

function hero(page: Page): Locator {
  return page.locator("main > div").filter({ has: page.locator("h1") });
}

for (const width of [375, 768, 1280]) {
  test.describe(`Page heroes at ${width} px`, () => {
    for (const { path, heading, file, missing } of heroRoutes) {
      test.describe(path, () => {
        test.use({
          viewport: { width, height: 900 },
          expectedProblems: missing ? [new RegExp(path.replace(/\//g, "\\/"))] : [],
        });

        test(`shows its artwork (${file}) inside the hero, clear of the heading and introduction`, async ({ page }) => {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
          const image = hero(page).locator("[data-hero-artwork] img");
          await expect(image).toHaveCount(1);
          await expect(image).toHaveAttribute("alt", "");
          await loaded(image);
          expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(
            new RegExp(`/${file}\\.(avif|webp|jpg)$`),
          );

          const heroBox = (await hero(page).boundingBox())!;
          const imageBox = (await image.boundingBox())!;
          expect(imageBox.width).toBeGreaterThan(100);
          expect(imageBox.x).toBeGreaterThanOrEqual(heroBox.x);
          expect(imageBox.y).toBeGreaterThanOrEqual(heroBox.y);
          expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(heroBox.x + heroBox.width);
          expect(imageBox.y + imageBox.height).toBeLessThanOrEqual(heroBox.y + heroBox.height);
          // Drawn at the picture's own proportions: nothing squeezed.
          const natural = await image.evaluate((element: HTMLImageElement) => [
            element.naturalWidth,
            element.naturalHeight,
          ]);
          expect(imageBox.width / imageBox.height).toBeCloseTo(natural[0]! / natural[1]!, 1);

          const text = hero(page).locator("h1, [data-hero-artwork] ~ p");
          await expect(text).toHaveCount(2);
          for (const line of [...(await lineBoxes(text.first())), ...(await lineBoxes(text.last()))]) {
            expect(overlaps(line, imageBox)).toBe(false);
          }
          const headingBox = (await text.first().boundingBox())!;
          if (width >= 600) {
            // In a column of its own, to the right of the heading and introduction.
            expect(imageBox.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);
          } else {
            // Under the heading, set into the introduction.
            expect(imageBox.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
          }
        });
      });
    }
  });
}

test.describe("On Lighthouse's phone (412 × 823)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const { path } of heroRoutes.filter((route) => !route.missing)) {
    test(`${path}: the artwork is smaller than the introduction and a small download, so the text stays the largest paint`, async ({
      page,
    }) => {
      await page.goto(path);
      const image = hero(page).locator("[data-hero-artwork] img");
      await loaded(image);
      const imageBox = (await image.boundingBox())!;
      const intro = (await hero(page).locator("[data-hero-artwork] ~ p").boundingBox())!;
      expect(imageBox.width * imageBox.height).toBeLessThan((intro.width * intro.height) / 2);
      const bytes = await image.evaluate((element: HTMLImageElement) => {
        const entry = performance.getEntriesByName(element.currentSrc)[0] as PerformanceResourceTiming | undefined;
        return entry?.encodedBodySize ?? -1;
      });
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(20 * 1024);
    });
  }
});

test.describe("On a phone the artwork waits for the app", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the page as served fetches no artwork: with the app's scripts held back, none is requested", async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (/\/static\/.+\.(avif|webp|jpg)$/.test(request.url())) pictures.push(request.url());
    });
    await page.route(/\.js$/, (route) => route.abort("aborted"));
    await page.goto("/about/", { waitUntil: "domcontentloaded" });
    await page.waitForLoadState("load");
    await page.waitForTimeout(1000);
    const image = hero(page).locator("[data-hero-artwork] img");
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/^data:image\/gif;/);
    expect(pictures).toEqual([]);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false, waitForHydration: false });

    test("there is no empty box beside the introduction, and nothing is fetched for it", async ({ page }) => {
      const pictures: string[] = [];
      page.on("request", (request) => {
        if (/\/static\/.+\.(avif|webp|jpg)$/.test(request.url())) pictures.push(request.url());
      });
      await page.goto("/about/");
      await expect(hero(page).locator("[data-hero-artwork]")).toBeHidden();
      await page.waitForLoadState("networkidle");
      expect(pictures).toEqual([]);
    });
  });
});

test.describe("Services page category pictures", () => {
  for (const width of [375, 1280]) {
    test(`show each category's picture with its heading at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/services/");
      for (const category of categories) {
        const section = page.locator(`section#${category.id}`);
        const heading = section.getByRole("heading", { level: 2 });
        await expect(heading).toHaveText(category.title);
        const image = section.locator("img").first();
        await expect(image).toHaveAttribute("alt", "");
        await expect(image).toHaveAttribute("loading", "lazy");
        await loaded(image);
        expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(
          new RegExp(`/${category.id}\\.(avif|webp|jpg)$`),
        );
        const [imageBox, headingBox, firstCard] = [
          (await image.boundingBox())!,
          (await heading.boundingBox())!,
          (await section.locator("ul > li").first().boundingBox())!,
        ];
        // Above the category's products; beside its heading on a wide screen, under it on a phone.
        expect(imageBox.y + imageBox.height).toBeLessThanOrEqual(firstCard.y);
        if (width >= 900) expect(imageBox.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);
        else expect(imageBox.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height);
      }
    });
  }
});

const bannerFile = (product: Product) =>
  product.backgroundImage
    .split("/")
    .pop()!
    .replace(/\.\w+$/, "");
/** The shortest and the longest description: the thumbnail must sit well beside both. */
const byDescription = [...products].sort((a, b) => a.description.length - b.description.length);
const productHeroExamples = [byDescription[0]!, byDescription.at(-1)!];

/** Every picture file the page requests. */
function recordPictures(page: Page): string[] {
  const pictures: string[] = [];
  page.on("request", (request) => {
    if (/\/static\/.+\.(avif|webp|jpg|png)$/.test(request.url())) pictures.push(new URL(request.url()).pathname);
  });
  return pictures;
}

for (const width of [375, 768, 1280]) {
  test.describe(`Product heroes at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const product of productHeroExamples) {
      test(`/services/${product.id}/ shows its banner once, ${width < 900 ? "small, beside the back link" : "behind the text"}`, async ({
        page,
      }) => {
        const pictures = recordPictures(page);
        await page.goto(`/services/${product.id}/`);
        const thumbnail = hero(page).locator("[data-hero-artwork] img");
        const backdrop = hero(page).locator("picture img").first();
        const shown = width < 900 ? thumbnail : backdrop;
        await expect(shown).toBeVisible();
        await expect(width < 900 ? backdrop : thumbnail).toBeHidden();
        await loaded(shown);
        const file = new RegExp(`/${bannerFile(product)}\\.(avif|webp|jpg)$`);
        expect(await shown.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(file);
        await page.waitForLoadState("networkidle");
        // The hidden one is never fetched: one file of the banner, and no other picture in the hero.
        expect(pictures.filter((picture) => file.test(picture))).toHaveLength(1);

        const heroBox = (await hero(page).boundingBox())!;
        const imageBox = (await shown.boundingBox())!;
        if (width >= 900) {
          expect(imageBox).toEqual(heroBox);
          return;
        }
        expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(heroBox.x + heroBox.width);
        expect(imageBox.y).toBeGreaterThanOrEqual(heroBox.y);
        const text = hero(page).locator("h1, [data-hero-artwork] ~ p");
        await expect(text).toHaveCount(2);
        for (const line of [...(await lineBoxes(text.first())), ...(await lineBoxes(text.last()))]) {
          expect(overlaps(line, imageBox)).toBe(false);
        }
        // Within the back link's row: the heading and the description keep their lines, so on a phone the trust
        // facts under them stay on the first screen (e2e/trust.spec.ts).
        const backLink = (await hero(page).getByRole("link", { name: "Back to Services" }).boundingBox())!;
        const headingBox = (await hero(page).getByRole("heading", { level: 1 }).boundingBox())!;
        expect(imageBox.x).toBeGreaterThan(backLink.x + backLink.width);
        expect(imageBox.y + imageBox.height).toBeLessThanOrEqual(headingBox.y);
      });
    }
  });
}

test.describe("Product pages on Lighthouse's phone (412 × 823)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const product of products) {
    test(`/services/${product.id}/: the largest paint is the text, not the banner that arrives after it`, async ({
      page,
    }) => {
      await page.goto(`/services/${product.id}/`);
      await loaded(hero(page).locator("[data-hero-artwork] img"));
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              resolve(entries.at(-1)?.element?.tagName ?? "none");
            }).observe({ type: "largest-contentful-paint", buffered: true }),
          ),
      );
      expect(["H1", "P"]).toContain(largest);
    });
  }
});
