/** The build's compressed copies (gatsby/rewrites/precompress.ts) as the service and the hosts find them. */

export const PRECOMPRESSED_TYPES = [".html", ".js", ".css", ".json", ".svg", ".xml", ".txt", ".webmanifest"];

const compressedCopy = /\.(br|gz)$/;

export const isCompressedCopy = (file: string) => compressedCopy.test(file);

/** The file a compressed copy was made from: `index.html` for `index.html.br`; any other path as it is. */
export const originalOf = (file: string) => file.replace(compressedCopy, "");
