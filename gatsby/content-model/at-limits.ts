/**
 * The content with every field at its limit, made from the content model and the content as it is: every text as
 * long as it may be, every list and list file as long, optional fields present (until a total is spent), the
 * largest icons, picture names
 * as long as allowed, dates with the longest month. `npm test` builds the site from it and checks that every page
 * keeps its margin within the first round trip (scripts/write-content-at-limits.ts, docs/performance-budgets.md).
 *
 * The words are drawn at random from the site's own texts: in random order they compress worse than the prose
 * they came from, so a page comes out larger than real texts of the same lengths would make it. What the texts
 * choose from (a social network, a page's id, a salary's period) and what the rules fix (a core value's letter)
 * keep their value; so do whole numbers without a maximum, which print as a few digits.
 */
import type { ContentFiles } from "../content/content-rules";
import type { DataFile, Field, Fields, ListField } from "./fields";
import { formatMaxLength, maxLengthOf, textLength } from "./limits";

/** A picture the content at its limits names: a copy of `from` (relative to data/), or a new one without it. */
export interface PictureCopy {
  from?: string;
  to: string;
}

export interface ContentAtLimits {
  files: ContentFiles;
  pictures: PictureCopy[];
}

type DataRecord = Record<string, unknown>;

/** A date whose month has the longest name, far enough ahead that every job opening is open. */
const LONGEST_DATE = "2099-09-30";

/** Ids the content rules ask for by name: careers.json's departments must include the "all" filter. */
const FIXED_IDS = new Set(["all"]);

/** A fixed sequence of numbers in [0, 1), so the same content gives the same pages. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/**
 * Every lower-case word of the content's prose (texts with spaces: not addresses or paths), as often as it occurs,
 * so that words are drawn as often as the site uses them.
 */
export function vocabularyOf(files: ContentFiles): string[] {
  const words: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === "string" && value.includes(" ")) {
      words.push(...(value.toLowerCase().match(/[a-z]{2,}/g) ?? []));
    } else if (typeof value === "object" && value !== null) {
      Object.values(value).forEach(visit);
    }
  };
  visit(files);
  return words;
}

class Writer {
  private readonly random = seeded(20261126);
  private readonly usedIds = new Set<string>();
  private nextIcon = 0;

  constructor(
    private readonly words: readonly string[],
    private readonly iconsLargestFirst: readonly string[],
  ) {}

  private word(): string {
    return this.words[Math.floor(this.random() * this.words.length)]!;
  }

  /** Words joined by `separator`, exactly `length` characters, never ending in the separator. */
  private joined(length: number, separator: string): string {
    let text = this.word();
    while (text.length < length) text += separator + this.word();
    text = text.slice(0, length);
    return text.endsWith(separator) ? `${text.slice(0, -1)}s` : text;
  }

  text(length: number): string {
    const words = this.joined(length, " ");
    if (length < 2) return words.toUpperCase();
    return `${words[0]!.toUpperCase()}${words.slice(1, -1)}.`;
  }

  id(length: number): string {
    let id: string;
    do id = this.joined(length, "-");
    while (this.usedIds.has(id));
    this.usedIds.add(id);
    return id;
  }

  email(length: number): string {
    const domain = "@cowryshield.com.ng";
    return this.joined(length - domain.length, ".") + domain;
  }

  url(length: number): string {
    const site = "https://www.cowryshield.com.ng/";
    return site + this.joined(length - site.length, "-");
  }

  phone(): string {
    let digits = "";
    while (digits.length < formatMaxLength.phone - "+2348".length) digits += Math.floor(this.random() * 10);
    return `+2348${digits}`;
  }

  /** The next icon is the largest again: each page shows the icons of one file (see listedBy). */
  restartIcons() {
    this.nextIcon = 0;
  }

  icon(): string {
    const icon = this.iconsLargestFirst[this.nextIcon % this.iconsLargestFirst.length]!;
    this.nextIcon += 1;
    return icon;
  }

  picture(folder: string, extension: string): string {
    const start = `./${folder}/`;
    return start + this.joined(formatMaxLength.image - start.length - extension.length, "-") + extension;
  }
}

/** What still fits under a list's total (maxTotalLength): shared by every text generated inside that list. */
interface Budget {
  left: number;
}

class ContentFiller {
  /** New ids by where they are referred to ("products.json#", "careers.json#departments") and old id. */
  private readonly ids = new Map<string, Map<string, string>>();
  readonly pictures: PictureCopy[] = [];

