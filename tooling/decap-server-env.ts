/**
 * How `npm run cms` starts decap-server, Decap's local backend. It writes files in the checkout for anyone who
 * asks, with no sign-in, so it listens on loopback only.
 */
export const DECAP_SERVER_HOST = "127.0.0.1";

/** decap-server reads BIND_HOST (node_modules/decap-server/dist/index.js); without it, it listens on every interface. */
export function decapServerEnv(port: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, PORT: port, BIND_HOST: DECAP_SERVER_HOST };
}

/** Its API, as the editor's configuration names it. */
export const localBackendUrl = (port: string) => `http://${DECAP_SERVER_HOST}:${port}/api/v1`;
