/** The customer's side of the claim status, as its tests drive it: a claim, a link, a session (the service mailing to a sink: mailing-service.ts). */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { CLAIM_SESSION_COOKIE } from "../session-cookies";
import { openDatabase } from "../storage/database/database";
import { multipart, pdfBytes, until, validClaimFields } from "./helpers";
import { startSmtpSink } from "./smtp-servers";

export const ORIGIN = "http://localhost:9000";
/** What a browser sends with its own form post. */
export const FORM_POST = {
  host: "localhost:9000",
  "content-type": "application/x-www-form-urlencoded",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  origin: ORIGIN,
};

/** A form the claim page posts, as a browser with scripts off sends it: multipart, from the page's own origin. */
export async function postClaimPageForm(
  app: FastifyInstance,
  url: string,
  cookies: Record<string, string>,
  form: FormData,
  origin = ORIGIN,
) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url,
    headers: {
      host: "localhost:9000",
      origin,
      accept: "text/html",
      "content-type": request.headers.get("content-type")!,
    },
    cookies,
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

export async function fileClaim(app: FastifyInstance, fields: Record<string, string> = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/claims",
    ...(await multipart({ ...validClaimFields, ...fields }, [{ name: "police-report.pdf", bytes: pdfBytes }])),
  });
  return response.json<{ reference: string }>().reference;
}

export const lookUp = (app: FastifyInstance, reference: string, email: string, address = "127.0.0.1") =>
  app.inject({
    method: "POST",
    url: "/api/claim-status-links",
    headers: FORM_POST,
    remoteAddress: address,
    payload: new URLSearchParams({ reference, email }).toString(),
  });

/** Rows of the service's database, read as the data folder holds them. */
export function rowsOf<Row>(dataDir: string, sql: string): Row[] {
  const db = openDatabase(dataDir);
  try {
    return db.prepare<[], Row>(sql).all();
  } finally {
    db.close();
  }
}

/** The outbox's status-link rows. */
export const linkMails = (dataDir: string) =>
  rowsOf<{ message: string; recipient: string }>(
    dataDir,
    "SELECT message, recipient FROM outbox WHERE message LIKE 'status-link-%' ORDER BY id",
  );

export const tokenIn = (text: string) => /\/claim-status\/link\?token=([\w-]+)/.exec(text)?.[1];

/** The link of the latest status-link e-mail the sink received. */
export async function linkFromMail(sink: Awaited<ReturnType<typeof startSmtpSink>>, count: number) {
  await until(() => sink.received.filter((mail) => mail.subject?.startsWith("Your link")).length === count, "the link");
  const mail = sink.received.filter((received) => received.subject?.startsWith("Your link")).at(-1)!;
  return { mail, token: tokenIn(mail.text ?? "")! };
}

export const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === CLAIM_SESSION_COOKIE);

export const showMyClaim = (app: FastifyInstance, token: string) =>
  app.inject({ method: "POST", url: "/claim-status/link", headers: FORM_POST, payload: `token=${token}` });

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The page's text as a reader sees it: without its markup, its characters written out, spaces made one. */
export const textOf = (html: string) =>
  html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!)
    .replace(/\s+/g, " ")
    .trim();

/** A session on a claim's page: its link asked for, e-mailed, opened and spent; answers the cookies to send. */
export async function sessionOn(
  app: FastifyInstance,
  sink: Awaited<ReturnType<typeof startSmtpSink>>,
  reference: string,
  email = "chinedu@example.com",
) {
  const links = sink.received.filter((mail) => mail.subject?.startsWith("Your link")).length;
  await lookUp(app, reference, email);
  const { token } = await linkFromMail(sink, links + 1);
  return { [CLAIM_SESSION_COOKIE]: cookieOf(await showMyClaim(app, token))!.value };
}
