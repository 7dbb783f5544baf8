/**
 * The relationships of a Word document's parts (its .rels parts), and which of them reach outside the document or
 * carry something that runs: anything fetched from elsewhere when it opens (a template, an OLE object as in
 * CVE-2022-30190, a picture or frame), an embedded OLE object, package or ActiveX control, a VBA project.
 */

/** Relationship types, by the last segment of their URI, whose target is an object, a control or a template. */
const EMBEDDING_TYPES = new Set(["attachedtemplate", "oleobject", "package", "control", "activexcontrolbinary"]);
/** The relationship to a document's macros, whatever the part holding them is called. */
const MACROS_TYPE = "vbaproject";

/**
 * A hyperlink is only followed when clicked, as a PDF's link is: kept when it goes to a web page or an e-mail
 * address. Any other scheme (ms-msdt:, file:, search-ms:) starts something on the computer.
 */
const PLAIN_HYPERLINK = /^(https?:|mailto:)/i;

export interface Relationship {
  type: string;
  target: string;
  targetMode: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** An attribute's value as an XML parser gives it: character and entity references written out. */
function attributeValue(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (reference, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/** XML's text in the encoding its first bytes show: UTF-8, or UTF-16 with or without a byte order mark. */
function xmlText(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString("utf16le");
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.toString("utf16le", 2);
  if (bytes[0] === 0x00 && bytes[1] === 0x3c)
    return Buffer.from(bytes.subarray(0, bytes.length & ~1))
      .swap16()
      .toString("utf16le");
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return bytes.toString("utf16le");
  return bytes.toString("utf8");
}

const RELATIONSHIP = /<(?:[A-Za-z_][\w.-]*:)?Relationship\b([^>]*)>/g;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The relationships a .rels part lists, or undefined for one that declares a document type: its own entities could
 * spell out what the attributes mean, and Word's parts never have one.
 */
export function relationshipsIn(part: Buffer): Relationship[] | undefined {
  const xml = xmlText(part);
  if (/<!DOCTYPE/i.test(xml)) return undefined;
  return [...xml.matchAll(RELATIONSHIP)].map(([, attributes = ""]) => {
    const values: Record<string, string> = {};
    for (const [, name = "", double, single] of attributes.matchAll(ATTRIBUTE)) {
      // By local name: a prefix would put the attribute in another namespace, which Word ignores; read it anyway.
      values[name.slice(name.indexOf(":") + 1)] = attributeValue(double ?? single ?? "");
    }
    return { type: values.Type ?? "", target: values.Target ?? "", targetMode: values.TargetMode ?? "" };
  });
}

/**
 * What is wrong with a relationship: "macros", or "link" for one that reaches outside the document or to an
 * embedded object, control or template; undefined for a plain one (styles, fonts, pictures inside, web links).
 */
export function relationshipConcern({ type, target, targetMode }: Relationship): "macros" | "link" | undefined {
  const kind = type
    .trim()
    .slice(type.trim().lastIndexOf("/") + 1)
    .toLowerCase();
  if (kind === MACROS_TYPE) return "macros";
  if (EMBEDDING_TYPES.has(kind)) return "link";
  if (targetMode.trim().toLowerCase() !== "external") return undefined;
  return kind === "hyperlink" && PLAIN_HYPERLINK.test(target.trim()) ? undefined : "link";
}
