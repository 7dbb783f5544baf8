/**
 * What the e-mails and the claim status page say of the brokerage, read at start from the editors' data files: its
 * name, inboxes and lines (COMPANY_FILE, data/company.json, plugins/company.ts) and, for the e-mails, what happens
 * after a claim or a quote request (NEXT_STEPS_FILE, data/next-steps.json, the same words the site shows). The build
 * checks both files against the content model; the service refuses to start on one it cannot use, naming the file
 * and the field.
 */
import fs from "node:fs";
import type { SubmissionKind } from "../storage/submissions/references";
import { StartupError } from "../startup-error";

export interface Brokerage {
  name: string;
  shortName: string;
  /** The quotes inbox (company.json's `email`): staff get quote requests there, visitors write to it. */
  email: string;
  claimsEmail: string;
  /** E.164, as company.json holds them. */
  mainLine: string;
  claimsHotline: string;
  /** E.164: the number the site's chat and the claim status page hand over to WhatsApp. */
  whatsappNumber: string;
  /** The brokerage's NAICOM licence (company.json's `trust.naicomLicence`), on a claim pack's cover sheet. */
  naicomLicence: string;
  /** What happens next, a sentence a line, for each form. */
  nextSteps: Record<SubmissionKind, string[]>;
}

function readJson(file: string): Record<string, unknown> {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch (error) {
    throw new StartupError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

function textIn(data: Record<string, unknown>, file: string, field: string): string {
  const value = data[field];
  if (typeof value !== "string" || value.trim() === "") throw new StartupError(`${file} has no text in ${field}`);
  return value;
}

function linesIn(data: Record<string, unknown>, file: string, field: string): string[] {
  const value = data[field];
  if (!Array.isArray(value) || value.length === 0 || !value.every((line) => typeof line === "string" && line.trim())) {
    throw new StartupError(`${file} must list at least one sentence in ${field}`);
  }
  return value as string[];
}

/** What COMPANY_FILE says of the brokerage: all of Brokerage but the next steps. */
export type Company = Omit<Brokerage, "nextSteps">;

export function readCompany(companyFile: string): Company {
  const company = readJson(companyFile);
  const [mainLine] = Array.isArray(company.phones) ? (company.phones as { number?: unknown }[]) : [];
  if (typeof mainLine?.number !== "string") throw new StartupError(`${companyFile} lists no phone line in phones`);
  const { naicomLicence } = (company.trust ?? {}) as { naicomLicence?: unknown };
  if (typeof naicomLicence !== "string" || naicomLicence.trim() === "") {
    throw new StartupError(`${companyFile} has no text in trust.naicomLicence`);
  }
  return {
    name: textIn(company, companyFile, "name"),
    shortName: textIn(company, companyFile, "shortName"),
    email: textIn(company, companyFile, "email"),
    claimsEmail: textIn(company, companyFile, "claimsEmail"),
    mainLine: mainLine.number,
    claimsHotline: textIn(company, companyFile, "claimsHotline"),
    whatsappNumber: textIn(company, companyFile, "whatsappNumber"),
    naicomLicence,
  };
}

export function readBrokerage(company: Company, nextStepsFile: string): Brokerage {
  const nextSteps = readJson(nextStepsFile);
  return {
    ...company,
    nextSteps: { claim: linesIn(nextSteps, nextStepsFile, "claim"), quote: linesIn(nextSteps, nextStepsFile, "quote") },
  };
}
