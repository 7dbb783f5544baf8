/**
 * What in an SVG could run script when the file is opened on its own: the client logos are SVGs editors supply,
 * and the build serves them as they are. A picture needs none of these.
 */
const activeParts: { pattern: RegExp; describe: (match: RegExpExecArray) => string }[] = [
  { pattern: /<(?:[\w.-]+:)?script[\s/>]/i, describe: () => "a <script> element" },
  { pattern: /<(?:[\w.-]+:)?foreignObject[\s/>]/i, describe: () => "a <foreignObject> element" },
  { pattern: /[\s"'/](on[a-z]+)\s*=/i, describe: (match) => `an event handler (${match[1]})` },
  { pattern: /javascript\s*:/i, describe: () => "a javascript: link" },
];

/** The first part of `svg` that could run script, described for an editor; undefined for a plain picture. */
export function activeSvgContent(svg: string): string | undefined {
  for (const { pattern, describe } of activeParts) {
    const match = pattern.exec(svg);
    if (match) return describe(match);
  }
  return undefined;
}
