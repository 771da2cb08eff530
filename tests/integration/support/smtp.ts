import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface SmtpServerOptions {
  /** Reject every message after DATA with a permanent error, as a server does for mail it will not deliver. */
  refuse?: boolean;
  /** The port to listen on; a free one when unset. */
  port?: number;
  /** Refuse every sign-in (535), as a server does when the site's SMTP password is wrong. */
  refuseSignIn?: boolean;
  /** How long the server takes to answer each message. */
  delayMs?: number;
  /** The reply code a recipient is refused with at RCPT (550 for good, 450 for now), or undefined to take it. */
  refuseRecipient?: (address: string) => number | undefined;
  /** Called with each message the server accepts. */
  onMessage?: (mail: ReceivedMail) => void;
}

/** A real SMTP server on 127.0.0.1 that keeps what it accepts in `received`. */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onAuth(_auth, _session, callback) {
      if (options.refuseSignIn) {
        callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
        return;
      }
      callback(null, { user: "site" });
    },
    onRcptTo(address, _session, callback) {
      const code = options.refuseRecipient?.(address.address);
      if (code) {
        callback(
          Object.assign(new Error(code >= 500 ? "No such mailbox" : "Mailbox busy, try later"), { responseCode: code }),
        );
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        raw += chunk;
      });
      stream.on("end", () => setTimeout(answer, options.delayMs ?? 0));
      const answer = () => {
        if (options.refuse) {
          const error = Object.assign(new Error("Message rejected: mailbox unavailable"), { responseCode: 550 });
          callback(error);
          return;
        }
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        };
        received.push(mail);
        options.onMessage?.(mail);
        callback();
      };
    },
  });
  // A sender killed mid-message drops its connection (a test may kill the site): the server takes
  // that, as a real one does, rather than ending the test run on an unhandled error.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
