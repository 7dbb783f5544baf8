/**
 * A reply's own words apart from the history it quotes, so the desk can fold the history away: what follows
 * "On … wrote:" (Gmail, Apple Mail, Thunderbird), Outlook's "From: … Sent: …" block (with its "-----Original
 * Message-----" or rule above it), or a closing run of "> " lines. Nothing is dropped: the two parts together are
 * the whole text.
 */
export interface SplitText {
  /** What the sender wrote: the text up to the history, its trailing blank lines off. */
  text: string;
  /** The history, from its first line; empty when there is none. */
  quoted: string;
}

const ATTRIBUTION = /^\s*On\b.*\bwrote:\s*$/i;
const ATTRIBUTION_START = /^\s*On\b.{8,}$/i;
const ORIGINAL_MESSAGE = /^\s*(-{2,}\s*Original Message\s*-{2,}|_{10,})\s*$/i;
const OUTLOOK_FROM = /^\s*\*?From:\*?\s+\S/i;
const OUTLOOK_SENT = /^\s*\*?Sent:\*?\s+\S/i;
const QUOTED = /^\s*>/;

/** The line "On … wrote:" starts on, which clients wrap over two lines when it is long. */
function attributionAt(lines: string[], index: number): boolean {
  const line = lines[index]!;
  if (ATTRIBUTION.test(line)) return true;
  const next = lines[index + 1];
  return ATTRIBUTION_START.test(line) && next !== undefined && /^.*\bwrote:\s*$/i.test(next) && !QUOTED.test(next);
}

/**
 * Outlook's header block: a From: line with a Sent: line within the next three. Gmail's forwarded message has a
 * Date: line there instead, and stays in the text.
 */
function outlookHeaderAt(lines: string[], index: number): boolean {
  if (!OUTLOOK_FROM.test(lines[index]!)) return false;
  return lines.slice(index + 1, index + 4).some((line) => OUTLOOK_SENT.test(line));
}

/** The first line of a run of quoted lines that goes to the end, blank lines allowed within it. */
function closingQuoteAt(lines: string[], index: number): boolean {
  return QUOTED.test(lines[index]!) && lines.slice(index).every((line) => line.trim() === "" || QUOTED.test(line));
}

export function splitQuotedHistory(whole: string): SplitText {
  const lines = whole.replace(/\r\n?/g, "\n").split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    let start: number | undefined;
    if (attributionAt(lines, index) || closingQuoteAt(lines, index)) start = index;
    else if (outlookHeaderAt(lines, index)) {
      start = index > 0 && ORIGINAL_MESSAGE.test(lines[index - 1]!) ? index - 1 : index;
    } else if (ORIGINAL_MESSAGE.test(lines[index]!) && outlookHeaderAt(lines, index + 1)) start = index;
    if (start !== undefined) {
      return { text: lines.slice(0, start).join("\n").trimEnd(), quoted: lines.slice(start).join("\n").trim() };
    }
  }
  return { text: whole.replace(/\r\n?/g, "\n").trimEnd(), quoted: "" };
}