  constructor(private readonly writer: Writer) {}

  /** Gives every id of the content its new one, before any reference to it is filled in. */
  collectIds(fields: Fields, value: DataRecord, key: string, topLevel: boolean, file: string) {
    for (const [name, field] of Object.entries(fields)) {
      const current = value[name];
      if (field.kind === "id" && typeof current === "string") this.newIdFor(key, current, maxLengthOf(field)!);
      if (field.kind === "list" && field.of.kind === "object" && Array.isArray(current)) {
        const listKey = topLevel ? `${file}#${name}` : key;
        for (const item of current) this.collectIds(field.of.fields, item as DataRecord, listKey, false, file);
      }
    }
  }

  private newIdFor(key: string, old: string, length: number) {
    const known = this.ids.get(key) ?? new Map<string, string>();
    known.set(old, FIXED_IDS.has(old) ? old : this.writer.id(length));
    this.ids.set(key, known);
  }

  private idOf(key: string, old: unknown): string {
    const id = typeof old === "string" ? this.ids.get(key)?.get(old) : undefined;
    if (id === undefined) throw new Error(`Content at its limits: no id for ${String(old)} in ${key}`);
    return id;
  }

  record(fields: Fields, value: DataRecord, key: string, file: string, topLevel: boolean, budget?: Budget): DataRecord {
    return Object.fromEntries(
      Object.entries(fields).flatMap(([name, field]) => {
        // Once a total is spent, what may be left out is.
        if (field.optional && budget !== undefined && budget.left <= 0) return [];
        const listKey = topLevel && field.kind === "list" ? `${file}#${name}` : key;
        return [[name, this.field(field, value[name], listKey, file, budget)]];
      }),
    );
  }

  private field(field: Field, value: unknown, key: string, file: string, budget?: Budget): unknown {
    const filled = this.fieldAtLimit(field, value, key, file, budget);
    // The texts of fixed form count towards a total as they are; the free texts take what they leave.
    if (budget !== undefined && field.kind !== "text" && typeof filled === "string") budget.left -= filled.length;
    return filled;
  }

  private fieldAtLimit(field: Field, value: unknown, key: string, file: string, budget?: Budget): unknown {
    switch (field.kind) {
      case "text":
        if (field.oneOf || field.length) {
          const kept = (value ?? field.oneOf?.value[0]) as string;
          if (budget !== undefined) budget.left -= kept.length;
          return kept;
        }
        return this.text(maxLengthOf(field)!, budget);
      case "id":
        // An item the list is extended with has no id yet: a new one, referred to by nothing.
        return value === undefined ? this.writer.id(maxLengthOf(field)!) : this.idOf(key, value);
      case "reference":
        return this.idOf(`${field.file}#${field.list ?? ""}`, value);
      case "phone":
        return this.writer.phone();
      case "email":
        return this.writer.email(maxLengthOf(field)!);
      case "url":
        return this.writer.url(maxLengthOf(field)!);
      case "date":
        return LONGEST_DATE;
      case "icon":
        return this.writer.icon();
      case "image": {
        const from = typeof value === "string" ? value : undefined;
        const to = this.writer.picture(field.folder, /\.\w+$/.exec(from ?? "")?.[0] ?? ".jpg");
        this.pictures.push({ from, to });
        return to;
      }
      case "number":
        return this.number(field, value);
      case "object":
        return this.record(field.fields, (value ?? {}) as DataRecord, key, file, false, budget);
      case "list":
        return this.list(field, Array.isArray(value) ? value : [], key, file, budget);
    }
  }

  private text(max: number, budget?: Budget): string {
    const length = budget === undefined ? max : Math.max(1, Math.min(max, budget.left));
    if (budget !== undefined) budget.left -= length;
    return this.writer.text(length);
  }

  private number(field: Extract<Field, { kind: "number" }>, value: unknown): unknown {
    if (field.maximum === undefined) return value;
    if (field.integer) return field.maximum.value;
    // The most digits a number between the bounds prints with.
    const low = field.minimum?.value ?? 0;
    return low + (field.maximum.value - low) * 0.7312345678901234;
  }

