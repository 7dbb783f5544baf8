import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompressSite } from "../../gatsby/rewrites/precompress";

function siteWith(files: Record<string, string | Buffer>): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), content);
  }
  return directory;
}

const script = "console.log('Cowry Shield');\n".repeat(100);
const page = `<!doctype html><html><body>${"<p>Motor insurance</p>".repeat(100)}</body></html>`;

describe("precompressSite", () => {
  it("writes a brotli and a gzip copy of each text file that decompress to the file itself", async () => {
    const site = siteWith({ "app-0123.js": script, "services/motor/index.html": page });
    await expect(precompressSite(site)).resolves.toBe(2);
    const files: [string, string][] = [
      ["app-0123.js", script],
      ["services/motor/index.html", page],
    ];
    for (const [name, text] of files) {
      const file = path.join(site, name);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(text);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(text);
      expect(fs.statSync(`${file}.br`).size).toBeLessThan(text.length / 10);
    }
  });

  it("leaves pictures and files under 1 KB alone", async () => {
    const site = siteWith({ "hero.avif": Buffer.alloc(4096, 7), "robots.txt": "User-agent: *\nAllow: /\n" });
    await expect(precompressSite(site)).resolves.toBe(0);
    expect(fs.readdirSync(site).sort()).toEqual(["hero.avif", "robots.txt"]);
  });

  it("deletes the copies an earlier build left for pages that are gone or have shrunk", async () => {
    const site = siteWith({
      "gone/index.html.br": "old",
      "gone/index.html.gz": "old",
      "small/index.html": "<p>Now short</p>",
      "small/index.html.br": "old",
      "downloads/rates.csv.gz": "an editor's own file",
    });
    await precompressSite(site);
    expect(fs.readdirSync(path.join(site, "gone"))).toEqual([]);
    expect(fs.readdirSync(path.join(site, "small"))).toEqual(["index.html"]);
    expect(fs.readdirSync(path.join(site, "downloads"))).toEqual(["rates.csv.gz"]);
  });
});
