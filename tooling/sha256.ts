/** The SHA-256 of some bytes in hex, as the service records it for each document it stores. */
import { createHash } from "node:crypto";

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
