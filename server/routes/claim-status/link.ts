/**
 * A status link. GET shows one button, "Show my claim", and spends nothing, so a mail scanner that fetches the
 * link leaves it usable. The button posts the token in the body; the post spends the link, starts a session for
 * that claim alone, and answers 303 to the claim's page, whose address holds no token. A used or expired link
 * says so (410) and offers to send a new one, unless the browser still has a live session on the link's claim:
 * then it is sent on to the claim's page (303), as a customer opening their e-mail's link again expects. That gives
 * such a browser nothing it lacks, since it can open the page at its address; a used link alone, forwarded or
 * opened in another browser, still opens nothing, and a session on another claim changes nothing either. A link
 * followed from another site (a webmail's page) comes without the session's cookie, which is SameSite=Strict: its
 * "no longer works" then asks for itself again at once (a meta refresh, no script), a request from this origin,
 * which the cookie goes with, and which is answered as above. The
 * post is taken from the link's own page only (PUBLIC_ORIGIN), so that another site cannot sign a visitor's
 * browser in to a claim of its choosing.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { CLAIM_STATUS_PATHS, claimPagePath } from "../../claim-status/claim-status-paths";
import { linkNotUsablePage, openLinkPage } from "../../claim-status/pages/link-pages";
import { CLAIM_SESSION_COOKIE } from "../../session-cookies";
import { refuseOtherOrigins } from "../desk/same-origin";
import { STATUS_HEADERS } from "../../claim-status/pages/status-page";

const tokenOf = (source: unknown) => {
  const token = typeof source === "object" && source !== null ? (source as { token?: unknown }).token : undefined;
  return typeof token === "string" ? token : "";
};

const page = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).headers(STATUS_HEADERS).type("text/html; charset=utf-8").send(html);

/** Visits per address per minute: a person opening their e-mailed link, never a guess at one (256 bits). */
const LINK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export const linkRoute: FastifyPluginAsync<{ publicOrigin: string }> = async (app, { publicOrigin }) => {
  const { claimStatus, statusLinks, submissions } = app;
  const config = { rateLimit: LINK_RATE_LIMIT };
  app.addHook(
    "onRequest",
    refuseOtherOrigins(publicOrigin, "The claim status pages accept requests from their own pages only."),
  );

  const toClaimPage = (reply: FastifyReply, reference: string) =>
    reply.headers(STATUS_HEADERS).redirect(claimPagePath(reference), 303);

  /** A link that no longer works: the claim's page for a browser with a live session on its claim, else 410. */
  function notUsable(request: FastifyRequest, reply: FastifyReply, token: string) {
    const submissionId = statusLinks.claimOf(token);
    const claim =
      submissionId !== undefined && claimStatus.sessionClaim(request) === submissionId
        ? submissions.byId(submissionId)
        : undefined;
    if (claim) return toClaimPage(reply, claim.reference);
    const withheldCookie =
      request.headers["sec-fetch-site"] === "cross-site" && request.cookies[CLAIM_SESSION_COOKIE] === undefined;
    return page(reply, 410, linkNotUsablePage({ reload: request.method === "GET" && withheldCookie }));
  }

  app.get(CLAIM_STATUS_PATHS.link, { config }, async (request, reply) => {
    const token = tokenOf(request.query);
    return statusLinks.check(token) === "not usable"
      ? notUsable(request, reply, token)
      : page(reply, 200, openLinkPage(token));
  });

  app.post(CLAIM_STATUS_PATHS.link, { config, bodyLimit: 1024 }, async (request, reply) => {
    const token = tokenOf(request.body);
    const submissionId = statusLinks.use(token);
    const claim = submissionId === undefined ? undefined : submissions.byId(submissionId);
    if (submissionId === undefined || claim === undefined) return notUsable(request, reply, token);
    claimStatus.startSession(reply, submissionId);
    app.desk.record.claimPageOpened(claim.reference, request.ip, new Date());
    return toClaimPage(reply, claim.reference);
  });
};
