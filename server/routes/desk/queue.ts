/**
 * GET /desk/: the queue, narrowed by the filters in the address (none of them personal: a kind, a step's key, an
 * owner's staff id, a count's key, whether closed ones are shown). POST /desk/: the same with a search, a name or an
 * e-mail, which stays out of the address. A value the form never offers is read as the filter's default; `page`
 * as the first page.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { stepsOf, type SubmissionKind } from "../../../form-contract/steps/steps";
import { DESK_PATHS } from "../../desk/desk-paths";
import { QUEUE_PAGE_ROWS, queuePage } from "../../desk/pages/queue-page";
import { QUEUE_ONLY } from "../../storage/desk-progress/queue-counts";
import {
  createSubmissionQueue,
  type ClosedFilter,
  type OwnerFilter,
  type QueueFilters,
  type QueueOrder,
} from "../../storage/desk-progress/submission-queue";

type Sent = Record<string, unknown> | undefined;

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((candidate) => candidate === value);

const allSteps = Object.values(stepsOf)
  .flat()
  .map((step) => step.key);

const MAX_SEARCH_LENGTH = 200;

/** Anyone's, mine, nobody's, or a staff member's id (whether or not there is one: it then keeps nothing). */
function ownerOf(sent: unknown): OwnerFilter {
  if (typeof sent === "string" && /^[1-9]\d{0,8}$/.test(sent)) return Number(sent);
  return oneOf<Exclude<OwnerFilter, number>>(sent, ["anyone", "mine", "nobody"]) ?? "anyone";
}

export function queueFilters(sent: Sent): QueueFilters {
  const search = typeof sent?.search === "string" ? sent.search.trim().slice(0, MAX_SEARCH_LENGTH) : "";
  const kind = oneOf<SubmissionKind>(sent?.kind, ["claim", "quote"]);
  const step = oneOf(sent?.step, allSteps);
  const only = oneOf(sent?.only, QUEUE_ONLY);
  // The closed ones with the open are for a search: all of them, unsearched, are no list to work from.
  const closed = oneOf<ClosedFilter>(sent?.closed, search ? ["included", "recent"] : ["recent"]);
  return {
    ...(kind && { kind }),
    ...(step && { step }),
    owner: ownerOf(sent?.owner),
    ...(only && { only }),
    ...(closed && { closed }),
    order: oneOf<QueueOrder>(sent?.order, ["work", "days-left", "newest"]) ?? "work",
    ...(search && { search }),
  };
}

/** The page of the queue asked for, from 1. */
export const queuePageNumber = (sent: Sent): number =>
  typeof sent?.page === "string" && /^[1-9]\d{0,5}$/.test(sent.page) ? Number(sent.page) : 1;

export const queueRoute: FastifyPluginAsync = async (app) => {
  const queue = createSubmissionQueue(app.db);
  function show(request: FastifyRequest, reply: FastifyReply, sent: Sent) {
    const filters = queueFilters(sent);
    const now = new Date();
    const found = queue.open(filters, request.staffMember.id, {
      requested: queuePageNumber(sent),
      perPage: QUEUE_PAGE_ROWS,
      now,
    });
    app.desk.record.queueViewed("search" in filters, { staffId: request.staffMember.id, address: request.ip }, now);
    const page = queuePage(request.staffMember, filters, found, {
      counts: queue.counts(now),
      staff: app.desk.staff.all(),
      now,
    });
    return reply.type("text/html; charset=utf-8").send(page);
  }
  app.get<{ Querystring: Sent }>(DESK_PATHS.home, async (request, reply) => show(request, reply, request.query));
  app.post<{ Body: Sent }>(DESK_PATHS.home, async (request, reply) => show(request, reply, request.body));
};
