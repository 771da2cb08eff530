import { format } from "date-fns/format";

/**
 * Admin dates read 'MMM dd, yyyy' (Nov 21, 2026). A timestamp counts by its UTC day, so the server
 * and the browser print the same.
 */
export function adminDate(value: string | Date): string {
  const day = typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  return format(new Date(y, m - 1, d), "MMM dd, yyyy");
}
