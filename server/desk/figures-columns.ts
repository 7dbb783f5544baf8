/**
 * The columns of the figures' tables, the same on the page and in each table's CSV: the counts, then each interval's
 * median and 90th percentile in days.
 */
import type { DaysFigures, Figures } from "./claim-figures";

export interface CountColumn {
  heading: string;
  value: (figures: Figures) => number;
  /** An amount in kobo, shown in naira. */
  naira?: boolean;
}

export interface DaysColumn {
  heading: string;
  days: (figures: Figures) => DaysFigures;
}

export const COUNT_COLUMNS: readonly CountColumn[] = [
  { heading: "Received", value: (figures) => figures.received },
  { heading: "Sent to insurer", value: (figures) => figures.sent },
  { heading: "Offers made", value: (figures) => figures.offered },
  { heading: "Settled", value: (figures) => figures.settled },
  { heading: "Settled (naira)", value: (figures) => figures.settledKobo, naira: true },
  { heading: "Declined", value: (figures) => figures.declined },
  { heading: "Withdrawn", value: (figures) => figures.withdrawn },
  { heading: "Still open", value: (figures) => figures.open },
  { heading: "Open past 60 days", value: (figures) => figures.pastSixty },
];

export const DAYS_COLUMNS: readonly DaysColumn[] = [
  { heading: "Days received to sent", days: (figures) => figures.receivedToSent },
  { heading: "Days sent to offer", days: (figures) => figures.sentToOffer },
  { heading: "Days received to paid", days: (figures) => figures.receivedToPaid },
];

/** Each interval's two columns' headings. */
export const MEDIAN = "median";
export const NINETIETH = "90th percentile";
