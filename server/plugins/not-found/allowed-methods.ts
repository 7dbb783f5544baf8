/** Which methods each API path answers, so another method gets 405 with `Allow` rather than 404. */
import type { FastifyInstance } from "fastify";

/** Call before the API routes are registered: it watches them being added. */
export function trackAllowedMethods(app: FastifyInstance) {
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByPath.set(route.url, methods);
  });
  /** The `Allow` value for a path the API serves, or undefined for a path it does not. */
  return (url: string): string | undefined => {
    const methods = methodsByPath.get(url.split("?")[0]!);
    return methods && [...methods].sort().join(", ");
  };
}
