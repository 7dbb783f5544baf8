/**
 * The pages a browser's own form post is answered with (form-contract/shared/form-post.ts): built with the site,
 * read from the published build at each answer, their slots filled here with the reference or the field messages.
 * Nothing of the site's markup is written here.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  EMAIL_SLOT,
  emailedCopyCase,
  MESSAGE_SLOT,
  REFERENCE_SLOT,
  resultPages,
  type FormKind,
  type FormResult,
} from "../../../form-contract/shared/form-post";
import { escapeHtml } from "../../escape-html";
import type { SiteHeaders } from "../site-headers";
import type { EmailedCopy } from "../../storage/submissions/emailed-copies";
import type { FieldErrors } from "../../submissions/validation";

export interface ResultPage {
  form: FormKind;
  result: FormResult;
  status: number;
  reference?: string;
  /** The refused fields' messages, by field. */
  fields?: FieldErrors;
  /** A sent page's: where a copy was e-mailed, or why not; none while mail is off. */
  emailedCopy?: EmailedCopy;
}

/** One refused page's item per field it can name; the build writes each exactly so. */
const fieldItem = /<li data-field="([\w-]+)">([\s\S]*?)<\/li>/g;
/** A sent page's paragraph per case of the copy e-mailed to the visitor; the build writes each exactly so. */
const copyParagraph = /<p data-copy="([\w-]+)">([\s\S]*?)<\/p>/g;

/**
 * Scripts a browser would run. The page is answered at the form's address (/api/claims), which Gatsby's runtime
 * would take for an unknown page and render again as the 404 page; the answer needs no script, so it goes without.
 */
const runnableScript = /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;

/** The page's links made absolute to the site's origin, when the site is hosted apart from the service. */
function linkedTo(html: string, siteOrigin: string | undefined): string {
  return siteOrigin ? html.replace(/(<a\b[^>]*?\shref=")\/(?!\/)/g, `$1${siteOrigin}/`) : html;
}

/**
 * What is written into the page is given to replace() by a function: a replacement string would read `$&`, `` $` ``,
 * `$'` and `$$` in a visitor's text (a file's name) as patterns, and copy the page's own markup into it.
 */
export function fillResultPage(
  html: string,
  { reference, fields = {}, emailedCopy }: Pick<ResultPage, "reference" | "fields" | "emailedCopy">,
) {
  return html
    .replace(REFERENCE_SLOT, () => escapeHtml(reference ?? ""))
    .replace(copyParagraph, (_paragraph, copyCase: string, content: string) =>
      emailedCopy && copyCase === emailedCopyCase(emailedCopy.withheld)
        ? `<p>${content.replace(EMAIL_SLOT, () => escapeHtml(emailedCopy.to))}</p>`
        : "",
    )
    .replace(fieldItem, (_item, field: string, content: string) => {
      const message = fields[field];
      return message === undefined
        ? ""
        : `<li data-field="${field}">${content.replace(MESSAGE_SLOT, () => escapeHtml(message))}</li>`;
    })
    .replace(runnableScript, "");
}

/** `siteOriginOf` names the site's origin for a request posted from a separately hosted site, else undefined. */
export function createResultPages(
  publicDir: string,
  siteHeaders: SiteHeaders,
  siteOriginOf: (request: FastifyRequest) => string | undefined,
) {
  return (request: FastifyRequest, reply: FastifyReply, page: ResultPage) => {
    const pagePath = resultPages[page.form][page.result];
    const html = fs.readFileSync(path.join(publicDir, pagePath, "index.html"), "utf8");
    return (
      reply
        .code(page.status)
        .headers(siteHeaders(pagePath))
        // What it says is this visitor's alone.
        .header("Cache-Control", "no-store")
        .type("text/html; charset=utf-8")
        .send(linkedTo(fillResultPage(html, page), siteOriginOf(request)))
    );
  };
}

export type SendResultPage = ReturnType<typeof createResultPages>;
