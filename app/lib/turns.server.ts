interface Waiter {
  /** Takes the turn and starts: at once, or in a later task when the turn is handed over (`handedOver`). */
  begin: (handedOver?: boolean) => void;
  /** When it joined the line (performance.now()). */
  since: number;
  /** Wakes the line when this one has given way long enough. */
  timer?: NodeJS.Timeout;
}

/** Whom a line gives way to: while someone waits in `to`, its turns are not given, for `atMostMs` at most. */
export interface GivingWay {
  to: Turns;
  atMostMs: number;
}

/** Turns held now, by every Turns of the process, and who waits for none to be. */
let heldAnywhere = 0;
const waitingForQuiet = new Set<() => void>();
/** When the last request came in (performance.now()). */
let lastArrival = Number.NEGATIVE_INFINITY;

/** How long no request must have come in before work that can wait goes on. */
const QUIET_MS = 10;

/** Notes a request coming in, answered from a turn or not (a kept page, a file). */
export function visitorArrived(): void {
  lastArrival = performance.now();
}

/** Resolves when no turn is held, or after `ms`. */
function noTurnHeld(ms: number): Promise<void> {
  if (heldAnywhere === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waitingForQuiet.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    waitingForQuiet.add(done);
  });
}

/**
 * Resolves once no turn is held in this process (no page or post is being answered) and no
 * request has come in for a moment, or after `atMostMs`: work that can wait (a mailing's next
 * copy) lets visitors go first, a burst of them (a page and what it loads) as a whole.
 */
export async function afterVisitors(atMostMs: number): Promise<void> {
  const deadline = performance.now() + atMostMs;
  for (;;) {
    const left = deadline - performance.now();
    if (left <= 0) return;
    if (heldAnywhere > 0) await noTurnHeld(left);
    else {
      const quietIn = QUIET_MS - (performance.now() - lastArrival);
      if (quietIn <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(quietIn, left)));
    }
  }
}

/**
 * Turns at a shared resource: at most `limit` holders at once, and at most `perClient` of them for
 * one client; the others wait in line. Each client has a line of its own, served in the order of
 * arrival, and the clients take turns with one another: a client that sends many requests at once
 * gets its share and waits behind the others, instead of filling every turn and the line before
 * them. The server renders pages by turns, so that a burst of requests is worked through a few at
 * a time instead of all at once, each holding its page in memory until the slowest ends.
 */
export class Turns {
  private active = 0;
  private readonly holding = new Map<string, number>();
  // The clients that wait, in the order they are served next, each with its line (a Set keeps the
  // order of arrival and lets a request that gives up leave the line at once).
  private readonly lines = new Map<string, Set<Waiter>>();
  /** Lines that give way to this one, told when no one waits here any more. */
  private readonly givingWayHere = new Set<Turns>();

  private readonly givingWay?: GivingWay;
  private readonly freedAfterTask: boolean;

  /**
   * With `givingWay`, a turn here is not given while someone waits for one of `givingWay.to`,
   * unless the one it would go to has waited `givingWay.atMostMs`: what the other line serves goes
   * first, and this one is never held up for longer than that.
   *
   * With `freedAfterTask`, a turn that ends is free again only once the task that ended it is over,
   * so that each turn serves one at most per task. Without it, work that needs no input or output
   * (a post on the embedded database, with its short answer) gives its turn back within the task
   * that read it, the next request read in that task takes it, and so on: every post that came in
   * at once would be answered in one task, however many, before the server reads anything else.
   */
  constructor(
    readonly limit: number,
    readonly perClient: number = limit,
    { givingWay, freedAfterTask = false }: { givingWay?: GivingWay; freedAfterTask?: boolean } = {},
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("Turns need a limit of at least 1.");
    if (!Number.isInteger(perClient) || perClient < 1) throw new RangeError("Turns need at least 1 per client.");
    this.givingWay = givingWay;
    this.freedAfterTask = freedAfterTask;
    givingWay?.to.givingWayHere.add(this);
  }

