/**
 * The frame of every e-mail to a customer (the receipt, a step's e-mail, a status link): the heading, "Dear NAME,",
 * the e-mail's own parts, then its footer and the brokerage's name, as text and as HTML, so the three read alike.
 */
import type { Interpolated } from "../safe-html";
import { blocks, emailDocument, heading1, paragraph } from "./email-html";

interface Letter {
  /** The HTML document's title; the heading when not given. */
  title?: string;
  heading: string;
  /** The heading in the HTML part, when some of it must stay on one line; `heading` when not given. */
  headingHtml?: Interpolated;
  /** The customer's name, printable. */
  name: string;
  /** The text part's own lines, between the greeting and the signature. */
  text: readonly string[];
  /** The HTML part's own blocks, likewise. */
  html: readonly Interpolated[];
  /** Blocks of the HTML footer, above the brokerage's name. */
  footer?: readonly Interpolated[];
  signature: string;
}

export function letter({ title, heading, headingHtml = heading, name, text, html, footer = [], signature }: Letter) {
  return {
    text: [heading, "", `Dear ${name},`, "", ...text, "", signature, ""].join("\n"),
    html: emailDocument(
      title ?? heading,
      blocks(heading1(headingHtml), paragraph(`Dear ${name},`), ...html),
      blocks(...footer, paragraph(signature)),
    ),
  };
}
