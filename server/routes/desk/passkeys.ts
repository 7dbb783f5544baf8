/**
 * GET /desk/passkeys: the signed-in person's passkeys and where they are signed in. POST /desk/passkeys/remove: they
 * remove one (a lost phone), which ends the sessions it opened. Never the last: the desk has no other way in, so that
 * takes a new registration link first. POST /desk/passkeys/sign-out-elsewhere: every session of theirs but this one
 * ends. Each answers 303 back to the page, which then says what was done (how many sessions ended, in the address:
 * a count, nothing personal).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { DESK_PATHS } from "../../desk/desk-paths";
import { deviceOf } from "../../desk/device-label";
import { passkeysPage } from "../../desk/pages/passkeys-page";

export const LAST_PASSKEY =
  "That is your only passkey, so it stays: register another with a new link first, then remove this one.";

const sessionsEnded = (count: number) => `${count} session${count === 1 ? "" : "s"}`;

/** What the page says after each form, by the name of its count in the address. */
const DONE = {
  removed: (count: number) =>
    count === 0 ? "Passkey removed." : `Passkey removed, and the ${sessionsEnded(count)} it opened ended.`,
  "signed-out-elsewhere": (count: number) =>
    count === 0 ? "You were signed in nowhere else." : `Signed out everywhere else: ${sessionsEnded(count)} ended.`,
} as const;

type Done = keyof typeof DONE;

const doneIn = (query: Record<string, string | undefined>): string | undefined => {
  for (const [name, words] of Object.entries(DONE)) {
    const count = query[name];
    if (count !== undefined && /^\d{1,6}$/.test(count)) return words(Number(count));
  }
  return undefined;
};

export const passkeysRoute: FastifyPluginAsync = async (app) => {
  const { desk } = app;
  const page = (request: FastifyRequest, words: { problem?: string; done?: string } = {}) => {
    const person = request.staffMember;
    return passkeysPage({
      person,
      passkeys: desk.passkeys.of(person.id),
      sessions: desk.openSessions(request),
      ...words,
    });
  };
  const backTo = (reply: FastifyReply, done: Done, count: number) =>
    reply.redirect(`${DESK_PATHS.passkeys}?${done}=${count}`, 303);

  app.get<{ Querystring: Record<string, string | undefined> }>(DESK_PATHS.passkeys, async (request, reply) =>
    reply.type("text/html; charset=utf-8").send(page(request, { done: doneIn(request.query) })),
  );
  app.post<{ Body: { passkey?: unknown } }>(DESK_PATHS.removePasskey, async (request, reply) => {
    const person = request.staffMember;
    const own = desk.passkeys.of(person.id);
    const id = request.body?.passkey;
    if (typeof id !== "string" || !own.some((passkey) => passkey.id === id)) {
      return reply
        .code(404)
        .type("text/html; charset=utf-8")
        .send(page(request, { problem: "You have no such passkey." }));
    }
    if (own.length === 1)
      return reply
        .code(409)
        .type("text/html; charset=utf-8")
        .send(page(request, { problem: LAST_PASSKEY }));
    const now = new Date();
    const ended = desk.passkeys.remove(person.id, id, deviceOf(request), now);
    if (ended !== undefined) desk.record.passkeyRemoved(id, { staffId: person.id, address: request.ip }, now);
    return backTo(reply, "removed", ended ?? 0);
  });
  app.post(DESK_PATHS.signOutElsewhere, async (request, reply) =>
    backTo(reply, "signed-out-elsewhere", desk.endOtherSessions(request)),
  );
};
