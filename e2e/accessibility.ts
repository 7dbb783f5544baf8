/**
 * What every page of the desk and of the customer's claim is held to at each width a test sets: axe at WCAG 2.2 AA
 * and its best practices, each violation named with its elements so that a failure says where, and no sideways
 * scroll. Screenshots go to e2e/screenshots/, to be looked at.
 */
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const SCREENSHOTS = path.join(__dirname, "screenshots");

export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}
