/** Submission references as staff quote them on the phone: QTE-2026-000045, CLM-2026-000123. */
export const referencePrefixes = { quote: "QTE", claim: "CLM" } as const;

export type SubmissionKind = keyof typeof referencePrefixes;

/** A reference exactly as formatReference writes it, and nothing else (no separator, no ".."). */
export const REFERENCE = /^(QTE|CLM)-\d{4}-\d{6,}$/;

export function formatReference(kind: SubmissionKind, year: number, sequence: number): string {
  return `${referencePrefixes[kind]}-${year}-${String(sequence).padStart(6, "0")}`;
}

// Staff and visitors count years in Lagos: a claim filed at 00:30 on 1 January there belongs to the new year.
const lagosYear = new Intl.DateTimeFormat("en", { timeZone: "Africa/Lagos", year: "numeric" });

export function referenceYear(now: Date): number {
  return Number(lagosYear.format(now));
}
