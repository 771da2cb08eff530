import type { NextFunction, Request, RequestHandler, Response } from "express";
import { busyAnswer } from "../app/lib/answer-messages.ts";
import type { Turns } from "../app/lib/turns.server.ts";

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
