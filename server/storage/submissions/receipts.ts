/**
 * Receipts: the random name under which a browser that posted a form itself finds its sent page
 * (server/plugins/form-posts/stored-answer.ts). Kept in the submission's own row, so erasing the submission forgets it too; it
 * names nothing about the visitor, and is only ever read from a query string, which no log keeps.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../database/database";
import type { SubmissionKind } from "./references";
import { writeTransaction } from "../database/write-transaction";

/** 128 random bits, base64url: nobody finds another visitor's page by trying. */
const RECEIPT = /^[A-Za-z0-9_-]{22}$/;

export function createReceipts(db: Db) {
  const receiptOf = db.prepare<[string], { receipt: string | null }>(
    "SELECT receipt FROM submissions WHERE reference = ?",
  );
  const setReceipt = db.prepare<[string, string]>("UPDATE submissions SET receipt = ? WHERE reference = ?");
  const submissionOf = db.prepare<[string], { reference: string; kind: SubmissionKind }>(
    "SELECT reference, kind FROM submissions WHERE receipt = ?",
  );

  return {
    /** The stored submission's receipt, made the first time it is asked for: a repeated post gets the same one. */
    issue: writeTransaction(db, (reference: string): string => {
      const stored = receiptOf.get(reference);
      if (!stored) throw new Error(`No submission ${reference} to give a receipt for`);
      if (stored.receipt) return stored.receipt;
      const receipt = randomBytes(16).toString("base64url");
      setReceipt.run(receipt, reference);
      return receipt;
    }),
    /** The submission a receipt names, or undefined for anything else (erased, mistyped, made up). */
    find(receipt: unknown): { reference: string; kind: SubmissionKind } | undefined {
      return typeof receipt === "string" && RECEIPT.test(receipt) ? submissionOf.get(receipt) : undefined;
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
