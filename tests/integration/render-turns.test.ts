import net from "node:net";
import { describe, expect, it } from "vitest";
import { testEngine } from "./support/database";
import { waitingFor } from "./support/limits";
import { demoSiteForFile } from "./support/processes";

/**
 * The real server renders pages a few at a time. A browser that goes away before its page is sent
 * must give its turn back: otherwise a handful of closed tabs would leave everyone else waiting.
 */
describe.skipIf(testEngine !== "pglite")("pages rendered by turns", () => {
  const { start } = demoSiteForFile("aero-turns-");

  it("gives back the turns of requests whose clients went away, so the next visitors are served", {
    timeout: waitingFor(1),
  }, async () => {
    const site = await start();
    // Any cookie but the theme choice has the page rendered for the request, never kept.
    const rendered = (pathname: string, signal?: AbortSignal) =>
      fetch(`${site.url}${pathname}`, { headers: { cookie: "visitor=1" }, signal });
    expect((await rendered("/events")).status).toBe(200);

    // Twenty browsers ask for pages and go away while theirs are rendered or still wait for a
    // turn: more than there are turns.
    const { port } = new URL(site.url);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const socket = net.connect(Number(port), "127.0.0.1");
        socket.on("error", () => undefined);
        socket.write(
          `GET ${index % 2 ? "/events" : "/"} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: visitor=${index}\r\n\r\n`,
        );
        return new Promise<void>((resolve) =>
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 20),
        );
      }),
    );

    // A turn also ends on its own after 5 s (for a client that reads slowly). Had the twenty kept
    // theirs until then, four at a time, these answers would wait 25 s; the pages still rendering for
    // the departed clients may slow them on a busy machine, but not that much.
    const answers = await Promise.all(Array.from({ length: 8 }, () => rendered("/news", AbortSignal.timeout(15_000))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  });
});
