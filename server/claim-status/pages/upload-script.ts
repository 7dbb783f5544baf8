/**
 * What a claim status page with an upload form carries to load its upload script (server/claim-status/browser/
 * document-upload.ts, 22 kB as sent): a few bytes inline that add the script when the customer first touches an
 * upload form (a tap, a focus, a file chosen), or once the page has loaded when the phone holds a send a reload cut
 * short (the drafts' mark in localStorage, draft-marker.ts), so that it resumes by itself. Until then the page
 * costs no script: with a deferred tag in the head its LCP on the bench's low-end profile was 1.9 s, over the
 * 1.5 s budget, and loaded at `load` still 1.52 s. A Send pressed before the script has come posts the plain form,
 * which works as well. The page's CSP allows this one inline script by its hash (UPLOAD_LOADER_SOURCE); the
 * script's and its photo worker's addresses, which name their content (routes/claim-status/assets.ts), go on its
 * tag, the worker's to be read by the script as data-worker.
 */
import { createHash } from "node:crypto";
import { MARKER } from "../../../upload-client/kept/draft-marker";
import { escaped, type SafeHtml } from "../../safe-html";
import { KEPT_SENDS_COPY } from "../kept-sends-copy";

export interface UploadScriptAddresses {
  script: string;
  worker: string;
}

const LOADER = [
  "(function(tag){",
  "var loaded=false;",
  "function load(){if(loaded)return;loaded=true;",
  'var script=document.createElement("script");script.src=tag.src;script.dataset.worker=tag.worker;',
  "document.body.appendChild(script)}",
  `try{if(JSON.parse(localStorage.getItem(${JSON.stringify(MARKER)})||"{}")[${JSON.stringify(KEPT_SENDS_COPY)}]!==undefined)`,
  'addEventListener("load",load)}catch(error){}',
  '["pointerdown","focusin","change"].forEach(function(type){document.addEventListener(type,function(event){',
  'if(event.target instanceof Element&&event.target.closest("form.upload"))load()},true)})',
  "})(document.currentScript.dataset)",
].join("");

/** The loader, as the page's CSP names it. */
export const UPLOAD_LOADER_SOURCE = `'sha256-${createHash("sha256").update(LOADER).digest("base64")}'`;

export const uploadScriptTag = ({ script, worker }: UploadScriptAddresses): SafeHtml =>
  escaped`<script data-src="${script}" data-worker="${worker}">${{ markup: LOADER }}</script>`;
