/**
 * GET /desk/: the queue, narrowed by the filters in the address. POST /desk/: the same with a search, which stays
 * out of the address. A value the form never offers is read as the filter's default; `page` as the first page.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { stepsOf, type SubmissionKind } from "../../../form-contract/steps/steps";
import { DESK_PATHS } from "../../desk/desk-paths";
import { QUEUE_PAGE_ROWS, queuePage } from "../../desk/pages/queue-page";
import {
  createSubmissionQueue,
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

export function queueFilters(sent: Sent): QueueFilters {
  const search = typeof sent?.search === "string" ? sent.search.trim().slice(0, MAX_SEARCH_LENGTH) : "";
  const kind = oneOf<SubmissionKind>(sent?.kind, ["claim", "quote"]);
  const step = oneOf(sent?.step, allSteps);
  return {
    ...(kind && { kind }),
    ...(step && { step }),
    owner: oneOf<OwnerFilter>(sent?.owner, ["anyone", "mine", "nobody"]) ?? "anyone",
    order: oneOf<QueueOrder>(sent?.order, ["newest", "days-left"]) ?? "newest",
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
    const found = queue.open(filters, request.staffMember.id, {
      requested: queuePageNumber(sent),
      perPage: QUEUE_PAGE_ROWS,
    });
    app.desk.record.queueViewed(
      "search" in filters,
      { staffId: request.staffMember.id, address: request.ip },
      new Date(),
    );
    return reply.type("text/html; charset=utf-8").send(queuePage(request.staffMember, filters, found));
  }
  app.get<{ Querystring: Sent }>(DESK_PATHS.home, async (request, reply) => show(request, reply, request.query));
  app.post<{ Body: Sent }>(DESK_PATHS.home, async (request, reply) => show(request, reply, request.body));
};
