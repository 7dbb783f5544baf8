/**
 * Fastify's own options for the service: what the log keeps of a request, which proxy is trusted, the body and
 * time limits of a connection, and what the router itself refuses.
 */
import type { FastifyHttpOptions, FastifyServerOptions } from "fastify";
import type { Server } from "node:http";
import { UPLOADS_PATH } from "../form-contract/claim/uploads";
import type { Config } from "./config";

export interface LogOptions {
  /** Tests pass `false` to keep their output quiet. */
  logger?: FastifyServerOptions["logger"];
  /** Tests pass a stream to read the service's own log lines. */
  logStream?: { write(line: string): void };
}

/** An upload's address: its id is all that names it, beside the claim key. */
const UPLOAD_ADDRESS = new RegExp(`^${UPLOADS_PATH}/[^/]+$`);

/**
 * A request's path as the log keeps it: without its query, where a form sent as a GET by a browser whose script
 * was blocked carries the visitor's name and e-mail, and a sent page its receipt; an upload's id masked.
 */
export function loggedPathOf(url: string): string {
  const query = url.indexOf("?");
  const withoutQuery = query === -1 ? url : url.slice(0, query);
  return UPLOAD_ADDRESS.test(withoutQuery) ? `${UPLOADS_PATH}/:id` : withoutQuery;
}

/**
 * Fastify 5 ignores a bare hop count (it cannot check the nearest peer), so a count becomes a function: the
 * socket's peer and the next `hops - 1` addresses are proxies, and the visitor is the one before them.
 */
function trustProxyOption(trustProxy: Config["trustProxy"]): FastifyServerOptions["trustProxy"] {
  if (typeof trustProxy !== "number") return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

export function serverOptions(config: Config, options: LogOptions): FastifyHttpOptions<Server> {
  return {
    // Requests are logged by method and path only: no addresses, no bodies, no query, nothing personal.
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: { req: (request) => ({ method: request.method, url: loggedPathOf(request.url) }) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    connectionTimeout: config.idleTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      // Node wants the headers' timeout no longer than the whole request's, and checks both this often.
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, config.requestTimeoutMs / 10)),
    },
    // What the router itself refuses (a path that is no valid percent-encoding, `/%E0%A4%A`) skips the hooks:
    // answered as an address that is not there, with every header, never with Fastify's JSON echoing it.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ statusCode: 404, code: error.code }, "request refused");
      void reply.server.sendNotFound(request, reply);
    },
  };
}
