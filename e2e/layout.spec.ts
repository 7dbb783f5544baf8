/** Layout promises measured in the browser: aligned card actions, grids without holes, even form rows, the footer. */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, pageRoutes, products, readData, test } from "./fixtures";
import { pdfFile } from "./pdf-documents";

const widths = [375, 768, 1280] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

/** The left and right edges of an element's content box, inside its padding. */
async function contentEdges(locator: Locator): Promise<{ left: number; right: number }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
      right: box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
    };
  });
}

/**
 * Fails if a row of the list's cards leaves part of the list's width empty: each row's cards, side by side with
 * the grid's gap between them, must reach from the list's left edge to its right edge.
 */
async function expectNoHoles(list: Locator) {
  const listBox = (await list.boundingBox())!;
  const gap = await list.evaluate((element) => parseFloat(getComputedStyle(element).columnGap) || 0);
  const cards = await boxes(list.locator(":scope > li"));
  expect(cards.length).toBeGreaterThan(0);
  const rows = new Map<number, Box[]>();
  for (const card of cards) rows.set(Math.round(card.y), [...(rows.get(Math.round(card.y)) ?? []), card]);
  for (const row of rows.values()) {
    row.sort((a, b) => a.x - b.x);
    expect(row[0]!.x).toBeCloseTo(listBox.x, 0);
    expect(row.at(-1)!.x + row.at(-1)!.width).toBeCloseTo(listBox.x + listBox.width, 0);
    row.slice(1).forEach((card, index) => {
      const before = row[index]!;
      expect(card.x - (before.x + before.width)).toBeCloseTo(gap, 0);
    });
  }
}

async function at(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
}

test.describe("Card grids", () => {
  for (const width of [768, 1280]) {
    test(`the home service cards' 'Explore' links share one top edge at ${width} px`, async ({ page }) => {
      await at(page, width, "/");
      const links = page.locator("#services").getByRole("link", { name: /^Explore / });
      await expect(links).toHaveCount(5);
      const cards = await boxes(page.locator("#services li"));
      const tops = (await boxes(links)).map((box) => Math.round(box.y));
      // Cards in one row end together; the links of one row must therefore sit at one height.
      const rows = new Map<number, number[]>();
      cards.forEach((card, index) =>
        rows.set(Math.round(card.y), [...(rows.get(Math.round(card.y)) ?? []), tops[index]!]),
      );
      for (const rowTops of rows.values()) expect(new Set(rowTops).size).toBe(1);
      expect([...rows.keys()].length).toBeLessThan(5);
    });
  }

  // A product shows three, four or five cards (Coverage and 'In Case of Total Loss' are optional).
  const byCardCount = [3, 4, 5].map((count) =>
    products.find(
      (product) => 3 + Number(Boolean(product.coverage)) + Number(Boolean(product.incaseOfTotalLoss)) === count,
    )!,
  );
  for (const width of widths) {
    for (const product of byCardCount) {
      test(`/services/${product.id}'s detail cards leave no hole at ${width} px`, async ({ page }) => {
        await at(page, width, `/services/${product.id}/`);
        const list = page.locator("main ul").filter({ has: page.getByRole("heading", { name: "Benefits" }) });
        await expectNoHoles(list);
      });
    }
    test(`the five group companies leave no hole at ${width} px`, async ({ page }) => {
      await at(page, width, "/about/");
      const list = page.locator("#group-companies ul");
      await expect(list.locator(":scope > li")).toHaveCount(5);
      await expectNoHoles(list);
    });
  }
});

test.describe("Forms", () => {
  for (const path of ["/claims/", "/contact/"]) {
    test(`inputs side by side on ${path} at 1280 px share one height, hint or none`, async ({ page }) => {
      await at(page, 1280, path);
      const form = page.locator("form[method=post]");
      const fields = await boxes(
        form.locator("input:not([type=checkbox]):not([type=file]):not([tabindex='-1']), select"),
      );
      const rows = new Map<number, number[]>();
      for (const field of fields) {
        const row = Math.round(field.y + field.height);
        rows.set(row, [...(rows.get(row) ?? []), Math.round(field.height)]);
      }
      // Side-by-side fields share their bottom edge, and each row's heights are the same.
      expect([...rows.values()].some((heights) => heights.length === 2)).toBe(true);
      for (const heights of rows.values()) expect(new Set(heights).size).toBe(1);
    });
  }

  test("the claim form's phone field is as tall as the policy number beside it, whose hint sits above", async ({
    page,
  }) => {
    await at(page, 1280, "/claims/");
    const phone = (await page.getByLabel("Phone number").boundingBox())!;
    const policy = (await page.getByLabel("Policy number").boundingBox())!;
    expect(Math.abs(phone.y - policy.y)).toBeGreaterThan(0);
    expect(phone.height).toBeCloseTo(policy.height, 0);
  });
});

