/**
 * The bodies the API reads: JSON in UTF-8 only, a browser's URL-encoded form, and multipart claims with their
 * limits enforced while the body streams in; anything else is answered 415.
 */
import multipart from "@fastify/multipart";
import fp from "fastify-plugin";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from "../../../form-contract/claim/documents";
import { limits } from "../../../form-contract/shared/rules";
import { MAX_TEXT_FIELDS } from "../../submissions/client-errors";
import { acceptUrlEncodedForms } from "./url-encoded";
import { acceptUtf8JsonOnly } from "./utf8-json";

export const bodyParsersPlugin = fp(
  async (app) => {
    app.removeContentTypeParser("text/plain");
    acceptUtf8JsonOnly(app);
    acceptUrlEncodedForms(app);
    await app.register(multipart, {
      limits: {
        fileSize: MAX_DOCUMENT_BYTES,
        files: MAX_DOCUMENTS,
        // No `fields` limit here: busboy's stops reading text but hands over the next file already ended, and the
        // claims route counts text fields itself (MAX_TEXT_FIELDS). `parts` still caps the whole body.
        // Room for the longest text a form allows in UTF-8 (up to 4 bytes a character): busboy cuts longer
        // values silently, so a cut value is always still over the limit, and the schema refuses it.
        fieldSize: 4 * limits.longTextMax + 1024,
        parts: MAX_DOCUMENTS + MAX_TEXT_FIELDS,
        headerPairs: 100,
      },
    });
  },
  { name: "body-parsers" },
);
