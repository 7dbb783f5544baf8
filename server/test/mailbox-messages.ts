/**
 * Mail as clients send it to the claims mailbox, in real MIME (nodemailer's composer, the same as a Node mail
 * client; Outlook's reply written out as Outlook writes it): a reply quoting its history, one in HTML only, one with
 * a photo and a PDF, a forwarded message, an out-of-office answer, one copied to two of the mailbox's addresses,
 * one whose thread is named only in References, one of 20 MB, and Outlook's reply with no Message-ID.
 */
import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";
import { jpegBytes, pdfBytes, validClaimFields } from "./helpers";

export const CLAIM = "CLM-2026-000001";
/** The claim's customer, as the claim form's sample fills it. */
export const CUSTOMER = validClaimFields.email!;
export const INSURER = "claims@leadway.example";
/** The id of the step e-mail the service sent about CLAIM, which replies name. */
export const SENT_ID = "<step-1.CLM-2026-000001@cowryshield.com.ng>";
export const MAILBOX = "claims@cowryshield.com.ng";
export const PLUS_ADDRESS = `claims+${CLAIM}@cowryshield.com.ng`;

const sentAt = new Date("2026-11-28T09:15:00Z");

export function compose(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ date: sentAt, ...options }).compile().build();
}

export const replyWithHistory = () =>
  compose({
    from: `Chinedu Eze <${CUSTOMER}>`,
    to: PLUS_ADDRESS,
    subject: `Re: Your claim ${CLAIM}: documents needed`,
    messageId: "<reply-1@mail.example.com>",
    inReplyTo: SENT_ID,
    references: [SENT_ID],
    text: [
      "Good morning,",
      "",
      "The police report is with the station; I will send it on Monday.",
      "",
      "Chinedu",
      "",
      "On Sat, 28 Nov 2026 at 10:00, Cowry Shield <claims@cowryshield.com.ng> wrote:",
      "> Please send the police report.",
      ">",
      "> Cowry Shield claims team",
    ].join("\n"),
  });

export const htmlOnly = () =>
  compose({
    from: `Chinedu Eze <${CUSTOMER}>`,
    to: PLUS_ADDRESS,
    subject: `Re: Your claim ${CLAIM}`,
    messageId: "<html-1@mail.example.com>",
    html: '<div dir="ltr"><p>Here is the <b>estimate</b> from the garage.</p><script>alert(1)</script><p>Thanks</p></div>',
  });

export const photoAndPdf = async () =>
  compose({
    from: `Chinedu Eze <${CUSTOMER}>`,
    to: PLUS_ADDRESS,
    subject: `Re: Your claim ${CLAIM}`,
    messageId: "<attached-1@mail.example.com>",
    text: "The photo of the car and the police report attached.",
    attachments: [
      { filename: "IMG_0042.jpg", content: await jpegBytes(), contentType: "image/jpeg" },
      { filename: "police-report.pdf", content: pdfBytes, contentType: "application/pdf" },
    ],
  });

export const forwarded = () =>
  compose({
    from: `Ngozi Eze <ngozi.eze@example.com>`,
    to: MAILBOX,
    subject: `Fwd: Garage estimate for ${CLAIM}`,
    messageId: "<forward-1@mail.example.com>",
    text: [
      "Forwarding the garage's estimate for my husband's claim.",
      "",
      "---------- Forwarded message ---------",
      "From: Ikeja Motors <estimates@ikejamotors.example>",
      "Date: Fri, 27 Nov 2026 at 16:02",
      "Subject: Estimate",
      "To: <ngozi.eze@example.com>",
      "",
      "Repairs: NGN 450,000.",
    ].join("\n"),
  });

export const outOfOffice = () =>
  compose({
    from: `Tunde Bello <${INSURER}>`,
    to: PLUS_ADDRESS,
    subject: `Automatic reply: Claim ${CLAIM}`,
    messageId: "<ooo-1@leadway.example>",
    inReplyTo: "<pack-1.CLM-2026-000001@cowryshield.com.ng>",
    headers: { "Auto-Submitted": "auto-replied", "X-Autoreply": "yes" },
    text: "I am out of the office until 7 December.",
  });

/** One message To someone else and copied to two of the mailbox's addresses: it arrives twice. */
export const copiedToTwo = () =>
  compose({
    from: `Tunde Bello <${INSURER}>`,
    to: "adjuster@leadway.example",
    cc: [MAILBOX, PLUS_ADDRESS],
    subject: "Loss adjuster appointed",
    messageId: "<cc-1@leadway.example>",
    text: "We have appointed a loss adjuster.",
  });

export const onlyInReferences = () =>
  compose({
    from: `Tunde Bello <${INSURER}>`,
    to: MAILBOX,
    subject: "Query on the claim",
    messageId: "<refs-1@leadway.example>",
    references: ["<older@leadway.example>", SENT_ID],
    text: "Please confirm the date of loss.",
  });

/** 20 MB: a video of the damage, as a phone's mail app sends it. */
export const twentyMegabytes = () =>
  compose({
    from: `Chinedu Eze <${CUSTOMER}>`,
    to: PLUS_ADDRESS,
    subject: `Re: Your claim ${CLAIM}`,
    messageId: "<big-1@mail.example.com>",
    text: "A video of the damage.",
    attachments: [{ filename: "damage.mp4", content: Buffer.alloc(20 * 1024 * 1024, 7), contentType: "video/mp4" }],
  });

/** Outlook's reply, with its From/Sent block, and no Message-ID (some gateways drop it). */
export const outlookWithoutId = () =>
  Buffer.from(
    [
      `From: Tunde Bello <${INSURER}>`,
      `To: <${MAILBOX}>`,
      `Subject: RE: Claim ${CLAIM}`,
      "Date: Sat, 28 Nov 2026 11:00:00 +0100",
      "MIME-Version: 1.0",
      'Content-Type: text/plain; charset="us-ascii"',
      "",
      "Noted, we will revert.",
      "",
      "-----Original Message-----",
      "From: Cowry Shield <claims@cowryshield.com.ng>",
      "Sent: Saturday, November 28, 2026 10:00 AM",
      `Subject: Claim ${CLAIM}`,
      "",
      "Please find the claim attached.",
      "",
    ].join("\r\n"),
  );

/** About no claim the service knows: for "Unfiled mail". */
export const unmatched = () =>
  compose({
    from: `Bisi Ade <bisi.ade@example.com>`,
    to: MAILBOX,
    subject: "Motor insurance for a new car",
    messageId: "<enquiry-1@mail.example.com>",
    text: "Do you cover a 2024 Toyota Corolla?",
  });
