/** The tus requests a client sends, over real HTTP to a listening service, for the uploads' tests. */
import { Metadata } from "@tus/server";
import assert from "node:assert/strict";
import type { FastifyInstance } from "fastify";
import { CLAIM_KEY_HEADER, UPLOADS_PATH, uploadIdOf, uploadMetadataKeys } from "../../form-contract/claim/uploads";
import type { ClaimFormValues } from "../../form-contract/claim/schema";
import { validClaimFields } from "../../tooling/sample-submissions";

/** A valid claim's values, for building the JSON that names its uploads (buildClaimWithUploads). */
export const claimValues = {
  ...validClaimFields,
  notARobot: true,
  company_website: "",
  documents: [],
} as unknown as ClaimFormValues;

export interface Document {
  name: string;
  bytes: Buffer;
  type?: string;
}

export const TUS_RESUMABLE = { "tus-resumable": "1.0.0" };

/** The Upload-Metadata header a form sends for a document. */
export function uploadMetadata(document: Pick<Document, "name" | "type">): string {
  return Metadata.stringify({
    [uploadMetadataKeys.name]: document.name,
    [uploadMetadataKeys.type]: document.type ?? "application/pdf",
  });
}

/** The header that names an upload's claim key, as the form sends it on every upload request. */
export const claimKeyHeader = (claimKey: string) => ({ [CLAIM_KEY_HEADER.toLowerCase()]: claimKey });

/** The service listening on a free port of this machine; answers its address. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  assert.ok(address && typeof address === "object");
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A tus client as the form is one: each request about an upload carries the claim key the upload was created
 * with, unless the test's own headers say otherwise.
 */
export function tusClient(base: string) {
  const url = (location: string) => new URL(location, base);
  const keys = new Map<string, string>();
  const ownKey = (location: string): Record<string, string> => {
    const key = keys.get(url(location).pathname);
    return key === undefined ? {} : claimKeyHeader(key);
  };
  const client = {
    async create(document: Document, claimKey: string, headers: Record<string, string> = {}) {
      const answer = await fetch(url(UPLOADS_PATH), {
        method: "POST",
        headers: {
          ...TUS_RESUMABLE,
          "upload-length": String(document.bytes.length),
          "upload-metadata": uploadMetadata(document),
          ...claimKeyHeader(claimKey),
          ...headers,
        },
      });
      const location = answer.headers.get("location");
      if (location) keys.set(url(location).pathname, claimKey);
      return answer;
    },
    patch(location: string, offset: number, bytes: Buffer, headers: Record<string, string> = {}) {
      return fetch(url(location), {
        method: "PATCH",
        headers: {
          ...TUS_RESUMABLE,
          "content-type": "application/offset+octet-stream",
          "upload-offset": String(offset),
          ...ownKey(location),
          ...headers,
        },
        body: new Uint8Array(bytes),
      });
    },
    head(location: string, headers: Record<string, string> = {}) {
      return fetch(url(location), { method: "HEAD", headers: { ...TUS_RESUMABLE, ...ownKey(location), ...headers } });
    },
    delete(location: string, headers: Record<string, string> = {}) {
      return fetch(url(location), { method: "DELETE", headers: { ...TUS_RESUMABLE, ...ownKey(location), ...headers } });
    },
    /** Creates the upload and sends it whole; answers its id, or fails the test. */
    async upload(document: Document, claimKey: string): Promise<string> {
      const created = await client.create(document, claimKey);
      assert.equal(created.status, 201, await created.text());
      const location = created.headers.get("location")!;
      const sent = await client.patch(location, 0, document.bytes);
      assert.equal(sent.status, 204, await sent.text());
      return uploadIdOf(location);
    },
    /** POST /api/claims as JSON. */
    claim(body: unknown, headers: Record<string, string> = {}) {
      return fetch(url("/api/claims"), {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    },
  };
  return client;
}