test.describe("Document drop zone", () => {
  for (const key of ["Enter", "Space"]) {
    test(`opens the file dialog with ${key} once reached with Tab`, async ({ page }) => {
      await at(page, 375, "/claims/");
      await page.getByLabel("What happened?").focus();
      await page.keyboard.press("Tab");
      const documents = page.getByLabel("Supporting documents");
      await expect(documents).toBeFocused();
      const zone = documents.locator("xpath=..");
      // The zone shows the focus ring, since the input inside it is transparent.
      expect(await zone.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
      const chooser = page.waitForEvent("filechooser");
      await page.keyboard.press(key);
      await (await chooser).setFiles(pdfFile("report.pdf", Buffer.from("%PDF-1.4")));
      await expect(page.getByRole("list", { name: "Chosen documents" }).getByRole("listitem")).toHaveText([
        /^report\.pdf \(1 KB\)Remove(Uploading: \d+%|Uploaded)$/,
      ]);
    });
  }

  test("opens the file dialog on a click anywhere in it, and adds files dropped on it", async ({ page }) => {
    await at(page, 1280, "/claims/");
    const zone = page.getByLabel("Supporting documents").locator("xpath=..");
    await zone.scrollIntoViewIfNeeded();
    const box = (await zone.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(88);
    const chooser = page.waitForEvent("filechooser");
    await page.mouse.click(box.x + 12, box.y + box.height - 8);
    // A real PNG: each chosen document is uploaded at once, and the service judges it by its content.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b6e6d" } })
      .png()
      .toBuffer();
    await (await chooser).setFiles({ name: "photo.png", mimeType: "image/png", buffer: png });
    const chosen = page.getByRole("list", { name: "Chosen documents" }).getByRole("listitem");
    // A document is listed when it is ready to send, and a photo is made smaller first: a PDF dropped while the
    // photo is still being prepared is listed above it. Waiting keeps the order this test expects.
    await expect(chosen).toHaveText([/^photo\.png \(1 KB\)Remove(Uploading: \d+%|Uploaded)$/]);

    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["%PDF-1.4"], "police-report.pdf", { type: "application/pdf" }));
      return transfer;
    });
    await zone.dispatchEvent("dragover", { dataTransfer: dropped });
    await expect(zone).toHaveAttribute("data-dragging", "true");
    await zone.dispatchEvent("drop", { dataTransfer: dropped });
    await expect(zone).not.toHaveAttribute("data-dragging");
    await expect(chosen).toHaveText([
      /^photo\.png \(1 KB\)Remove(Uploading: \d+%|Uploaded)$/,
      /^police-report\.pdf \(1 KB\)Remove(Uploading: \d+%|Uploaded)$/,
    ]);
    await chosen.first().getByRole("button", { name: "Remove photo.png" }).click();
    await expect(chosen).toHaveText([/^police-report\.pdf \(1 KB\)Remove(Uploading: \d+%|Uploaded)$/]);
  });
});

test("a chosen document's row is as tall while it is prepared as once listed: the Submit button stays put", async ({
  page,
}) => {
  await at(page, 375, "/claims/");
  // The code that prepares documents is fetched when one is first chosen; held back, "Preparing…" shows a while.
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  // The button's place on the page in every frame from the one where the list first shows.
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>("#claims-form button[type=submit]")!;
    const places: number[] = [];
    Object.assign(window, { submitPlaces: places });
    const note = () => {
      if (document.querySelector('[aria-label="Chosen documents"]')) {
        places.push(button.getBoundingClientRect().top + window.scrollY);
      }
      requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  await page.getByLabel("Supporting documents").setInputFiles(pdfFile("police-report.pdf"));
  const row = page.getByRole("list", { name: "Chosen documents" }).getByRole("listitem");
  await expect(row).toHaveText(/^police-report\.pdf \(1 KB\)Preparing…$/);
  await expect(row).toHaveText(/^police-report\.pdf \(1 KB\)RemoveUploaded$/);

  const places = await page.evaluate(() => (window as unknown as { submitPlaces: number[] }).submitPlaces);
  expect(places.length).toBeGreaterThan(10);
  expect([...new Set(places)]).toEqual([places[0]]);
});

test.describe("Contact map", () => {
  for (const width of [375, 1280]) {
    test(`the map frame keeps its size when the map loads, its card centred, at ${width} px`, async ({ page }) => {
      await page.route("https://www.openstreetmap.org/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" }),
      );
      await at(page, width, "/contact/");
      const show = page.getByRole("button", { name: "Show Map" });
      const frame = show.locator("xpath=ancestor::div[2]");
      const card = show.locator("xpath=ancestor::div[1]");
      const [before, cardBox] = [(await frame.boundingBox())!, (await card.boundingBox())!];
      const left = cardBox.x - before.x;
      const right = before.x + before.width - (cardBox.x + cardBox.width);
      expect(left).toBeCloseTo(right, 0);
      await show.click();
      const map = page.locator('iframe[title="Visit Our Office"]');
      await expect(map).toBeVisible();
      const after = (await map.locator("xpath=..").boundingBox())!;
      expect(after.height).toBeCloseTo(before.height, 0);
      expect(after.width).toBeCloseTo(before.width, 0);
    });
  }
});

