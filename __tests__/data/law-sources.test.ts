/**
 * Statements of law in data/ carry their sources (CONTENT.md): a record that says something is compulsory or
 * required, or names a section or the Schengen rule, lists where that comes from; files with no place for sources
 * state no law, and each home service card names only covers its category holds.
 */
import fs from "node:fs";
import path from "node:path";

type DataRecord = Record<string, unknown> & { sources?: unknown[] };

const read = (file: string): DataRecord[] =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "data", file), "utf8")) as DataRecord[];

/** Words that make a text a statement of what the law requires. */
const statesTheLaw = /\b(?:compulsory|mandatory|required (?:by law|under)|the law requires|section \d|Act \d{4}|EUR \d)\b/i;

const textOf = ({ sources: _sources, ...record }: DataRecord) => JSON.stringify(record);
const nameOf = (record: DataRecord) => String(record.id ?? record.question ?? record.title);

describe("statements of law", () => {
  it.each(["products.json", "faqs.json"])("every record of %s that states the law lists its sources", (file) => {
    const unsourced = read(file)
      .filter((record) => statesTheLaw.test(textOf(record)) && !record.sources?.length)
      .map(nameOf);
    expect(unsourced).toEqual([]);
  });

  it.each(["service-cards.json", "categories.json"])("%s states no law, having no place for sources", (file) => {
    const stating = read(file)
      .filter((record) => statesTheLaw.test(textOf(record)))
      .map(nameOf);
    expect(stating).toEqual([]);
  });

  it("cites NIIRA 2025's sections 75 and 76 and the Schengen minimum where the products rely on them", () => {
    const byId = new Map(read("products.json").map((product) => [product.id, product]));
    // The law and section each source names; the title goes on to say who reported or quoted it.
    const sectionsOf = (id: string) =>
      (byId.get(id)!.sources as { title: string; section?: string }[]).map(
        ({ title, section }) => `${title.split(",")[0]!}, ${section ?? ""}`,
      );
    expect(sectionsOf("contractors-insurance")).toEqual(["Nigerian Insurance Industry Reform Act 2025, section 75(1)"]);
    for (const id of ["public-liability", "fire-insurance"]) {
      expect(sectionsOf(id)).toEqual([
        "Nigerian Insurance Industry Reform Act 2025, sections 76(1) to (4)",
        "Nigerian Insurance Industry Reform Act 2025, section 76(6)",
      ]);
    }
    expect(sectionsOf("travel-insurance")).toContain("EU Visa Code, Article 15");
    expect(textOf(byId.get("contractors-insurance")!)).toContain("a building of more than one floor");
    expect(textOf(byId.get("travel-insurance")!)).toContain(
      "at least EUR 30,000, valid in every Schengen state for the whole stay",
    );
    expect(textOf(byId.get("fire-insurance")!)).not.toMatch(/occupiers' liability/i);
  });
});

describe("home service cards", () => {
  const categories = new Map(read("categories.json").map((category) => [category.id, category]));
  const products = new Map(read("products.json").map((product) => [product.id, product]));

  /** Covers a card may name, each with the product that provides it. */
  const covers: [RegExp, string][] = [
    [/\bmotor\b/i, "motor-insurance"],
    [/\bfire\b/i, "fire-insurance"],
    [/\bburglary\b/i, "burglary-insurance"],
    [/\bhouseholder\b/i, "householder-insurance"],
    [/\b(?:business interruption|consequential loss)\b/i, "consequential-loss"],
    [/\bcontractors'/i, "contractors-insurance"],
    [/\bmoney\b/i, "money-insurance"],
    [/\bfidelity\b/i, "fidelity-guarantee"],
    [/\bpublic liability\b/i, "public-liability"],
    [/\bgoods-in-transit\b/i, "transit-insurance"],
    [/\bmarine\b/i, "marine-cargo"],
    [/\bgroup life\b/i, "group-life"],
    [/\bendowment\b/i, "endowment-plans"],
    [/\beducation\b/i, "education-plans"],
    [/\bhealth\b/i, "health-insurance"],
    [/\bpersonal accident\b/i, "group-accident"],
    [/\btravel\b/i, "travel-insurance"],
    [/\b(?:oil and gas|engineering|bonds?|professional indemnity)\b/i, "(none)"],
  ];

  it.each(read("service-cards.json").map((card) => [card.title, card] as const))(
    "'%s' names only covers its category holds",
    (_title, card) => {
      const category = categories.get(card.category)!;
      const named = covers.filter(([pattern]) => pattern.test(card.description as string)).map(([, id]) => id);
      expect(named.length).toBeGreaterThan(0);
      expect(named.filter((id) => !(category.products as string[]).includes(id))).toEqual([]);
      expect(named.every((id) => products.has(id))).toBe(true);
    },
  );
});
