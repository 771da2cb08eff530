import { parentPort } from "node:worker_threads";
import { markdownParts } from "./markdown.server";

/**
 * The thread that reads Markdown (markdown-render.server.ts starts it): a long or deeply nested
 * text takes seconds to read, and here it keeps no request of the site waiting. Each message is
 * a text to read; each answer, its parts or why they could not be made.
 */
parentPort?.on("message", ({ id, markdown }: { id: number; markdown: string }) => {
  try {
    parentPort?.postMessage({ id, parts: markdownParts(markdown) });
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message || String(error) });
  }
});
