/** The result pages a browser's form post is answered with, as the service's tests write them. */
import fs from "node:fs";
import path from "node:path";
import { EMAIL_SLOT, MESSAGE_SLOT, REFERENCE_SLOT, resultPages } from "../../form-contract/shared/form-post";
import { writeHeadersFile } from "./helpers";

/** What Chromium sends when it navigates, as a form post does. */
export const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8";
export const SITE = "www.cowryshield.com.ng";

/** Result pages shaped as src/templates/form-result.tsx writes them, with a script that must not reach a visitor. */
export function writeResultPages(publicDir: string) {
  for (const pages of Object.values(resultPages)) {
    for (const [result, pagePath] of Object.entries(pages)) {
      const folder = path.join(publicDir, pagePath);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(
        path.join(folder, "index.html"),
        `<html><head><script>window.pagePath="${pagePath}"</script></head><body><main data-result="${result}">` +
          `<a href="/">Home</a><p>Your reference is <strong>${REFERENCE_SLOT}</strong>.</p>` +
          `<p data-copy="emailed">We have e-mailed a copy to <strong>${EMAIL_SLOT}</strong>.</p>` +
          `<p data-copy="withheld">We have not e-mailed a copy to <strong>${EMAIL_SLOT}</strong>: the limit.</p><ul>` +
          ["name", "insuranceType", "message", "agreement", "documents", "form"]
            .map((field) => `<li data-field="${field}"><strong>${field}<!-- -->:</strong> <!-- -->${MESSAGE_SLOT}</li>`)
            .join("") +
          `</ul></main></body></html>`,
      );
    }
  }
  writeHeadersFile(publicDir);
}
