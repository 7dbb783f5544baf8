/**
 * The rules the editor-owned data files follow: each record against its file's schema, then what spans records and
 * files (ids, references, counts). Parsed files in, every problem out, named by file, record and field;
 * content-report.ts reads data/ and words the result.
 */
import { ValidationError } from "yup";
import { isOpenOn } from "../../src/lib/job-openings";
import { fixedCountMessage } from "../content-model/formats";
import { recordsMessage, textLength, totalLengthMessage } from "../content-model/limits";
import { contentModel, dataFile, legalPageIds, requiredPageIds } from "../content-model/model";
import { recordSchemaOf, type ValidationContext } from "../content-model/to-yup";

export interface ContentProblem {
  file: string;
  record: string;
  field: string;
  message: string;
  /** Where in the file, when known (JSON syntax errors). */
  line?: number;
  column?: number;
}

/** Parsed JSON of each data file, keyed by file name (e.g. "products.json"). */
export type ContentFiles = Record<string, unknown>;

type DataRecord = Record<string, unknown>;

export const WHOLE_FILE = "(whole file)";
export const SINGLE_RECORD = "(the file's only record)";

export function formatProblem({ file, record, field, message }: ContentProblem): string {
  return `data/${file} › ${record} › ${field}: ${message}`;
}

export function recordLabel(value: unknown, index: number): string {
  const data = (value ?? {}) as DataRecord;
  const name = [data.id, data.name, data.title, data.question, data.value].find(
    (candidate): candidate is string => typeof candidate === "string" && candidate.trim() !== "",
  );
  return name === undefined ? `record #${index + 1}` : `record #${index + 1} "${name}"`;
}

/** A field's path as an editor counts: yup's `phones[1].number` is the second phone line, `phones[2].number`. */
export function countedFromOne(path: string): string {
  return path.replace(/\[(\d+)\]/g, (_, index: string) => `[${Number(index) + 1}]`);
}

function schemaProblems(file: string, record: string, error: ValidationError): ContentProblem[] {
  const errors = error.inner.length > 0 ? error.inner : [error];
  return errors.map((inner) => ({
    file,
    record,
    field: inner.path ? countedFromOne(inner.path) : "(record)",
    message: inner.message,
  }));
}

function checkRecord(file: string, record: string, value: unknown, context: ValidationContext): ContentProblem[] {
  try {
    recordSchemaOf(dataFile(file)!).validateSync(value, { strict: true, abortEarly: false, context });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return schemaProblems(file, record, error);
    throw error;
  }
}

function checkFileShapes(files: ContentFiles, context: ValidationContext): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const rule of contentModel) {
    const { file } = rule;
    const value = files[file];
    if (value === undefined) {
      problems.push({ file, record: WHOLE_FILE, field: WHOLE_FILE, message: "the file is missing" });
    } else if (rule.shape === "single") {
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        problems.push({ file, record: WHOLE_FILE, field: WHOLE_FILE, message: "must hold one object { ... }" });
      } else {
        problems.push(...checkRecord(file, SINGLE_RECORD, value, context));
      }
    } else if (!Array.isArray(value)) {
      problems.push({ file, record: WHOLE_FILE, field: WHOLE_FILE, message: "must hold a list of records [ ... ]" });
    } else {
      if (rule.count !== undefined && value.length !== rule.count) {
        problems.push({
          file,
          record: WHOLE_FILE,
          field: "(number of records)",
          message: fixedCountMessage(rule.count, value.length),
        });
      }
      if (rule.maxCount !== undefined && value.length > rule.maxCount) {
        problems.push({
          file,
          record: WHOLE_FILE,
          field: "(number of records)",
          message: recordsMessage(value.length, rule.maxCount),
        });
      }
      const length = textLength(value);
      if (rule.maxTotalLength !== undefined && length > rule.maxTotalLength) {
        problems.push({
          file,
          record: WHOLE_FILE,
          field: "(all its texts)",
          message: totalLengthMessage(length, rule.maxTotalLength),
        });
      }
      value.forEach((item, index) => problems.push(...checkRecord(file, recordLabel(item, index), item, context)));
    }
  }
  for (const file of Object.keys(files)) {
    if (dataFile(file) === undefined) {
      problems.push({
        file,
        record: WHOLE_FILE,
        field: WHOLE_FILE,
        message: "the site does not use this file; remove it or add rules for it",
      });
    }
  }
  return problems;
}

function listOf(files: ContentFiles, file: string): DataRecord[] {
  const value = files[file];
  return Array.isArray(value)
    ? (value.filter((item) => typeof item === "object" && item !== null) as DataRecord[])
    : [];
}

function singleOf(files: ContentFiles, file: string): DataRecord {
  const value = files[file];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as DataRecord) : {};
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function idsOf(files: ContentFiles, file: string): Set<string> {
  return new Set(
    listOf(files, file)
      .map((item) => item.id)
      .filter((id): id is string => typeof id === "string"),
  );
}

function checkDuplicateIds(files: ContentFiles): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file } of contentModel) {
    const firstAt = new Map<unknown, number>();
    listOf(files, file).forEach((item, index) => {
      if (item.id === undefined) return;
      const earlier = firstAt.get(item.id);
      if (earlier !== undefined) {
        problems.push({
          file,
          record: recordLabel(item, index),
          field: "id",
          message: `duplicates the id ${JSON.stringify(item.id)} of record #${earlier + 1}; every record needs an id of its own`,
        });
      } else {
        firstAt.set(item.id, index);
      }
    });
  }
  return problems;
}

function hasDuplicateIds(files: ContentFiles, file: string): boolean {
  return listOf(files, file).length !== idsOf(files, file).size;
}

