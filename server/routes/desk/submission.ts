/**
 * GET /desk/submissions/REF: a submission's page, its view recorded with who and from which address (but not the
 * page a change of theirs leads back to). POST
 * …/assign, …/note and …/move: the changes staff make there, and …/documents a document they add (staff-documents.ts) (storage/desk-progress/submission-progress.ts, which records each
 * and queues the e-mail telling the customer of a move, when the form's box asks for it).
 * A change made leads back to the page (303) at `?changed=VERSION`, which the page says the person's change of that
 * version did ("Moved to With the insurer; the customer was e-mailed"): a number of the timeline's, not what was
 * written, so no address carries personal data, and no state is kept for it between the two requests. The address
 * ends at #done, the top where the side column's step, owner and moves are, or for a note at its line in the
 * timeline. One refused comes back on the page with what was typed and why: 409 when someone changed the submission
 * since the page was shown, 400 for a problem with what was given. A move sent with "Preview e-mail" moves nothing:
 * the page comes back with what was typed and the e-mail the customer would get (mail/step-mail.ts, composed as
 * the outbox will compose it).
 * A claim pack's form and links are claim-pack.ts's, an insurer's answer insurer-answers.ts's, the follow-up date and
 * the chase of the insurer insurer-chase.ts's, and the conversation's (a message written, an attachment opened or kept
 * as a document) messages.ts's, answered the same way (an answer leads back at `?answered=ID`, the clock's forms at
 * `?clock=chased` or `?clock=follow-up`, a message at `?wrote=ID`). A move by hand goes through the clock's store
 * (storage/claim-packs/insurer-chases.ts), which sets the follow-up date of a claim it sends to an insurer in the
 * move's transaction. Viewing the page reads its messages: the record's line names them, and they are no longer new
 * on the queue.
 * The page shows each photo's thumbnail, made before it is written (storage/documents/thumbnails.ts), so that the
 * page knows each one's size, and which photo has none (it cannot be read) and keeps its link alone.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { claimTypes } from "../../../form-contract/claim/schema";
import { documentsByProduct, readClaimDocuments, type ProductDocuments } from "../../desk/claim-documents";
import { DESK_PATHS, submissionPath } from "../../desk/desk-paths";
import { productKeysOfClaimType } from "../../desk/products-file";
import { notTherePage } from "../../desk/pages/not-there-page";
import type { EmailPreview, Retry } from "../../desk/pages/submission-changes";
import { submissionPage } from "../../desk/pages/submission-page";
import { acceptUrlEncodedFormsWithLists } from "../../plugins/body-parsers/url-encoded";
import { readBrokerage } from "../../mail/brokerage";
import { stepMail } from "../../mail/step-mail";
import { isMailable } from "../../storage/outbox/mail-queueing";
import type { RecordEntry } from "../../storage/desk-progress/desk-record";
import { isPhoto, thumbnailOf, type Thumbnail } from "../../storage/documents/thumbnails";
import { checkedMove, type ChangeOutcome } from "../../storage/desk-progress/submission-progress";
import { stepOf } from "../../../form-contract/steps/steps";
import { createClaimPacks } from "../../storage/claim-packs/claim-packs";
import { claimPackRoute } from "./claim-pack";
import type { StoredSubmission } from "../../storage/submissions/submission-store";
import { staffDocumentsRoute } from "./staff-documents";
import { insurerAnswersRoute } from "./insurer-answers";
import { insurerChaseRoute } from "./insurer-chase";
import { messagesRoute, writeTargets } from "./messages";

type Sent = Record<string, string | string[] | undefined>;
type ChangeRequest = FastifyRequest<{ Params: { reference: string }; Body: Sent | undefined }>;

/** How soon after a person's change their next view of the page is the page the change led back to. */
const OWN_CHANGE_MS = 60_000;

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export const submissionRoute: FastifyPluginAsync = async (app) => {
  await app.register(staffDocumentsRoute, {
    showAgain: (request, reply, reference, said) => show(request, reply, reference, said),
  });
  acceptUrlEncodedFormsWithLists(app);
  const { progress, record, staff, insurers, answers, chases } = app.desk;
  const { productsFile, mailFrom, publicOrigin, nextStepsFile, dataDir } = app.config;
  const packs = createClaimPacks(app.db, dataDir, progress);

  /**
   * The documents a claim of its type may need: the editors' products file, read as it is now. Without it (a
   * deployment that left it out) staff still write the documents themselves, and the log says what is missing.
   */
  function documentsToAsk(request: FastifyRequest, submission: StoredSubmission): ProductDocuments[] {
    const type = claimTypes.find(({ value }) => value === submission.fields.claimType)?.value;
    if (submission.kind !== "claim" || type === undefined) return [];
    try {
      return documentsByProduct(readClaimDocuments(productsFile)[type]);
    } catch (error) {
      request.log.error(
        { err: error },
        "no claim documents to offer: set PRODUCTS_FILE to the site's data/products.json",
      );
      return [];
    }
  }

  /**
   * The keys of the products a claim of its type is made on, whose usual insurers its pack's form offers first;
   * none without the products file (the log says what is missing) or for a quote.
   */
  function productKeysOf(request: FastifyRequest, submission: StoredSubmission): string[] {
    if (submission.kind !== "claim") return [];
    try {
      return productKeysOfClaimType(productsFile, submission.fields.claimType);
    } catch (error) {
      request.log.error(
        { err: error },
        "no usual insurers to offer: set PRODUCTS_FILE to the site's data/products.json",
      );
      return [];
    }
  }

  /** Why the customer cannot be e-mailed of a move; undefined when they can. */
  function unreachable(submission: StoredSubmission): string | undefined {
    if (!progress.mailsCustomers)
      return "This service sends no e-mail (SMTP_URL is not set): the customer is not told.";
    if (!isMailable(submission.fields.email))
      return "The customer gave no e-mail address we can use: they are not told.";
    return undefined;
  }

  /**
   * Whether the record's latest line on a submission is this person's own change (or document added) of a moment
   * ago, made after they viewed it: the page their change sends them back to, not a view of its own.
   */
  function justChangedBy(entries: readonly RecordEntry[], staffId: number, now: Date) {
    const latest = entries.at(-1);
    return (
      (latest?.action === "changed" ||
        latest?.action === "added a document" ||
        latest?.action === "wrote a message" ||
        latest?.action === "recorded an answer from an insurer") &&
      latest.staffId === staffId &&
      now.getTime() - Date.parse(latest.at) < OWN_CHANGE_MS &&
      entries.some((entry) => entry.action === "viewed" && entry.staffId === staffId)
    );
  }

  /** Its photos' thumbnails by position; a photo that cannot be read has none, and the log says which. */
  async function thumbnailsOf(request: FastifyRequest, submission: StoredSubmission) {
    const photos = submission.documents.filter((document) => isPhoto(document.mediaType));
    const made = await Promise.all(
      photos.map(async (photo) => [photo.position, await thumbnailOf(dataDir, submission.reference, photo)] as const),
    );
    for (const [position, thumbnail] of made) {
      if (!thumbnail) {
        request.log.warn(
          { reference: submission.reference, document: position + 1 },
          "a photo could not be read for its thumbnail: its link is shown alone",
        );
      }
    }
    return new Map(made.filter((entry): entry is [number, Thumbnail] => entry[1] !== undefined));
  }

  /** What the page says at the top: the person's change just made, the form sent back, the e-mail previewed. */
  interface Said {
    changed?: number;
    added?: number;
    answered?: number;
    clockSaid?: "chased" | "follow-up";
    wrote?: number;
    retry?: Retry;
    notice?: string;
    preview?: EmailPreview;
  }

  async function show(request: FastifyRequest, reply: FastifyReply, reference: string, said: Said = {}) {
    const submission = app.submissions.byReference(reference);
    const thumbnails = submission ? await thumbnailsOf(request, submission) : new Map<number, Thumbnail>();
    // Read once the thumbnails are made: the page shows where it stands when it is written (or that it was erased).
    const state = progress.currentState(reference);
    const person = request.staffMember;
    if (!submission || !state) return reply.code(404).type("text/html; charset=utf-8").send(notTherePage(person));
    const now = new Date();
    const messages = app.messages.ofSubmission(reference);
    // Messages not yet read on the desk are read now, whatever the page led back from: the record says who read them.
    const unread = messages.some((message) => message.openedAt === null && message.sender !== "staff");
    if (unread || !justChangedBy(record.entries({ reference }), person.id, now)) {
      const by = { staffId: person.id, address: request.ip };
      // Its messages are read with the page: the record names them, so it says who read each.
      if (messages.length === 0) record.viewed(reference, by, now);
      else {
        const ids = messages.map((message) => message.id).join(", ");
        record.lookedAt(reference, `viewed it with messages ${ids}`, by, now);
      }
    }
    app.messages.markOpened(reference, now);
    const people = staff.all().filter((member) => member.removedAt === null);
    const page = submissionPage(person, submission, state, progress.timeline(reference) ?? [], {
      people,
      documents: documentsToAsk(request, submission),
      thumbnails,
      asked: app.claimStatus.documents.asked(reference),
      looked: record.entries({ reference }),
      ...said,
      unreachable: unreachable(submission),
      insurers: insurers.forProducts(productKeysOf(request, submission)),
      packs: packs.of(reference),
      answers: answers.of(reference),
      clock: chases.clockOf(reference, now),
      chases: chases.of(reference),
      messages,
      writeTo: writeTargets(submission, packs, progress.mailsCustomers),
      now,
    });
    return reply.type("text/html; charset=utf-8").send(page);
  }

  app.get<{
    Params: { reference: string };
    Querystring: { changed?: string; added?: string; answered?: string; clock?: string; wrote?: string };
  }>(`${DESK_PATHS.submissions}:reference`, async (request, reply) => {
    const changed = Number(request.query.changed);
    // A document's number as in its address, from 1 (staff-documents.ts).
    const added = Number(request.query.added) - 1;
    const answered = Number(request.query.answered);
    const wrote = Number(request.query.wrote);
    return show(request, reply, request.params.reference, {
      ...(Number.isInteger(changed) && { changed }),
      ...(Number.isInteger(added) && { added }),
      ...(Number.isInteger(answered) && { answered }),
      ...((request.query.clock === "chased" || request.query.clock === "follow-up") && {
        clockSaid: request.query.clock,
      }),
      ...(Number.isInteger(wrote) && { wrote }),
    });
  });

  /** What a form sent held, to fill it again. */
  const valuesOf = (request: ChangeRequest) =>
    Object.fromEntries(
      Object.entries(request.body ?? {}).filter(
        (entry): entry is [string, string | string[]] => entry[1] !== undefined,
      ),
    );

  /** Back to the page once made; refused, the page again with the form as it was sent and the reason. */
  function answer(request: ChangeRequest, reply: FastifyReply, outcome: ChangeOutcome, form: string) {
    const { reference } = request.params;
    if (outcome.ok) {
      const { version } = outcome.state;
      const near = form === "note" ? `change-${String(version)}` : "done";
      return reply.redirect(`${submissionPath(reference)}?changed=${String(version)}#${near}`, 303);
    }
    if (outcome.refused === "no such submission") return show(request, reply, reference);
    reply.code(outcome.refused === "stale" ? 409 : 400);
    const retry = { form, values: valuesOf(request), problems: outcome.problems };
    return show(request, reply, reference, { retry, notice: outcome.message });
  }

  /**
   * The move's form again as typed, with the e-mail it would send the customer; its problems instead, as a move
   * refused would say them, when what was typed could not be sent.
   */
  function preview(request: ChangeRequest, reply: FastifyReply, to: string, message: string) {
    const { reference } = request.params;
    const submission = app.submissions.byReference(reference);
    const state = progress.currentState(reference);
    const next = state && stepOf(state.kind, to);
    if (!submission || !state || !next || !state.step.next.includes(next.key)) return show(request, reply, reference);
    const form = `move-${next.key}`;
    const values = valuesOf(request);
    const checked = checkedMove(state.step, next, values, message, new Date());
    if ("problems" in checked) {
      reply.code(400);
      const notice = `${reference} was not moved: ${checked.problems.join("; ")}`;
      return show(request, reply, reference, { retry: { form, values, problems: checked.problems }, notice });
    }
    const move = { version: state.version + 1, step: next.key, details: checked.details, message: checked.message };
    const brokerage = readBrokerage(app.company, nextStepsFile);
    const { subject, text: mailText } = stepMail(submission, move, brokerage, mailFrom, publicOrigin);
    const retry = { form, values, problems: [] };
    return show(request, reply, reference, { retry, preview: { form, subject, text: mailText } });
  }

  const actorOf = (request: FastifyRequest) => ({ staffId: request.staffMember.id, address: request.ip });
  const versionOf = (request: ChangeRequest) => Number(text(request.body?.version) || Number.NaN);

  app.post<{ Params: { reference: string }; Body: Sent | undefined }>(
    `${DESK_PATHS.submissions}:reference/assign`,
    async (request, reply) => {
      const owner = text(request.body?.owner);
      const ownerId = owner === "" ? null : Number(owner);
      const outcome = progress.assign(request.params.reference, ownerId, versionOf(request), actorOf(request));
      return answer(request, reply, outcome, "assign");
    },
  );

  app.post<{ Params: { reference: string }; Body: Sent | undefined }>(
    `${DESK_PATHS.submissions}:reference/note`,
    { config: { keepsTyped: true } },
    async (request, reply) => {
      const note = text(request.body?.note);
      const outcome = progress.addNote(request.params.reference, note, versionOf(request), actorOf(request));
      return answer(request, reply, outcome, "note");
    },
  );

  app.post<{ Params: { reference: string }; Body: Sent | undefined }>(
    `${DESK_PATHS.submissions}:reference/move`,
    { config: { keepsTyped: true } },
    async (request, reply) => {
      const { step, message, tell, preview: previewing, version: _version, ...details } = request.body ?? {};
      if (text(previewing) === "yes") return preview(request, reply, text(step), text(message));
      const outcome = chases.moveStep(
        request.params.reference,
        text(step),
        details,
        { message: text(message), tell: text(tell) === "yes" },
        versionOf(request),
        actorOf(request),
      );
      if (outcome.ok) app.mailQueued();
      return answer(request, reply, outcome, `move-${text(step)}`);
    },
  );

  await app.register(claimPackRoute, { packs, answer });
  await app.register(insurerAnswersRoute, { answer });
  await app.register(insurerChaseRoute, { answer });
  await app.register(messagesRoute, {
    showAgain: (request, reply, reference, said) => show(request, reply, reference, said),
    packs,
  });
};
