/** A small built site in a fresh temporary project folder: pages, a hashed script, a picture, page data. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const inline = 'window.pagePath="/about";';

/** Writes the site into `<new project>/public` and returns that folder; `changes` replace or add files. */
export function builtSite(changes: Record<string, string> = {}): string {
  const directory = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hosting-")), "public");
  const files: Record<string, string> = {
    "index.html": "<html><body><h1>Home</h1><script>window.x=1</script></body></html>",
    "about/index.html": `<html><body><script>${inline}</script><script src="/app-0123456789ab.js"></script></body></html>`,
    "services/404.html":
      '<html><body><h1>Product Not Found</h1><a href="/services/">Back to Services</a><script>window.y=2</script></body></html>',
    "services/motor-insurance/index.html": "<html><body><h1>Motor Insurance</h1></body></html>",
    "404.html": "<html><body>Page Not Found</body></html>",
    "app-0123456789ab.js": "console.log(1)",
    "app-0123456789ab.js.br": "compressed",
    "static/0a1b/hero.avif": "picture",
    "robots.txt": "User-agent: *",
    "page-data/about/page-data.json": "{}",
    ...changes,
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), content);
  }
  return directory;
}
