/**
 * The claim status page's only script, bundled by `npm run build:server` into server/dist/claim-status/ with the
 * photo worker as a file of its own, whose address its script tag's data-worker gives (pages/upload-script.ts):
 * the page's CSP allows no inline script and no worker but a file of the service's.
 */
import { photoPreparer } from "../../../upload-client/photos/photo-preparer";
import { enhanceUploadForms } from "./upload-form";

const workerAddress = (document.currentScript as HTMLScriptElement | null)?.dataset.worker;

void enhanceUploadForms(document, {
  // A worker that cannot start leaves the photo as chosen.
  preparePhoto: photoPreparer(() => {
    if (!workerAddress) throw new Error("The script tag names no photo worker");
    return new Worker(workerAddress);
  }),
  go: (page) => window.location.assign(page),
});
