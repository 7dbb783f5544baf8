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
// each test starts with none kept. V8's serializer cannot copy jsdom's File, so a File or Blob is kept as it is,
// as a browser keeps its bytes: the copy of a claim's documents is tested here too.
import "fake-indexeddb/auto";
import v8 from "node:v8";
function cloneKeepingBlobs<T>(value: T): T {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(cloneKeepingBlobs) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneKeepingBlobs(item)])) as T;
  }
  return v8.deserialize(v8.serialize(value)) as T;
}
if (typeof globalThis.structuredClone === "undefined") globalThis.structuredClone = cloneKeepingBlobs;
beforeEach(() => {
  if (typeof window !== "undefined") window.localStorage.clear();
});
