/**
 * Rewrites Gatsby's script tags so the app's code is fetched only once the page has loaded and painted.
 *
 * Gatsby emits <script async> tags that start downloading alongside the hero picture and run the
 * moment they arrive, holding up the picture's paint on a phone (Largest Contentful Paint). The
 * content is all in the HTML; the scripts only make it interactive, so they can wait for `load`.
 * They still run in their original order (async=false on inserted scripts keeps it).
 *
 * The loader takes the place of the first tag, inside Gatsby's scripts slice: a warm build stitches a
 * fresh slice over the old one, so the page again ends up with exactly one loader.
 */
import fs from "node:fs";
import path from "node:path";

const scriptTag = /<script src="(\/[\w.-]+\.js)" async=""><\/script>|<script src="(\/[\w.-]+\.js)" async><\/script>/g;

const loaderMark = "\u0000app-scripts-loader\u0000";

export function deferAppScripts(html: string): string {
  const sources: string[] = [];
  const rewritten = html.replace(scriptTag, (_tag, quoted: string | undefined, bare: string | undefined) => {
    sources.push((quoted ?? bare)!);
    return sources.length === 1 ? loaderMark : "";
  });
  if (sources.length === 0) return html;
  const loader =
    `<script>addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){` +
    `${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)})` +
    `})})})</script>`;
  return rewritten.replace(loaderMark, loader);
}

function htmlFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Applies the rewrite to every built page; returns how many pages it changed. */
export function deferAppScriptsInSite(publicDirectory: string): number {
  let changed = 0;
  for (const file of htmlFiles(publicDirectory)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = deferAppScripts(html);
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      changed += 1;
    }
  }
  return changed;
}
