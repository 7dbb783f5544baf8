/**
 * A message from the claims mailbox as the service keeps it, read with mailparser: who sent it and to whom, its
 * subject and date, its text apart from the history it quotes, whether a machine wrote it, the ids that tie it to
 * a thread, and its attachments. A message with only HTML is read as mailparser's text of it: HTML from the
 * mailbox is never rendered.
 */
import { createHash } from "node:crypto";
import { simpleParser, type AddressObject, type HeaderValue, type ParsedMail } from "mailparser";
import { isAutoReply } from "./auto-reply";
import { splitQuotedHistory } from "./quoted-history";

export interface MailAttachment {
  name: string;
  /** As the sender declared it; the document checks go by content. */
  contentType: string;
  content: Buffer;
}

/** Why a message's attachments were not kept: it was bigger than IMAP_MAX_MESSAGE_MB, or had more than allowed. */
export type AttachmentsLeftOut = "too big" | "too many";

export interface ReceivedMail {
  /** Its Message-ID, in angle brackets; one made from its bytes' SHA-256 when it has none. */
  messageId: string;
  from: { address: string; name: string } | undefined;
  /** Every address in To, Cc, Delivered-To and X-Original-To, lower case, each once. */
  recipients: string[];
  subject: string;
  /** Its Date header; undefined when it has none or one that is not a date. */
  date: Date | undefined;
  text: string;
  /** The history it quotes, to be folded away; empty when none. */
  quoted: string;
  inReplyTo: string | undefined;
  references: string[];
  autoReply: boolean;
  attachments: MailAttachment[];
  attachmentsLeftOut: AttachmentsLeftOut | undefined;
}

export interface MailLimits {
  maxAttachments: number;
}

const addressObjects = (value: HeaderValue | AddressObject | AddressObject[] | undefined): AddressObject[] =>
  value === undefined
    ? []
    : ([] as unknown[]).concat(value).filter((item): item is AddressObject => {
        return typeof item === "object" && item !== null && "value" in item;
      });

function addressesOf(parsed: ParsedMail): string[] {
  const parsedAddresses = [parsed.to, parsed.cc, parsed.headers.get("delivered-to")]
    .flatMap(addressObjects)
    .flatMap((object) => object.value.map((address) => address.address ?? ""));
  // X-Original-To, which Postfix adds, mailparser leaves as text: one address, or a few, comma-separated.
  const originalTo = ([] as unknown[])
    .concat(parsed.headers.get("x-original-to") ?? [])
    .flatMap((value) => String(value).split(","))
    .map((value) => /<([^>]*)>/.exec(value)?.[1] ?? value);
  const all = [...parsedAddresses, ...originalTo].map((address) => address.trim().toLowerCase()).filter(Boolean);
  return [...new Set(all)];
}

/** A header mailparser leaves as text (Auto-Submitted, X-Autoreply, Precedence): its first value. */
const headerText = (parsed: ParsedMail, name: string): string | undefined => {
  const [value] = ([] as unknown[]).concat(parsed.headers.get(name) ?? []);
  return typeof value === "string" ? value : undefined;
};

const messageIds = (value: string | string[] | undefined): string[] =>
  ([] as string[])
    .concat(value ?? [])
    .flatMap((id) => id.split(/\s+/))
    .filter((id) => /^<[^<>\s]+>$/.test(id));

/** mailparser, asked to keep nothing it would only use to render HTML. */
export async function readMail(
  source: Buffer,
  { maxAttachments }: MailLimits,
  leftOut?: AttachmentsLeftOut,
): Promise<ReceivedMail> {
  const parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true, keepCidLinks: true });
  const subject = parsed.subject ?? "";
  const fromAddress = parsed.from?.value[0];
  const { text, quoted } = splitQuotedHistory(parsed.text ?? "");
  const tooMany = parsed.attachments.length > maxAttachments;
  const [messageId] = messageIds(parsed.messageId);
  return {
    messageId: messageId ?? `<sha256-${createHash("sha256").update(source).digest("hex")}@mailbox.invalid>`,
    from: fromAddress?.address ? { address: fromAddress.address.toLowerCase(), name: fromAddress.name } : undefined,
    recipients: addressesOf(parsed),
    subject,
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : undefined,
    text,
    quoted,
    inReplyTo: messageIds(parsed.inReplyTo)[0],
    references: messageIds(parsed.references),
    autoReply: isAutoReply({
      autoSubmitted: headerText(parsed, "auto-submitted"),
      xAutoreply: headerText(parsed, "x-autoreply"),
      precedence: headerText(parsed, "precedence"),
      subject,
    }),
    attachments:
      leftOut || tooMany
        ? []
        : parsed.attachments.map((attachment, index) => ({
            name: attachment.filename || `attachment-${String(index + 1)}`,
            contentType: attachment.contentType,
            content: attachment.content,
          })),
    attachmentsLeftOut: leftOut ?? (tooMany ? "too many" : undefined),
  };
}
