/**
 * GET /desk/figures: the claims figures for the period the address names (`?period=2026-Q4`, `2026-11`, `2026`),
 * the quarter of today in Lagos for none or for one the form never offers. GET /desk/figures/by-insurer.csv and
 * by-class.csv: each table for the same period as a CSV attachment, never kept by a cache (the desk's headers).
 */
import type { FastifyPluginAsync } from "fastify";
import { claimFigures, type ClaimFigures, type FiguresRow } from "../../desk/claim-figures";
import { DESK_PATHS } from "../../desk/desk-paths";
import { figuresCsv } from "../../desk/figures-csv";
import { periodChoices, quarterOfDay, type Period, type PeriodKind } from "../../desk/figures-period";
import { figuresPage } from "../../desk/pages/figures-page";
import { lagosDate } from "../../mail/lagos-time";
import { claimHistoryReader } from "../../storage/desk-progress/claim-histories";

type Query = { Querystring: { period?: unknown } };

export const figuresRoute: FastifyPluginAsync = async (app) => {
  const histories = claimHistoryReader(app.db);

  /** The periods offered on the day of `now`, and the one asked for among them. */
  function periodsFor(asked: unknown, now: Date): { period: Period; choices: Record<PeriodKind, Period[]> } {
    const first = histories.firstReceivedAt();
    const choices = periodChoices(Number(lagosDate(first === undefined ? now : new Date(first)).slice(0, 4)), now);
    const offered = Object.values(choices).flat();
    return { period: offered.find((period) => period.key === asked) ?? quarterOfDay(now), choices };
  }

  const figuresOf = (period: Period, now: Date): ClaimFigures =>
    claimFigures(
      histories.between(period.start, period.end),
      period,
      app.desk.insurers.list().map((insurer) => insurer.name),
      now,
    );

  app.get<Query>(DESK_PATHS.figures, async (request, reply) => {
    const now = new Date();
    const { period, choices } = periodsFor(request.query.period, now);
    const page = figuresPage({ person: request.staffMember, figures: figuresOf(period, now), choices, now });
    return reply.type("text/html; charset=utf-8").send(page);
  });

  /** The table `rowsOf` picks, its rows named under `heading`, downloaded as `claims-NAME-PERIOD.csv`. */
  const csv = (path: string, name: string, heading: string, rowsOf: (figures: ClaimFigures) => FiguresRow[]) =>
    app.get<Query>(path, async (request, reply) => {
      const now = new Date();
      const { period } = periodsFor(request.query.period, now);
      return reply
        .type("text/csv; charset=utf-8; header=present")
        .header("Content-Disposition", `attachment; filename="claims-${name}-${period.key}.csv"`)
        .header("Cache-Control", "no-store")
        .send(figuresCsv(heading, rowsOf(figuresOf(period, now))));
    });
  csv(DESK_PATHS.figuresByInsurerCsv, "by-insurer", "Insurer", (figures) => figures.byInsurer);
  csv(DESK_PATHS.figuresByClassCsv, "by-class", "Class", (figures) => figures.byClass);
};
