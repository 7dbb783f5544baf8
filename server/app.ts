/**
 * The submissions service: the API, and the built site served with its caching and security headers. Plugins
 * first, for what every route shares (plugins/), then one plugin per path (routes/).
 */
import Fastify from "fastify";
import type { Config } from "./config";
import { createRelayTransport } from "./mail/relay-transport";
import { bodyParsersPlugin } from "./plugins/body-parsers";
import { claimStatusPlugin } from "./plugins/claim-status";
import { companyPlugin } from "./plugins/company";
import { compressionPlugin } from "./plugins/compression";
import { corsPlugin } from "./plugins/cors";
import { crossSiteGuardPlugin } from "./plugins/cross-site-guard";
import { databasePlugin } from "./plugins/database";
import { deskHostPlugin } from "./plugins/desk-host";
import { deskSessionsPlugin } from "./plugins/desk-sessions";
import { errorAnswersPlugin } from "./plugins/error-answers";
import { formPostsPlugin } from "./plugins/form-posts";
import { mailPlugin } from "./plugins/mail";
import { mailboxPlugin } from "./plugins/mailbox";
import { notFoundPlugin } from "./plugins/not-found";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { schedulesPlugin } from "./plugins/schedules";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { sitePlugin } from "./plugins/site";
import { siteHeadersPlugin } from "./plugins/site-headers";
import { storesPlugin } from "./plugins/stores";
import { claimStatusRoute } from "./routes/claim-status";
import { claimsRoute } from "./routes/claims";
import { deskRoute } from "./routes/desk";
import { healthRoute } from "./routes/health";
import { quoteRequestsRoute } from "./routes/quote-requests";
import { sentPagesRoute } from "./routes/sent-pages";
import { uploadsRoute } from "./routes/uploads";
import { serverOptions, type LogOptions } from "./server-options";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}

export async function buildApp(config: Config, options: LogOptions = {}) {
  // Made first: an SMTP_URL that would send mail in clear stops the start before anything is opened.
  const transporter = config.smtpUrl ? createRelayTransport(config.smtpUrl) : undefined;
  const { publicDir, allowedOrigins } = config;
  const app = Fastify(serverOptions(config, options));
  app.decorate("config", config);

  // First: on the desk's host nothing else answers, and on the site's the desk does not (not even its refusals).
  await app.register(deskHostPlugin, { deskOrigin: config.deskOrigin });

  await app.register(siteHeadersPlugin, { publicDir });
  await app.register(databasePlugin, { dataDir: config.dataDir });
  await app.register(storesPlugin, { config });
  await app.register(companyPlugin, { companyFile: config.companyFile });
  await app.register(mailPlugin, { config, transporter });
  await app.register(schedulesPlugin, { config });
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(corsPlugin, { allowedOrigins });
  await app.register(crossSiteGuardPlugin, { allowedOrigins });
  await app.register(rateLimitPlugin);
  await app.register(bodyParsersPlugin);
  await app.register(formPostsPlugin, { publicDir, allowedOrigins });
  await app.register(notFoundPlugin, { publicDir });
  await app.register(errorAnswersPlugin);
  await app.register(deskSessionsPlugin, {
    deskOrigin: config.deskOrigin,
    mailsCustomers: config.smtpUrl !== undefined,
  });
  await app.register(claimStatusPlugin, { config });
  await app.register(mailboxPlugin, { config });

  await app.register(healthRoute);
  await app.register(quoteRequestsRoute);
  await app.register(claimsRoute);
  await app.register(sentPagesRoute);
  await app.register(uploadsRoute);
  await app.register(claimStatusRoute, { publicOrigin: config.publicOrigin });
  await app.register(deskRoute, { deskOrigin: config.deskOrigin, scriptFile: config.deskScriptFile });
  await app.register(sitePlugin, { publicDir });
  return app;
}
