import { formatter } from "./format";
import { remembered } from "./remembered";

/**
 * The site's time zone: admin times are written in it, and "today" is its day. A setting
 * (`TZ`, default Asia/Riyadh, the club's own); these helpers take it as a parameter, so that the
 * server and the browser write the same.
 */
export const DEFAULT_TIME_ZONE = "Asia/Riyadh";

/** Whether `name` is a time zone this runtime knows (an IANA name such as Europe/Berlin, or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function parts(value: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const found: Record<string, string> = {};
  for (const part of formatter("en-US", { timeZone, ...options }).formatToParts(value)) {
    found[part.type] = part.value;
  }
  return found;
}

/** The calendar day (yyyy-MM-dd) that `value` falls on in `timeZone`. */
export function dayIn(timeZone: string, value: Date = new Date()): string {
  const { year, month, day } = parts(value, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" });
  return `${year}-${month}-${day}`;
}

/** `timeZone`'s offset from UTC at `value`, as ISO 8601 writes it: "+03:00". */
export function offsetIn(timeZone: string, value: Date): string {
  const name = parts(value, timeZone, { timeZoneName: "longOffset" }).timeZoneName ?? "GMT";
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? "00"}` : "+00:00";
}

/** 'Nov 21, 2026, 18:32 GMT+3': a moment in `timeZone`, the zone named. */
export function zonedDateTime(value: string | Date, timeZone: string): string {
  const moment = typeof value === "string" ? new Date(value) : value;
  const p = parts(moment, timeZone, {
    year: "numeric",
    month: "short",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  });
  return `${p.month} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

/** '2026-11-21 18:32:05': a moment in `timeZone` as a spreadsheet reads a date and time. */
export function spreadsheetDateTime(value: Date, timeZone: string): string {
  const p = parts(value, timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * A wall-clock date and time in `timeZone` as an ISO 8601 date-time with its offset on that day:
 * "2026-12-03T17:00:00+03:00".
 */
export function zonedStart(date: string, time: string, timeZone: string): string {
  return starts(`${date} ${time} ${timeZone}`, () => zonedStartOnce(date, time, timeZone));
}

/** zonedStart's answers so far (the same wall clock in the same zone is always the same moment). */
const starts = remembered<string>(500);

function zonedStartOnce(date: string, time: string, timeZone: string): string {
  const [h = "00", m = "00"] = time.split(":");
  const local = `${date}T${h.padStart(2, "0")}:${m.padStart(2, "0")}:00`;
  // The offset at the moment itself; read once more at that moment, so a change of offset that
  // day (daylight saving) is taken into account.
  const first = offsetIn(timeZone, new Date(`${local}Z`));
  return `${local}${offsetIn(timeZone, new Date(`${local}${first}`))}`;
}
