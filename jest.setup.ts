import "@testing-library/jest-dom";
import { useStaticQuery } from "gatsby";
import company from "./data/company.json";
import offices from "./data/offices.json";
import { TextEncoder } from "node:util";

// react-dom/server needs it, and jsdom lacks it: tests of hydration render the server's HTML in the same document.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder });

// Components reach site-wide data through small static-query hooks; in tests they get the real data files.
(useStaticQuery as jest.Mock).mockImplementation(() => ({
  companyJson: company,
  allOfficesJson: { nodes: offices.map(({ id, ...office }) => ({ jsonId: id, ...office })) },
  site: { buildTime: "2026", siteMetadata: { siteUrl: "https://www.cowryshield.com.ng" } },
}));