  private list(field: ListField, value: unknown[], key: string, file: string, outer?: Budget): unknown[] {
    const budget = field.maxTotalLength === undefined ? outer : { left: field.maxTotalLength };
    const count = field.exactly?.value ?? field.maxItems ?? value.length;
    const least = field.exactly?.value ?? field.minimum?.value ?? 1;
    const items: unknown[] = [];
    for (let index = 0; index < count; index += 1) {
      if (index >= least && budget !== undefined && budget.left <= 0) break;
      // Items beyond those written are made from the field alone; a reference list keeps its own items.
      items.push(this.field(field.of, value[index], key, file, budget));
    }
    if (field.maxTotalLength !== undefined) this.shortenTo(items, field.maxTotalLength);
    return items;
  }

  /** What a list needs (an item, a text) may have gone beyond what its total had left: the longest texts give way. */
  shortenTo(value: unknown[], total: number) {
    for (let excess = textLength(value) - total; excess > 0; excess = textLength(value) - total) {
      this.shortenLongest(value, excess);
    }
  }

  private shortenLongest(value: unknown, excess: number) {
    let longest: { holder: Record<string, unknown> | unknown[]; key: string | number; length: number } | undefined;
    const visit = (holder: Record<string, unknown> | unknown[]) => {
      for (const [key, item] of Object.entries(holder)) {
        if (typeof item === "string" && item.length > (longest?.length ?? 0)) {
          longest = { holder, key: Array.isArray(holder) ? Number(key) : key, length: item.length };
        } else if (typeof item === "object" && item !== null) {
          visit(item as Record<string, unknown>);
        }
      }
    };
    visit(value as unknown[]);
    if (longest === undefined || longest.length === 1)
      throw new Error("Content at its limits: no text left to shorten");
    const length = Math.max(1, longest.length - excess);
    (longest.holder as Record<string | number, unknown>)[longest.key] = this.writer.text(length);
  }
}

/** Each list file's records, repeated in turn up to its maxCount; each repeat's id made unique for collectIds. */
function withMostRecords(dataFile: DataFile, records: DataRecord[]): DataRecord[] {
  const wanted = dataFile.count ?? dataFile.maxCount ?? records.length;
  return Array.from({ length: wanted }, (_, index) => {
    const record = records[index % records.length]!;
    const round = Math.floor(index / records.length);
    return round === 0 || typeof record.id !== "string" ? record : { ...record, id: `${record.id}-${round}` };
  });
}

/**
 * `files` at the limits of `model`. `iconsLargestFirst` orders the icons editors may choose by the bytes each
 * adds to a page, so that each page gets the largest, each different.
 */
/** Whether another file lists this one's records (categories list products): a page shows both together. */
function listedBy(model: readonly DataFile[], dataFile: DataFile): boolean {
  return model.some((other) =>
    Object.values(other.fields).some(
      (field) => field.kind === "list" && field.of.kind === "reference" && field.of.file === dataFile.file,
    ),
  );
}

export function contentAtLimits(
  model: readonly DataFile[],
  files: ContentFiles,
  iconsLargestFirst: readonly string[],
): ContentAtLimits {
  const writer = new Writer(vocabularyOf(files), iconsLargestFirst);
  const filler = new ContentFiller(writer);
  const recordsOf = new Map<DataFile, DataRecord[]>();
  for (const dataFile of model) {
    const value = files[dataFile.file];
    const records =
      dataFile.shape === "single" ? [value as DataRecord] : withMostRecords(dataFile, value as DataRecord[]);
    recordsOf.set(dataFile, records);
    const topLevel = dataFile.shape === "single";
    for (const record of records)
      filler.collectIds(dataFile.fields, record, `${dataFile.file}#`, topLevel, dataFile.file);
  }
  const atLimits: ContentFiles = {};
  for (const dataFile of model) {
    // A file listed by another takes the icons after the lister's, so that their page shows the most.
    if (!listedBy(model, dataFile)) writer.restartIcons();
    const topLevel = dataFile.shape === "single";
    const budget = dataFile.maxTotalLength === undefined ? undefined : { left: dataFile.maxTotalLength };
    const records = recordsOf
      .get(dataFile)!
      .map((record) => filler.record(dataFile.fields, record, `${dataFile.file}#`, dataFile.file, topLevel, budget));
    if (dataFile.maxTotalLength !== undefined) filler.shortenTo(records, dataFile.maxTotalLength);
    atLimits[dataFile.file] = dataFile.shape === "single" ? records[0] : records;
  }
  return { files: atLimits, pictures: filler.pictures };
}
