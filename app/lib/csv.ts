import { spreadsheetDateTime } from "./time-zone";

/**
 * CSV that is safe to open in a spreadsheet (RFC 4180 quoting, CRLF rows). A value that a
 * spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) gets
 * a leading apostrophe, so it shows as text and never runs. A moment is written in the club's
 * time zone as a spreadsheet reads a date and time ('2026-11-21 18:32:05').
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | Date | null | undefined;

export function csvCell(value: CsvValue, timeZone: string): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? spreadsheetDateTime(value, timeZone) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>, timeZone: string): string {
  const line = (cells: readonly CsvValue[]) => cells.map((cell) => csvCell(cell, timeZone)).join(",");
  const lines = [line(header)];
  for (const row of rows) lines.push(line(row));
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * A CSV file as a download named `filename`, kept by no cache. It starts with a byte order mark:
 * without one, Excel reads UTF-8 as the machine's old code page, and Arabic names come out garbled.
 */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store, private",
    },
  });
}
