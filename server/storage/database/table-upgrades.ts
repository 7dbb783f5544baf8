/**
 * Columns added to a table since it was first created, for databases made before them: each group of storage/
 * declares those of the tables it owns beside their CREATE statements, and openDatabase adds what a database lacks.
 */
import type Database from "better-sqlite3";

/** Each column's definition, and what fills it in the rows already there when it is not what the definition gives. */
export type ColumnsAdded = Record<string, Record<string, string | { definition: string; filledWith: string }>>;

export function addMissingColumns(db: Database.Database, columnsAdded: ColumnsAdded) {
  for (const [table, columns] of Object.entries(columnsAdded)) {
    const present = new Set((db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name));
    for (const [name, column] of Object.entries(columns)) {
      if (present.has(name)) continue;
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${typeof column === "string" ? column : column.definition}`);
      if (typeof column !== "string") db.exec(`UPDATE ${table} SET ${name} = ${column.filledWith}`);
    }
  }
}
