import "@testing-library/jest-dom";
import { useStaticQuery } from "gatsby";
import company from "./data/company.json";
import nextSteps from "./data/next-steps.json";
import offices from "./data/offices.json";
import { TextEncoder } from "node:util";

// react-dom/server needs it, and jsdom lacks it: tests of hydration render the server's HTML in the same document.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder });

// Components reach site-wide data through small static-query hooks; in tests they get the real data files.
(useStaticQuery as jest.Mock).mockImplementation(() => ({
  companyJson: company,
  nextStepsJson: nextSteps,
  allOfficesJson: { nodes: offices.map(({ id, ...office }) => ({ jsonId: id, ...office })) },
  site: { buildTime: "2026", siteMetadata: { siteUrl: "https://www.cowryshield.com.ng" } },
}));

// The forms keep their copy in IndexedDB, which jsdom lacks (with the structuredClone it stores values by);
// each test starts with none kept. jsdom's File cannot be cloned this way: the copy of a claim's documents is
// tested in Chromium (e2e/claim-resilience.spec.ts).
import "fake-indexeddb/auto";
import v8 from "node:v8";
if (typeof globalThis.structuredClone === "undefined") {
  globalThis.structuredClone = <T>(value: T): T => v8.deserialize(v8.serialize(value)) as T;
}
beforeEach(() => {
  if (typeof window !== "undefined") window.localStorage.clear();
});
