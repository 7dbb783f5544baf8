/** Random tokens handed to a browser or printed for a person (sessions, registration links), and how they are kept. */
import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: more than ASVS's 128 for a session token. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a token: its SHA-256, so that a copy of the database opens no session. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
