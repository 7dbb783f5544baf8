/** Real Word documents (.docx) for the tests, with the relationships, settings and parts a test needs. */
import { docxParts, zipBytes, type ZipEntry } from "./helpers";

const RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";
/** The officeDocument relationship types, e.g. `${TYPES}/oleObject`. */
export const TYPES = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

export interface RelationshipSpec {
  type: string;
  target: string;
  /** TargetMode="External", or as written here (an entity-encoded "External"). */
  external?: boolean | string;
}

/** A .rels part, as Word writes one: each relationship numbered rId1, rId2... */
export function relationshipsPart(name: string, relationships: RelationshipSpec[]): ZipEntry {
  const elements = relationships.map(({ type, target, external }, index) => {
    const mode = external === true ? ' TargetMode="External"' : external ? ` TargetMode="${external}"` : "";
    return `<Relationship Id="rId${index + 1}" Type="${type}" Target="${target}"${mode}/>`;
  });
  return {
    name,
    data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="${RELATIONSHIPS}">${elements.join("")}</Relationships>`,
  };
}

/** The document's own relationships (word/_rels/document.xml.rels): its settings, and `more`. */
export const documentRelationships = (...more: RelationshipSpec[]) =>
  relationshipsPart("word/_rels/document.xml.rels", [{ type: `${TYPES}/settings`, target: "settings.xml" }, ...more]);

/** Word's settings part, attaching a template by the relationship rId1 of its own .rels part. */
export const settingsWithTemplate: ZipEntry = {
  name: "word/settings.xml",
  data:
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
    '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<w:attachedTemplate r:id="rId1"/><w:defaultTabStop w:val="720"/></w:settings>',
};

/** The settings part of a document with no template. */
export const plainSettings: ZipEntry = {
  name: "word/settings.xml",
  data:
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
    '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:defaultTabStop w:val="720"/></w:settings>',
};

/** An OLE object's bytes as Word embeds them: an OLE compound file (its first bytes are enough for the name). */
export const oleObjectBytes = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);

/** A .docx: the minimal document's parts, then `parts`, one part per name (a later one replacing an earlier). */
export function docxFile(...parts: ZipEntry[]): Buffer {
  const byName = new Map([...docxParts, ...parts].map((part) => [part.name, part]));
  return zipBytes([...byName.values()]);
}
