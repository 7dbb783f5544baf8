/**
 * The script tag of a claim status page with an upload form (server/claim-status/browser/document-upload.ts). The
 * page's CSP allows no inline script, so the photo worker's address goes on the tag, as data-worker. Both
 * addresses name their content (routes/claim-status/assets.ts).
 */
import { escaped, type SafeHtml } from "../../safe-html";

export interface UploadScriptAddresses {
  script: string;
  worker: string;
}

export const uploadScriptTag = ({ script, worker }: UploadScriptAddresses): SafeHtml =>
  escaped`<script defer src="${script}" data-worker="${worker}"></script>`;
