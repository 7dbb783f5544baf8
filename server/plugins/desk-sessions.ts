/**
 * The desk's people and sessions (storage/desk-people/staff*.ts, passkeys.ts): the stores, decorated for the desk's routes,
 * with the submissions' progress on the desk and the record of what staff did, and the session cookie
 * (session-cookies.ts). The cookie holds the session's token alone; the session lives in the database, so that
 * signing out, `staff remove`, or removing the passkey that opened it ends it at the next request.
 */
import cookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { deviceOf } from "../desk/device-label";
import { relyingParty, type RelyingParty } from "../desk/relying-party";
import { DESK_SESSION_COOKIE, SESSION_COOKIE_OPTIONS, sessionToken } from "../session-cookies";
import { createDeskRecord, type DeskRecord } from "../storage/desk-progress/desk-record";
import { createPasskeyChallenges, type PasskeyChallenges } from "../storage/desk-people/passkey-challenges";
import { createPasskeyStore, type PasskeyStore } from "../storage/desk-people/passkeys";
import { createRegistrationLinks, type RegistrationLinks } from "../storage/desk-people/registration-links";
import { createStaffStore, type StaffMember, type StaffStore } from "../storage/desk-people/staff";
import { createStaffSessions, type StaffSession } from "../storage/desk-people/staff-sessions";
import { createSubmissionProgress, type SubmissionProgress } from "../storage/desk-progress/submission-progress";
import { createInsurers, type Insurers } from "../storage/insurers/insurers";
import { createUnfiledMail, type UnfiledMail } from "../storage/messages/unfiled-mail";
import { createInsurerAnswers, type InsurerAnswers } from "../storage/claim-packs/insurer-answers";
import { createInsurerChases, type InsurerChases } from "../storage/claim-packs/insurer-chases";

export interface Desk {
  rp: RelyingParty;
  staff: StaffStore;
  passkeys: PasskeyStore;
  registrationLinks: RegistrationLinks;
  challenges: PasskeyChallenges;
  /** Where each submission stands, its timeline, and the changes staff make (each recorded with it). */
  progress: SubmissionProgress;
  /** What staff did: the pages record views and documents opened. */
  record: DeskRecord;
  /** The insurers the brokerage places business with. */
  insurers: Insurers;
  /** The insurers' answers to claims, recorded with the moves they make. */
  answers: InsurerAnswers;
  /** The claims' clocks with their insurers: follow-up dates and chases, and the moves by hand that set them. */
  chases: InsurerChases;
  /** The claims mailbox's messages no submission was found for, and their filing (each recorded). */
  unfiledMail: UnfiledMail;
  /** The person a request's live session is for; undefined without one (none, expired, ended, person removed). */
  signedIn(request: FastifyRequest): StaffMember | undefined;
  /**
   * Signs the person in with a passkey (a sign-in's, or the one a registration stored), recorded with the request's
   * address; the session keeps the passkey and the request's device.
   */
  startSession(request: FastifyRequest, reply: FastifyReply, staffId: number, passkeyId: string): void;
  endSession(request: FastifyRequest, reply: FastifyReply): void;
  /** The signed-in person's live sessions, the request's own marked current. */
  openSessions(request: FastifyRequest): StaffSession[];
  /** Ends the signed-in person's sessions but the request's own; answers how many ended. */
  endOtherSessions(request: FastifyRequest): number;
}

declare module "fastify" {
  interface FastifyInstance {
    desk: Desk;
  }
}

/**
 * `mailsCustomers`: whether the service sends e-mail (SMTP_URL), so that a move can be e-mailed to the customer,
 * and a passkey added or removed to its person.
 */
export const deskSessionsPlugin = fp<{ deskOrigin: string; mailsCustomers: boolean }>(
  async (app, { deskOrigin, mailsCustomers }) => {
    await app.register(cookie);
    const { db } = app;
    const staff = createStaffStore(db);
    const sessions = createStaffSessions(db);
    const record = createDeskRecord(db);
    const progress = createSubmissionProgress(db, { mailsCustomers });
    app.decorate("desk", {
      rp: relyingParty(deskOrigin),
      staff,
      passkeys: createPasskeyStore(db, { mailsStaff: mailsCustomers }),
      registrationLinks: createRegistrationLinks(db),
      challenges: createPasskeyChallenges(db),
      progress,
      record,
      insurers: createInsurers(db),
      answers: createInsurerAnswers(db, progress),
      chases: createInsurerChases(db, progress),
      unfiledMail: createUnfiledMail(db),
      signedIn(request) {
        const token = sessionToken(request, DESK_SESSION_COOKIE);
        const staffId = token === undefined ? undefined : sessions.resume(token, new Date());
        const person = staffId === undefined ? undefined : staff.byId(staffId);
        return person?.removedAt === null ? person : undefined;
      },
      startSession(request, reply, staffId, passkeyId) {
        const now = new Date();
        staff.recordSignIn(staffId, now);
        record.signedIn({ staffId, address: request.ip }, now);
        const opened = { credential_id: passkeyId, device: deviceOf(request) };
        reply.setCookie(DESK_SESSION_COOKIE, sessions.start(staffId, now, opened), SESSION_COOKIE_OPTIONS);
      },
      endSession(request, reply) {
        const token = sessionToken(request, DESK_SESSION_COOKIE);
        if (token !== undefined) sessions.end(token);
        reply.clearCookie(DESK_SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
      },
      openSessions(request) {
        return sessions.liveOf(request.staffMember.id, sessionToken(request, DESK_SESSION_COOKIE) ?? "", new Date());
      },
      endOtherSessions(request) {
        return sessions.endOthers(request.staffMember.id, sessionToken(request, DESK_SESSION_COOKIE) ?? "");
      },
    } satisfies Desk);
  },
  { name: "desk-sessions", dependencies: ["database"] },
);
