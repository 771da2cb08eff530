import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";

/**
 * Loaded into the demo site's server (`node --import`, see playwright.config.ts) so that a test
 * can open a link after it has expired without waiting an hour or a week: a request with the header
 * `X-E2E-Clock-Ahead: <milliseconds>` (clockAheadHeader in servers.ts) is answered as if that much
 * time had passed. Everything done for that request (its loader, Better Auth, the database
 * adapter) reads the later time from `Date.now()` and `new Date()`; every other request, and the
 * site's own timers, keep the real time. Only the clock is changed, never the site's code or data.
 */
const header = "x-e2e-clock-ahead";
const ahead = new AsyncLocalStorage();
const RealDate = Date;
const now = () => RealDate.now() + (ahead.getStore() ?? 0);

function ShiftedDate(...args) {
  if (!new.target) return new RealDate(now()).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
}
// Dates made before and after are alike: one prototype, so `instanceof Date` holds for both.
ShiftedDate.prototype = RealDate.prototype;
Object.setPrototypeOf(ShiftedDate, RealDate);
ShiftedDate.now = now;
globalThis.Date = ShiftedDate;

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitAhead(event, request, ...rest) {
  const value = event === "request" ? request.headers[header] : undefined;
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return emit.call(this, event, request, ...rest);
  return ahead.run(Number(value), () => emit.call(this, event, request, ...rest));
};
