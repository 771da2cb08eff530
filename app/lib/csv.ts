/**
 * CSV that is safe to open in a spreadsheet (RFC 4180 quoting, CRLF rows). A value that a
 * spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) gets
 * a leading apostrophe, so it shows as text and never runs.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly (string | number | Date | null)[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A CSV file as a download named `filename`, kept by no cache. */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store, private",
    },
  });
}
