import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * While the site runs on the embedded database it holds the data directory, so command-line
 * tools (admin accounts, migrations) hand their task to the running site over a Unix socket in
 * that directory. The socket is readable only by the owner of the data directory.
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, "control.sock");
}

export interface ControlRequest {
  task: string;
  args: Record<string, string | undefined>;
}

export type ControlReply = { ok: true; output: string } | { ok: false; error: string };

export function serveControl(
  socketPath: string,
  handle: (request: ControlRequest) => Promise<string>,
): Promise<net.Server> {
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      buffer += chunk;
      const end = buffer.indexOf("\n");
      if (end === -1) return;
      const line = buffer.slice(0, end);
      let reply: Promise<ControlReply>;
      try {
        const request = JSON.parse(line) as ControlRequest;
        reply = handle(request).then(
          (output) => ({ ok: true, output }),
          (error: unknown) => ({ ok: false, error: (error as Error).message }),
        );
      } catch {
        reply = Promise.resolve({ ok: false, error: "Malformed request." });
      }
      void reply.then((r) => socket.end(`${JSON.stringify(r)}\n`));
    });
    socket.on("error", () => socket.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      chmodSync(socketPath, 0o600);
      resolve(server);
    });
  });
}

export function callControl(socketPath: string, request: ControlRequest): Promise<ControlReply> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk) => {
      buffer += chunk;
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(buffer) as ControlReply);
      } catch {
        reject(new Error("The running site sent an unreadable answer."));
      }
    });
    socket.on("error", reject);
  });
}
