/**
 * Turns at a shared resource: at most `limit` holders at once, the others wait in line, first come
 * first served. The server renders pages by turns, so that a burst of requests is worked through a
 * few at a time instead of all at once, each holding its page in memory until the last one ends.
 */
export class Turns {
  private active = 0;
  // A Set keeps the order of arrival and lets a request that gives up leave the line at once.
  private readonly line = new Set<() => void>();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("Turns need a limit of at least 1.");
  }

  /**
   * Calls `start` now if a turn is free, or when one frees up. Returns the function that ends the
   * turn, or leaves the line if it has not come yet; calling it again does nothing.
   */
  enter(start: () => void): () => void {
    let state: "waiting" | "holding" | "done" = "waiting";
    const begin = () => {
      state = "holding";
      this.active++;
      try {
        start();
      } catch (error) {
        end();
        throw error;
      }
    };
    const end = () => {
      if (state === "waiting") this.line.delete(begin);
      else if (state === "holding") {
        this.active--;
        this.callNext();
      }
      state = "done";
    };
    if (this.active < this.limit) begin();
    else this.line.add(begin);
    return end;
  }

  /** Runs `work` in a turn: the turn ends when the work has settled. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const end = this.enter(() => {
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => end());
      });
    });
  }

  /** How many hold a turn, and how many wait for one. */
  get usage(): { holding: number; waiting: number } {
    return { holding: this.active, waiting: this.line.size };
  }

  private callNext(): void {
    while (this.active < this.limit) {
      const next = this.line.values().next();
      if (next.done) return;
      this.line.delete(next.value);
      next.value();
    }
  }
}
