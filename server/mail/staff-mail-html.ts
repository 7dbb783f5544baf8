/** The HTML part of the staff e-mail: the same as its text part, laid out to be read at a glance. */
import type { Detail } from "./staff-details";
import { escaped } from "../safe-html";
import { blocks, detailsTable, emailDocument, heading1, linked, paragraph, preformatted } from "./email-html";

export interface StaffMailContent {
  title: string;
  reference: string;
  received: string;
  /** The submission's page on the desk. */
  deskPage: string;
  /** Whether the visitor was sent a receipt, or why not. */
  receipt?: string;
  /** "Part k of n: ..." for a claim sent in parts. */
  part?: string;
  details: readonly Detail[];
  /** Whether a reply goes to the visitor (their address is one the form accepts). */
  repliesToVisitor: boolean;
}

export function staffMailHtml(content: StaffMailContent): string {
  const { title, reference, received, deskPage, receipt, part, details, repliesToVisitor } = content;
  const facts = [
    { label: "Reference", value: escaped`<strong>${reference}</strong>` },
    { label: "Received", value: escaped`${received}` },
    ...(receipt ? [{ label: "Receipt", value: escaped`${receipt}` }] : []),
    { label: "On the desk", value: linked("Open it on the desk", deskPage) },
  ];
  const body = blocks(
    heading1(title),
    part && paragraph(escaped`<strong>${part}</strong>`),
    detailsTable(facts),
    detailsTable(
      details.map(({ label, text, href, multiLine }) => ({
        label,
        value: multiLine ? preformatted(text) : linked(text, href),
      })),
    ),
  );
  const footer = blocks(
    repliesToVisitor && paragraph("Reply to this e-mail to answer the visitor: it goes to the address they gave."),
  );
  return emailDocument(title, body, footer);
}