test.describe("Services page", () => {
  interface Category {
    id: string;
    title: string;
  }
  const categories = readData<Category[]>("categories.json");

  test("on a phone, jump links under the hero lead to each category, its heading clear of the header", async ({
    page,
  }) => {
    await at(page, 375, "/services/");
    const jump = page.getByRole("navigation", { name: "Jump to a category" });
    await expect(jump.getByRole("link")).toHaveText(categories.map((category) => category.title));
    const firstCategory = (await page.locator(`#${categories[0]!.id}`).boundingBox())!;
    const jumpBox = (await jump.boundingBox())!;
    expect(jumpBox.y + jumpBox.height).toBeLessThanOrEqual(firstCategory.y);
    for (const link of await jump.getByRole("link").all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }

    const last = categories.at(-1)!;
    await jump.getByRole("link", { name: last.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    const heading = page.locator(`#${last.id}`).getByRole("heading", { level: 2 });
    await expect(heading).toBeInViewport();
    const header = (await page.locator("header").first().boundingBox())!;
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});

test.describe("Footer", () => {
  for (const width of [375, 768, 1280]) {
    test(`the footer's rule and copyright span the content width at ${width} px`, async ({ page }) => {
      await at(page, width, "/");
      const container = page.locator("footer > div");
      const edges = await contentEdges(container);
      const copyright = page.locator("footer").getByText(/^© \d{4} /);
      const bottom = copyright.locator("xpath=..");
      const bottomBox = (await bottom.boundingBox())!;
      expect(bottomBox.x).toBeCloseTo(edges.left, 0);
      expect(bottomBox.x + bottomBox.width).toBeCloseTo(edges.right, 0);
      const columns = (await container.locator(":scope > div").first().boundingBox())!;
      expect(bottomBox.x + bottomBox.width).toBeGreaterThanOrEqual(columns.x + columns.width - 1);
      const copyrightBox = (await copyright.boundingBox())!;
      expect(copyrightBox.x + copyrightBox.width).toBeCloseTo(edges.right, 0);
    });
  }
});

test.describe("Chat button", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** The boxes of every line of visible text under the chat button. */
  async function textUnderChatButton(page: Page): Promise<string[]> {
    const button = (await page.getByRole("button", { name: "Chat with us" }).boundingBox())!;
    return page.evaluate((toggle) => {
      const hidden: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest("[data-needs-js] button, [aria-hidden=true]"))
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          const overlaps =
            line.right > toggle.x &&
            line.left < toggle.x + toggle.width &&
            line.bottom > toggle.y &&
            line.top < toggle.y + toggle.height;
          if (overlaps && line.width > 0) hidden.push(node.textContent.trim());
        }
      }
      return hidden;
    }, button);
  }

  for (const { path } of pageRoutes.slice(0, 8)) {
    test(`covers no text at the end of ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      expect(await textUnderChatButton(page)).toEqual([]);
    });
  }

  test("a link reached with Tab is scrolled clear of the chat button", async ({ page }) => {
    await page.goto("/");
    const exploreLinks = page.locator("#services").getByRole("link", { name: /^Explore / });
    const last = exploreLinks.last();
    // Put the link where the button floats: at the bottom right of the screen, then reach it with the keyboard.
    await last.evaluate((link) => {
      const box = link.getBoundingClientRect();
      window.scrollBy({ top: box.bottom - window.innerHeight + 4, behavior: "instant" });
    });
    await exploreLinks.nth(3).focus();
    await page.keyboard.press("Tab");
    await expect(last).toBeFocused();
    const button = (await page.getByRole("button", { name: "Chat with us" }).boundingBox())!;
    await expect
      .poll(async () => (await last.boundingBox())!.y + (await last.boundingBox())!.height)
      .toBeLessThanOrEqual(button.y);
  });
});
