/** Trust facts under every heading, the leadership monograms and the sources of legal statements, as visitors see them. */
import { expect, pageRoutes, products, readData, test } from "./fixtures";

interface Company {
  trust: {
    naicomLicence: string;
    ncribMembership: string;
    foundedYear: number;
    insurersPlacedWith: number;
    promise: string;
  };
}
interface Leader {
  name: string;
  role: string;
  bio: string;
}
interface Source {
  title: string;
  section?: string;
  url: string;
}

const { trust } = readData<Company>("company.json");
const facts = (yearsFact: string) => [
  `NAICOM licence ${trust.naicomLicence}`,
  `NCRIB member ${trust.ncribMembership}`,
  yearsFact,
  `Cover placed with ${trust.insurersPlacedWith} insurers`,
  trust.promise,
];

test.describe("Trust facts", () => {
  for (const { width, height } of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    for (const { path } of pageRoutes) {
      test(`sit above the fold on ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        const list = page.getByRole("list", { name: "Why you can trust us" });
        await expect(list.getByRole("listitem")).toHaveCount(5);
        const box = (await list.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(height);
      });
    }
  }

  test("count the years in business from the visitor's clock, and the static page names only the founding year", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/claims/")).text();
    expect(html).toContain(`In business since ${trust.foundedYear}`);
    expect(html).not.toMatch(/\d+ years? in business/);

    await page.clock.setFixedTime(new Date(trust.foundedYear + 20, 5, 1, 12));
    await page.goto("/claims/");
    await expect(page.getByRole("list", { name: "Why you can trust us" }).getByRole("listitem")).toHaveText(
      facts("20 years in business"),
    );
  });
});

test.describe("Leadership", () => {
  test("shows each leader's initials, name, role and short line, with no drawn faces", async ({ page }) => {
    const leaders = readData<Leader[]>("leadership.json");
    await page.goto("/about/");
    const section = page.locator("#leadership");
    await expect(section.locator("img")).toHaveCount(0);
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(leaders.length);
    for (const [index, leader] of leaders.entries()) {
      const card = cards.nth(index);
      const initials = leader.name
        .split(" ")
        .filter((_, position, words) => position === 0 || position === words.length - 1)
        .map((word) => word[0])
        .join("");
      await expect(card.locator("[data-monogram]")).toHaveText(initials);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(leader.name);
      await expect(card.getByText(leader.role, { exact: true })).toBeVisible();
      await expect(card.getByText(leader.bio, { exact: true })).toBeVisible();
    }
  });
});

test.describe("Sources of legal statements", () => {
  const linkText = ({ title, section }: Source) => (section ? `${title}, ${section}` : title);

  for (const product of products.filter((item) => (item as { sources?: Source[] }).sources)) {
    const sources = (product as { sources?: Source[] }).sources!;
    test(`/services/${product.id} lists its sources, each linking to where it was read`, async ({ page }) => {
      await page.goto(`/services/${product.id}/`);
      const list = page.getByRole("list", { name: "Sources" });
      await expect(list.getByRole("link")).toHaveText(sources.map(linkText));
      expect(
        await list.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      ).toEqual(sources.map((source) => source.url));
    });
  }

  test("the FAQ on compulsory motor insurance lists its sources in its answer", async ({ page }) => {
    const faq = readData<{ question: string; sources?: Source[] }[]>("faqs.json").find((item) => item.sources)!;
    await page.goto("/");
    await page.getByRole("button", { name: faq.question }).click();
    const answer = page.getByRole("region", { name: faq.question });
    await expect(answer.getByRole("list", { name: "Sources" }).getByRole("link")).toHaveText(
      faq.sources!.map(linkText),
    );
  });
});
