/**
 * A browser's own form post (scripts off) is answered with a page the build made (form-post.ts): a stored one
 * is sent on to its sent page (stored-answer.ts), a refused or failed one gets its result page filled in
 * (result-pages.ts). Pages posted from a separately hosted site (ALLOWED_ORIGINS) link back to it.
 */
import fp from "fastify-plugin";
import { allowedSiteOf } from "../cross-site-guard";
import { createResultPages, type SendResultPage } from "./result-pages";
import { createStoredAnswer, type AnswerStored } from "./stored-answer";

declare module "fastify" {
  interface FastifyInstance {
    /** The result page of a browser's own form post, filled in and sent with its status. */
    sendResultPage: SendResultPage;
    /** A stored submission's answer: 201 and its reference as JSON, or 303 to the form post's sent page. */
    answerStored: AnswerStored;
    /** The separately hosted site a request was posted from, or undefined. */
    siteOriginOf: (request: FastifyRequest) => string | undefined;
  }
}

export const formPostsPlugin = fp<{ publicDir: string; allowedOrigins: readonly string[] }>(
  async (app, { publicDir, allowedOrigins }) => {
    const siteOriginOf = allowedSiteOf(allowedOrigins);
    app.decorate("siteOriginOf", siteOriginOf);
    app.decorate("sendResultPage", createResultPages(publicDir, app.siteHeaders, siteOriginOf));
    app.decorate("answerStored", createStoredAnswer(app.receipts, app.emailedCopyOf, siteOriginOf));
  },
  { name: "form-posts", dependencies: ["site-headers", "stores"] },
);