  /**
   * Calls `start` now if a turn is free for `client`, or when one frees up. Returns the function
   * that ends the turn, or leaves the line if it has not come yet; calling it again does nothing.
   */
  enter(start: () => void, client = ""): () => void {
    let state: "waiting" | "holding" | "done" = "waiting";
    const run = () => {
      try {
        start();
      } catch (error) {
        end();
        throw error;
      }
    };
    const waiter: Waiter = {
      since: performance.now(),
      begin: (handedOver = false) => {
        clearTimeout(waiter.timer);
        state = "holding";
        visitorArrived();
        this.active++;
        heldAnywhere++;
        this.holding.set(client, (this.holding.get(client) ?? 0) + 1);
        if (!handedOver) return run();
        // A turn that ends hands itself over in a task of its own, not within the one that ended
        // it: work that answers without waiting for input or output (a post that writes to the
        // embedded database and sends a short answer) would otherwise pass the turn from one to
        // the next in a single task while the line lasts, and the server would read no request
        // and fire no timer meanwhile.
        setImmediate(() => {
          if (state === "holding") run();
        });
      },
    };
    const release = () => {
      this.active--;
      heldAnywhere--;
      if (heldAnywhere === 0) for (const done of [...waitingForQuiet]) done();
      const held = (this.holding.get(client) ?? 1) - 1;
      if (held === 0) this.holding.delete(client);
      else this.holding.set(client, held);
      this.callNext(this.freedAfterTask);
    };
    const end = () => {
      if (state === "waiting") this.leaveLine(client, waiter);
      else if (state === "holding") {
        if (this.freedAfterTask) setImmediate(release);
        else release();
      }
      state = "done";
    };
    if (this.hasRoomFor(client) && !this.lines.has(client) && !this.givesWay(waiter)) waiter.begin();
    else {
      const line = this.lines.get(client) ?? new Set<Waiter>();
      line.add(waiter);
      this.lines.set(client, line);
      if (this.givingWay) {
        waiter.timer = setTimeout(() => this.callNext(), this.givingWay.atMostMs + 1);
        waiter.timer.unref?.();
      }
    }
    return end;
  }

  /** Runs `work` in a turn of `client`: the turn ends when the work has settled. */
  run<T>(work: () => Promise<T>, client = ""): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const end = this.enter(() => {
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => end());
      }, client);
    });
  }

  /** How many hold a turn, and how many wait for one. */
  get usage(): { holding: number; waiting: number } {
    let waiting = 0;
    for (const line of this.lines.values()) waiting += line.size;
    return { holding: this.active, waiting };
  }

  /**
   * How long, in ms, the one who has waited longest has waited: 0 when no one waits. A line that
   * stands still says that what joins it now would wait at least as long.
   */
  longestWait(now = performance.now()): number {
    let oldest = now;
    for (const line of this.lines.values()) {
      const head = line.values().next();
      if (!head.done && head.value.since < oldest) oldest = head.value.since;
    }
    return now - oldest;
  }

  /** Whether `waiter` gives way now: someone waits in the line this one gives way to, not for long. */
  private givesWay(waiter: Waiter, now = performance.now()): boolean {
    if (!this.givingWay || this.givingWay.to.lines.size === 0) return false;
    return now - waiter.since < this.givingWay.atMostMs;
  }

  private hasRoomFor(client: string): boolean {
    return this.active < this.limit && (this.holding.get(client) ?? 0) < this.perClient;
  }

  private leaveLine(client: string, waiter: Waiter): void {
    clearTimeout(waiter.timer);
    const line = this.lines.get(client);
    line?.delete(waiter);
    if (line?.size === 0) this.lines.delete(client);
    this.lineMoved();
  }

  /** When no one waits here any more, the lines that gave way to this one go on. */
  private lineMoved(): void {
    if (this.lines.size === 0) for (const other of this.givingWayHere) other.callNext();
  }

  /**
   * Gives free turns to those who wait. Their work starts in a later task (see `begin`), unless
   * `inATaskOfItsOwn`: a turn freed after its task is given in a task that runs nothing else.
   */
  private callNext(inATaskOfItsOwn = false): void {
    while (this.active < this.limit) {
      let served = false;
      for (const [client, line] of this.lines) {
        if (!this.hasRoomFor(client)) continue;
        const next = line.values().next();
        if (next.done || this.givesWay(next.value)) continue;
        // The client goes to the back of the clients' line for its next request.
        line.delete(next.value);
        this.lines.delete(client);
        if (line.size > 0) this.lines.set(client, line);
        next.value.begin(!inATaskOfItsOwn);
        served = true;
        break;
      }
      if (!served) break;
    }
    this.lineMoved();
  }
}
