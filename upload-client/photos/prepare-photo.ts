/**
 * The claim form's preparePhoto (photo-preparer.ts), with its worker started as webpack bundles it
 * (start-shrink-worker.ts). Load it with `import()` when files are chosen: nothing of it is needed before.
 */
import { photoPreparer } from "./photo-preparer";
import { startShrinkWorker } from "./start-shrink-worker";

export type { PreparedDocument } from "./photo-preparer";

export const preparePhoto = photoPreparer(startShrinkWorker);
