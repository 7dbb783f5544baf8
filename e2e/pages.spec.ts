import { expect, readData, test } from "./fixtures";

interface ServiceCard {
  title: string;
}
interface Client {
  name: string;
}
interface Faq {
  question: string;
  answer: string;
}
interface Company {
  phones: { number: string }[];
  email: string;
  claimsHotline: string;
  claimsEmail: string;
  tagline: string;
}

const company = readData<Company>("company.json");

test.describe("Home", () => {
  test("shows the hero, five service cards, six client logos, six questions and the closing call to action", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Protecting What Matters Most");
    await expect(page.getByRole("link", { name: "Get Your Quote" })).toHaveAttribute("href", "/contact/");

    const cards = readData<ServiceCard[]>("service-cards.json").map((card) => card.title);
    expect(cards).toEqual([
      "Property & Casualty",
      "Business Insurance",
      "Transportation",
      "Life & Health",
      "Specialized Coverage",
    ]);
    await expect(page.locator("#services h3")).toHaveText(cards);

    await expect(page.getByRole("heading", { name: "Trusted by Industry Leaders" })).toBeVisible();
    const logos = page.locator("#clients img");
    await expect(logos).toHaveCount(6);
    expect(await logos.evaluateAll((images) => images.map((image) => image.getAttribute("alt")))).toEqual(
      readData<Client[]>("clients.json").map((client) => `${client.name} logo`),
    );

    await expect(page.locator("#faq").getByRole("button")).toHaveText(
      readData<Faq[]>("faqs.json").map((faq) => faq.question),
    );

    const closing = page.locator("#get-started");
    await expect(closing.getByRole("heading", { level: 2 })).toHaveText("Ready to Get Started?");
    await expect(closing.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/contact/");
    await expect(closing.getByRole("link", { name: "Call Us Now" })).toHaveAttribute(
      "href",
      `tel:${company.phones[0]!.number}`,
    );
  });

  test("FAQ opens one answer at a time and closes the open one on a second click", async ({ page }) => {
    const faqs = readData<Faq[]>("faqs.json");
    await page.goto("/");
    const first = page.getByRole("button", { name: faqs[0]!.question });
    const second = page.getByRole("button", { name: faqs[1]!.question });
    const firstAnswer = page.getByRole("region", { name: faqs[0]!.question });

    await expect(firstAnswer).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toHaveText(faqs[0]!.answer);

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();
    await expect(page.locator('#faq [aria-expanded="true"]')).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('#faq [aria-expanded="true"]')).toHaveCount(0);
  });

  test("FAQ answers expand in 0.2 s, and instantly for visitors who ask for reduced motion", async ({ page }) => {
    await page.goto("/");
    const panel = page.locator("#faq [role=region]").first();
    await expect(panel).toHaveCSS("transition-duration", "0.2s, 0.2s");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(panel).toHaveCSS("transition-duration", "0s");
  });
});

test.describe("About", () => {
  test("tells who we are, the tagline, vision, mission, TRAIL values, group companies, leadership and commitment", async ({
    page,
  }) => {
    await page.goto("/about/");
    await expect(page.getByText(/(under|less than) 2% of Nigerians/i)).toBeVisible();
    await expect(page.locator("main").getByText(company.tagline, { exact: true })).toBeVisible();
    const about = readData<{ vision: string; mission: string; commitment: string }>("about.json");
    await expect(page.getByText(about.vision)).toBeVisible();
    await expect(page.getByText(about.mission)).toBeVisible();
    await expect(page.getByText(about.commitment)).toBeVisible();
    await expect(page.locator("#core-values h3")).toHaveText([
      "Trustworthy",
      "Responsive",
      "Adaptive",
      "Integrity",
      "Loyalty",
    ]);
    await expect(page.locator("#group-companies h3")).toHaveCount(5);
    const leaders = readData<{ name: string; role: string }[]>("leadership.json");
    await expect(page.locator("#leadership h3")).toHaveText(leaders.map((leader) => leader.name));
    await expect(page.locator("#leadership").getByText(/Acting Managing Director\/CEO/)).toHaveCount(1);
    // Initials stand in for a photograph until editors supply one; no drawn faces.
    await expect(page.locator("#leadership [data-monogram]")).toHaveCount(leaders.length);
    await expect(page.locator("#leadership img")).toHaveCount(0);
  });
});

