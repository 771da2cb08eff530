import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerMessages } from "~/lib/answer-messages";
import { fillDataDirFromTemplate, testEngine } from "./support/database";
import { waitingFor } from "./support/limits";
import { freePort, runScript, type Site, startSite } from "./support/processes";

// The refused message (550) and a closed port are covered on the feature in contact.test.ts; here
// the site itself runs with SMTP_URL set, and the mail server is down in the two ways a visitor
// cannot tell apart: nothing listens, or something listens and never answers.
// The embedded database only: the mail path is the same on PostgreSQL.
// A test waits for the site's answer to a contact message, then for the command that lists messages.
const ANSWER_LIMIT_MS = 45_000;
describe.skipIf(testEngine === "postgres")("a contact message while the mail server is down", () => {
  let dataDir = "";
  let smtpPort = 0;
  let site: Site | undefined;
  const held = new Set<Socket>();
  let accepted = 0;
  // Accepts connections and never says a word, not even the SMTP greeting.
  const silent = createServer((socket) => {
    accepted++;
    held.add(socket);
    socket.on("close", () => held.delete(socket));
  });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "aero-faults-mail-"));
    smtpPort = await freePort();
    await fillDataDirFromTemplate(dataDir);
    site = await startSite({
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_TO: "board@example.org",
      // The mailer's time limit is a setting: a second here, rather than the default ten.
      SMTP_TIMEOUT_SECONDS: "1",
    });
  }, waitingFor(1));

  afterAll(async () => {
    await site?.kill();
    for (const socket of held) socket.destroy();
    if (silent.listening) await new Promise((resolve) => silent.close(resolve));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // Each message on a connection of its own: the site closes idle connections after a few seconds,
  // and the contact:list run between two sends takes longer, so a reused one could close under it.
  function send(email: string): Promise<{ status: number; html: string }> {
    const body = new URLSearchParams({ name: "Noura", email, subject: "Mail is down", message: "Is it?" }).toString();
    return new Promise((resolve, reject) => {
      const sent = request(
        `${site?.url}/contact`,
        {
          method: "POST",
          agent: false,
          headers: {
            Origin: site?.url ?? "",
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
          },
          // Far longer than the mailer's own time limits, so that a send that never gives up fails here.
          timeout: ANSWER_LIMIT_MS,
        },
        (response) => {
          let html = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            html += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, html }));
          response.on("error", reject);
        },
      );
      sent.on("timeout", () => sent.destroy(new Error(`no answer within ${ANSWER_LIMIT_MS / 1000} s`)));
      sent.on("error", reject);
      sent.end(body);
    });
  }

  async function emailStatusOf(email: string) {
    const listed = await runScript("scripts/cli.ts", ["contact:list"], { DATA_DIR: dataDir });
    expect(listed.code, listed.stderr).toBe(0);
    return listed.stdout.match(new RegExp(`<${email.replace(/\./g, "\\.")}>  \\[email: (\\w+)\\]`))?.[1];
  }

  it("nothing listens on the port of SMTP_URL: the visitor is told the message is saved, and it is", {
    timeout: ANSWER_LIMIT_MS + waitingFor(1),
  }, async () => {
    const answer = await send("noura-refused@example.org");
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(answerMessages().contact.received.title);
    expect(answer.html).toContain(answerMessages().contact.received.description);
    // The email waits in the outbox for its next try.
    expect(await emailStatusOf("noura-refused@example.org")).toBe("queued");
  });

  it("the mail server never answers: the send gives up, the visitor gets the same answer, the message is kept", {
    timeout: ANSWER_LIMIT_MS + waitingFor(1),
  }, async () => {
    await new Promise<void>((resolve) => silent.listen(smtpPort, "127.0.0.1", resolve));
    const answer = await send("noura-silent@example.org");
    expect(accepted).toBeGreaterThan(0);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(answerMessages().contact.received.title);
    expect(answer.html).toContain(answerMessages().contact.received.description);
    expect(await emailStatusOf("noura-silent@example.org")).toBe("queued");
    expect(site?.output()).toMatch(/try 1 failed: .*(greeting never received|timeout|timed out)/i);
  });
});
