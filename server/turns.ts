import type { NextFunction, Request, RequestHandler, Response } from "express";
import { busyAnswer } from "../app/lib/answer-messages.ts";
import { carriesToast } from "../app/lib/toast.server.ts";
import { type GivingWay, Turns } from "../app/lib/turns.server.ts";

/**
 * The server's lines. Pages are rendered four at a time, at most two for one client: a burst of
 * requests is worked through in turns rather than all at once, each holding its page in memory
 * until the slowest ends, and one client's burst does not keep others (or the admin area) waiting.
 * Posts (a form's write and the page that answers it) take turns of their own, eight at a time,
 * each turn serving one post at most per task of the event loop (docs/decisions/0043).
 * Posts go first: while one waits for its turn, no page starts, kept (`lookups`) or rendered,
 * unless it has waited 2.5 s. A visitor who sent a form waits on it; one who reads waits a moment
 * longer, and never for long (docs/decisions/0036). Pictures have limits of their own.
 */
export function requestTurns(): { posts: Turns; renders: Turns; lookups: Turns } {
  const posts = new Turns(8, 2, { freedAfterTask: true });
  const givingWay: GivingWay = { to: posts, atMostMs: 2_500 };
  return { posts, renders: new Turns(4, 2, { givingWay }), lookups: new Turns(4, 2, { givingWay }) };
}

/**
 * The turns a request takes: a post's, a page's, or none (pictures have limits of their own). The
 * page a form posted without JavaScript goes back to, with its message, is the end of the post's
 * answer and takes a post's turn.
 */
export function turnsFor(req: Request, lines: { posts: Turns; renders: Turns }): Turns | null {
  if (req.path.startsWith("/images/")) return null;
  if (req.method === "POST") return lines.posts;
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  return carriesToast(req.headers.cookie) ? lines.posts : lines.renders;
}

/** How long a request may wait for its turn, and how long it may hold one. */
export interface TurnRules {
  /**
   * A request is refused (503, Retry-After) when its line has stood still this long: the one who
   * has waited longest has waited that much, so that what joins now would wait at least as long.
   */
  waitLimitMs: number;
  /** A request is refused when this many already wait in its line. */
  maxWaiting: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
  /** A turn ends after this long even if its response has not (a client that reads slowly). */
  turnMs: number;
}

/**
 * Answers 503 with Retry-After when the line of `turns` is too long (see TurnRules), with the
 * form's own failure message for a form's post; true when it did. The request's body is not read:
 * nothing of it is held.
 */
export function refusedAsBusy(req: Request, res: Response, turns: Turns, rules: TurnRules): boolean {
  if (turns.longestWait() < rules.waitLimitMs && turns.usage.waiting < rules.maxWaiting) return false;
  res
    .status(503)
    .set({ "Retry-After": String(rules.retryAfterSeconds), "Cache-Control": "no-store" })
    .type("text/plain")
    .send(busyAnswer(req.originalUrl));
  return true;
}

/**
 * Runs each request that `turnsOf` gives turns to in a turn of the client `clientOf` names, or
 * refuses it at once when its line is too long; the others go on. A turn ends with its response,
 * or after `rules.turnMs`.
 */
export function byTurns(
  turnsOf: (req: Request) => Turns | null,
  clientOf: (req: Request) => string,
  rules: TurnRules,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const turns = turnsOf(req);
    if (!turns) return next();
    if (refusedAsBusy(req, res, turns, rules)) return;
    let timer: NodeJS.Timeout | undefined;
    const end = turns.enter(() => {
      timer = setTimeout(() => end(), rules.turnMs);
      next();
    }, clientOf(req));
    res.once("close", () => {
      clearTimeout(timer);
      end();
    });
  };
}