test.describe("Services", () => {
  test("lists five categories, every product with picture, summary and 'Learn More', and 'Get Started'", async ({
    page,
  }) => {
    const categories = readData<{ id: string; title: string; products: string[] }[]>("categories.json");
    const products = readData<{ id: string; title: string; summary: string }[]>("products.json");
    await page.goto("/services/");
    await expect(page.locator("main h2")).toHaveText([
      ...categories.map((category) => category.title),
      "Not Sure What You Need?",
    ]);
    for (const category of categories) {
      const section = page.locator(`section#${category.id}`);
      const learnMore = section.getByRole("link", { name: /^Learn More/ });
      await expect(learnMore).toHaveCount(category.products.length);
      expect(await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        category.products.map((id) => `/services/${id}/`),
      );
    }
    for (const product of products) {
      const card = page.locator("li", { has: page.getByRole("heading", { name: product.title, exact: true }) });
      await expect(card.getByText(product.summary, { exact: true })).toBeVisible();
      await expect(card.locator("picture img, img")).not.toHaveCount(0);
      // Shown as 'Learn More'; its full text names the product, so search engines see a descriptive link.
      const link = card.getByRole("link", { name: `Learn More about ${product.title}`, exact: true });
      await expect(link).toHaveText(`Learn More about ${product.title}`);
      const hiddenPart = link.locator("span");
      await expect(hiddenPart).toHaveText(` about ${product.title}`);
      expect(await hiddenPart.evaluate((element) => element.getBoundingClientRect().width)).toBe(1);
    }
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact/");
  });
});

test.describe("Claims", () => {
  test("shows the hotline and e-mail cards, the four steps and a call to action", async ({ page }) => {
    await page.goto("/claims/");
    await expect(page.getByRole("heading", { name: "24/7 Claims Hotline" })).toBeVisible();
    await expect(page.locator("#claims-contacts").getByRole("link").first()).toHaveAttribute(
      "href",
      `tel:${company.claimsHotline}`,
    );
    await expect(page.getByRole("link", { name: company.claimsEmail })).toHaveAttribute(
      "href",
      `mailto:${company.claimsEmail}`,
    );
    await expect(page.locator("#claim-steps h3")).toHaveText([
      "Report the Incident",
      "Submit Documentation",
      "Claims Processing",
      "Claim Resolution",
    ]);
    const callToAction = page.locator("#claims-help");
    await expect(callToAction.getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      `tel:${company.claimsHotline}`,
    );
    await expect(callToAction.getByRole("link", { name: "File Online" })).toHaveAttribute("href", "#claims-form");
  });
});

test.describe("Contact", () => {
  test("has phone, e-mail and Ikeja office cards linking to tel:, mailto: and a maps page", async ({ page }) => {
    await page.goto("/contact/");
    const cards = page.locator("#contact-details");
    const tel = cards.locator('a[href^="tel:"]');
    expect(await tel.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      company.phones.map((phone) => `tel:${phone.number}`),
    );
    await expect(cards.locator('a[href^="mailto:"]')).toHaveAttribute("href", `mailto:${company.email}`);
    const office = cards.locator('a[href^="https://www.google.com/maps/search/"]');
    await expect(office).toContainText("Ikeja");
    await expect(office).toContainText("Lagos");
  });

  test("the map placeholder shows all its text and links on a 375 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/contact/");
    const directions = page.locator("#visit-our-office").getByRole("link", { name: "Get directions" });
    const frame = directions.locator("xpath=ancestor::div[2]");
    const [link, box] = [await directions.boundingBox(), await frame.boundingBox()];
    expect(link!.y + link!.height).toBeLessThanOrEqual(box!.y + box!.height);
  });

  test("'Visit Our Office' loads the map only when asked, with its title", async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" }),
    );
    await page.goto("/contact/");
    await expect(page.getByRole("heading", { name: "Visit Our Office" })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Show Map" }).click();
    const map = page.locator('iframe[title="Visit Our Office"]');
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=6\.6018%2C3\.3515$/,
    );
  });
});

test.describe("Careers", () => {
  test("shows the mission, why join us, four benefits and the opening with every field", async ({ page }) => {
    await page.goto("/careers/");
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Join Us" })).toBeVisible();
    await expect(page.locator("#benefits h3")).toHaveText([
      "Health & Wellness",
      "Work-Life Balance",
      "Learning & Development",
      "Paid Time Off",
    ]);
    await expect(page.getByRole("heading", { name: "Current Openings" })).toBeVisible();
    const job = page.getByRole("article", { name: "Sales/Marketing Executive" });
    await expect(job.locator("dd")).toHaveText([
      "Sales",
      "Lagos & Abuja",
      "Full-time",
      "2+ years",
      "₦250,000 per month (gross)",
      "31 December 2026",
    ]);
    await expect(job.getByRole("link", { name: "Apply by E-mail" })).toHaveAttribute(
      "href",
      /^mailto:careers@cowryshield\.com\.ng,hr@cowryshield\.com\.ng\?subject=/,
    );
  });

  test("filters by department: the opening shows under All and Sales, an empty state under Tech", async ({ page }) => {
    await page.goto("/careers/");
    const opening = page.getByRole("heading", { name: "Sales/Marketing Executive" });
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(opening).toBeVisible();
    await page.getByRole("button", { name: "Sales" }).click();
    await expect(opening).toBeVisible();
    await page.getByRole("button", { name: "Tech" }).click();
    await expect(opening).toBeHidden();
    await expect(page.getByText("There are no openings in Tech right now.")).toBeVisible();
  });
});
