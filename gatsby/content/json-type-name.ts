/** The GraphQL type of a data file's records: "core-values" -> "CoreValuesJson". */
export function jsonTypeName(fileName: string): string {
  const words = fileName.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  return `${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("")}Json`;
}
