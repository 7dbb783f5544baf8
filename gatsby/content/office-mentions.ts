/**
 * Texts that name the offices' cities ("in Lagos and Abuja"). They are written by hand in several files, so
 * when an office opens or closes the check points to every one that no longer names the same cities.
 */
import { recordLabel, SINGLE_RECORD, type ContentFiles, type ContentProblem } from "./content-rules";

interface Text {
  file: string;
  record: string;
  field: string;
  text: string;
}

function textsUnder(value: unknown, path: string, found: Omit<Text, "text">, into: Text[]): void {
  if (typeof value === "string") into.push({ ...found, field: path, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => textsUnder(item, `${path}[${index + 1}]`, found, into));
  else if (typeof value === "object" && value !== null) {
    for (const [name, item] of Object.entries(value)) textsUnder(item, path ? `${path}.${name}` : name, found, into);
  }
}

function textsOf(files: ContentFiles): Text[] {
  const texts: Text[] = [];
  for (const [file, value] of Object.entries(files)) {
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        textsUnder(item, "", { file, record: recordLabel(item, index), field: "" }, texts),
      );
    } else {
      textsUnder(value, "", { file, record: SINGLE_RECORD, field: "" }, texts);
    }
  }
  return texts;
}

/** An office's city: its address's last line, without the state ("Abuja, FCT" -> "Abuja"). */
export function officeCities(files: ContentFiles): string[] {
  const offices = Array.isArray(files["offices.json"]) ? (files["offices.json"] as Record<string, unknown>[]) : [];
  const cities = offices.flatMap((office) => {
    const lines: unknown[] = Array.isArray(office.addressLines) ? office.addressLines : [];
    const last = lines.at(-1);
    return typeof last === "string" ? [last.split(",")[0]!.trim()] : [];
  });
  return [...new Set(cities)];
}

const namedPlaces = /\b[A-Z][a-z]+(?:, [A-Z][a-z]+)* and [A-Z][a-z]+\b/g;

export function officeMentions(files: ContentFiles): ContentProblem[] {
  const cities = officeCities(files);
  const all = cities.length > 1 ? `${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}` : (cities[0] ?? "");
  return textsOf(files)
    .filter(({ file }) => file !== "offices.json")
    .flatMap(({ file, record, field, text }) =>
      [...text.matchAll(namedPlaces)].flatMap(([phrase]) => {
        const names = phrase.split(/, | and /);
        const namesAnOffice = names.some((name) => cities.includes(name));
        const namesEveryOffice = names.length === cities.length && cities.every((city) => names.includes(city));
        return namesAnOffice && !namesEveryOffice
          ? [
              {
                file,
                record,
                field,
                message: `says "${phrase}", but offices.json has offices in ${all}: update the text`,
              },
            ]
          : [];
      }),
    );
}
