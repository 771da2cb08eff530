import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpServer } from "../../tests/integration/support/smtp.ts";
import { mailDir, smtpPorts } from "./servers.ts";

/**
 * The mail servers of the end-to-end sites (started by e2e/support/sites.ts): one delivers (each
 * message it accepts is written to the mail folder, where tests read it), the other refuses every
 * message.
 */
export async function startMailServers(): Promise<void> {
  const dir = mailDir();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  await startSmtpServer({
    port: smtpPorts.delivering,
    onMessage: (mail) => {
      count += 1;
      // Written whole, then named: a test reading the folder meanwhile never sees half a message.
      const file = path.join(dir, `${String(count).padStart(4, "0")}.json`);
      writeFileSync(`${file}.part`, JSON.stringify(mail));
      renameSync(`${file}.part`, file);
    },
  });
  await startSmtpServer({ port: smtpPorts.refusing, refuse: true });
}
