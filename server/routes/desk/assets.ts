/**
 * The desk's style sheet and its passkey script, as files (the desk's CSP allows nothing inline). The script is
 * server/desk/browser/passkeys.ts bundled by `npm run build:server` into DESK_SCRIPT_FILE. The style sheet, at an
 * address that names its content (content-address.ts), is kept by the browser for a year (`immutable` in its route's
 * config: index.ts); nothing else on the desk is kept anywhere.
 */
import type { FastifyPluginAsync } from "fastify";
import fs from "node:fs/promises";
import { DESK_PATHS } from "../../desk/desk-paths";
import { DESK_STYLES, DESK_STYLES_PATH } from "../../desk/pages/desk-styles";

export const assetsRoute: FastifyPluginAsync<{ scriptFile: string }> = async (app, { scriptFile }) => {
  const config = { signedOut: true };
  app.get(DESK_STYLES_PATH, { config: { ...config, immutable: true } }, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").send(DESK_STYLES),
  );
  app.get(DESK_PATHS.script, { config }, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").send(await fs.readFile(scriptFile)),
  );
};