/** Skipped while product ids repeat: the duplicate is the cause, and checking categories would blame them instead. */
function checkCategoryProducts(files: ContentFiles): ContentProblem[] {
  if (hasDuplicateIds(files, "products.json")) return [];
  const problems: ContentProblem[] = [];
  const productIds = idsOf(files, "products.json");
  const homeOf = new Map<string, string>();
  listOf(files, "categories.json").forEach((category, index) => {
    const record = recordLabel(category, index);
    stringsOf(category.products).forEach((productId, position) => {
      const field = `products[${position + 1}]`;
      if (!productIds.has(productId)) {
        problems.push({
          file: "categories.json",
          record,
          field,
          message: `names a product that is not in products.json: ${productId}`,
        });
      } else if (homeOf.has(productId)) {
        problems.push({
          file: "categories.json",
          record,
          field,
          message: `lists ${productId}, which category "${homeOf.get(productId)}" already lists`,
        });
      } else {
        homeOf.set(productId, String(category.id));
      }
    });
  });
  listOf(files, "products.json").forEach((product, index) => {
    if (typeof product.id === "string" && !homeOf.has(product.id)) {
      problems.push({
        file: "products.json",
        record: recordLabel(product, index),
        field: "id",
        message: "is not listed by any category in categories.json, so no one could find it",
      });
    }
  });
  return problems;
}

function checkReferences(files: ContentFiles): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const company = singleOf(files, "company.json");
  if (typeof company.contactOffice === "string" && !idsOf(files, "offices.json").has(company.contactOffice)) {
    problems.push({
      file: "company.json",
      record: SINGLE_RECORD,
      field: "contactOffice",
      message: `names an office that is not in offices.json: ${company.contactOffice}`,
    });
  }

  const categoryIds = idsOf(files, "categories.json");
  const isCategory = (id: string) => categoryIds.has(id);
  problems.push(
    ...unknownReferences(files, "service-cards.json", "category", isCategory, "a category", "categories.json"),
  );

  const departments = Array.isArray(singleOf(files, "careers.json").departments)
    ? (singleOf(files, "careers.json").departments as DataRecord[])
    : [];
  const departmentIds = new Set(departments.map((department) => department.id));
  if (departments.length > 0 && !departmentIds.has("all")) {
    problems.push({
      file: "careers.json",
      record: SINGLE_RECORD,
      field: "departments",
      message: 'must include the filter { "id": "all", "label": "All" }',
    });
  }
  const isDepartment = (id: string) => id !== "all" && departmentIds.has(id);
  problems.push(...unknownReferences(files, "jobs.json", "department", isDepartment, "a department", "careers.json"));

  problems.push(
    ...missingPageRecords(files, "legal.json", legalPageIds),
    ...missingPageRecords(files, "pages.json", requiredPageIds),
  );
  return problems;
}

/** A problem for each record of `file` whose `field` names `what` that `where` does not hold. */
function unknownReferences(
  files: ContentFiles,
  file: string,
  field: string,
  isKnown: (id: string) => boolean,
  what: string,
  where: string,
): ContentProblem[] {
  return listOf(files, file).flatMap((record, index) => {
    const id = record[field];
    if (typeof id !== "string" || isKnown(id)) return [];
    return [
      { file, record: recordLabel(record, index), field, message: `names ${what} that is not in ${where}: ${id}` },
    ];
  });
}

/** A problem for each page that `file`, when there is one, has no record for. */
function missingPageRecords(files: ContentFiles, file: string, pageIds: readonly string[]): ContentProblem[] {
  if (files[file] === undefined) return [];
  const ids = idsOf(files, file);
  return pageIds
    .filter((pageId) => !ids.has(pageId))
    .map((pageId) => ({ file, record: WHOLE_FILE, field: "id", message: `has no record for the page "${pageId}"` }));
}

function checkCoreValuesSpellTrail(files: ContentFiles): ContentProblem[] {
  const values = listOf(files, "core-values.json");
  const word = values.map((value) => value.letter).join("");
  return values.length === 5 && word !== "TRAIL"
    ? [
        {
          file: "core-values.json",
          record: WHOLE_FILE,
          field: "letter",
          message: `the letters must spell TRAIL in order; they spell ${word}`,
        },
      ]
    : [];
}

function checkJobDates(files: ContentFiles): ContentProblem[] {
  return listOf(files, "jobs.json").flatMap((job, index) =>
    typeof job.datePosted === "string" && typeof job.validThrough === "string" && job.validThrough < job.datePosted
      ? [
          {
            file: "jobs.json",
            record: recordLabel(job, index),
            field: "validThrough",
            message: `is before datePosted (${job.datePosted}): the opening would close before it opens`,
          },
        ]
      : [],
  );
}

export function validateContent(files: ContentFiles, context: ValidationContext): ContentProblem[] {
  return [
    ...checkFileShapes(files, context),
    ...checkDuplicateIds(files),
    ...checkCategoryProducts(files),
    ...checkReferences(files),
    ...checkCoreValuesSpellTrail(files),
    ...checkJobDates(files),
  ];
}

/** Openings already closed on `today`: valid data, but visitors no longer see them, so the editor is told. */
export function closedOpenings(files: ContentFiles, today: string): ContentProblem[] {
  return listOf(files, "jobs.json").flatMap((job, index) =>
    typeof job.validThrough === "string" && !isOpenOn({ validThrough: job.validThrough }, today)
      ? [
          {
            file: "jobs.json",
            record: recordLabel(job, index),
            field: "validThrough",
            message: `the opening closed on ${job.validThrough}, so the site no longer shows it; move the date or remove the opening`,
          },
        ]
      : [],
  );
}
