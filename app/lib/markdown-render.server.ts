import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Root as HtmlRoot } from "hast";
import { type PictureSize, storedPictureSize } from "./images.server";
import type { MarkdownParts } from "./markdown.server";
import { type MailPicture, pictureAddresses, touchedHtml } from "./markdown-html.server";
import { shippedFile } from "./shipped-file.server";
import { storage } from "./storage.server";

/**
 * The site's Markdown, read on a thread of its own and kept: a text is read once (at its save, or
 * the first time a page or feed shows it), and every page, feed and email after that takes what
 * was kept, so that a visitor's request costs no reading. While a long text is read, the server
 * answers every other request. A text that takes longer than the time limit (10 s) is given up:
 * its thread is stopped (the next text gets a new one), and the save that brought it is refused.
 */

/** How long a text may take to read; the tests of the limit set a shorter one. */
let timeLimitMs = 10_000;

export function setMarkdownTimeLimit(ms: number): void {
  timeLimitMs = ms;
}
/** A thread that has read nothing for this long is stopped: a site that shows no new text keeps no thread. */
const IDLE_MS = 30_000;
/** How much text the kept results may hold, in characters of their HTML and words. */
const KEPT_CHARACTERS = 8_000_000;

export class MarkdownTooSlowError extends Error {
  override name = "MarkdownTooSlowError";
}

interface Job {
  id: number;
  markdown: string;
  resolve(parts: MarkdownParts): void;
  reject(error: Error): void;
}

/**
 * The thread's code: built in production (`build/server/markdown-worker.js`, made with the
 * server); in development and tests, the module itself, read through tsx (registered in the thread).
 */
function startWorker(): Worker {
  if (process.env.NODE_ENV === "production") {
    const built = path.join(shippedFile("build", "server"), "markdown-worker.js");
    if (existsSync(built)) return new Worker(pathToFileURL(built));
  }
  const source = pathToFileURL(shippedFile("app", "lib", "markdown-worker.ts")).href;
  return new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
}

/** One reading thread, one text at a time, the texts waiting their turn in order. */
class MarkdownReader {
  private worker: Worker | null = null;
  private readonly waiting: Job[] = [];
  private current: Job | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private idle: ReturnType<typeof setTimeout> | undefined;
  private nextId = 1;
  /** How many texts were read, for the tests that show a text is read once. */
  reads = 0;

  read(markdown: string): Promise<MarkdownParts> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, markdown, resolve, reject });
      this.next();
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.unref();
    worker.on("message", (answer: { id: number; parts?: MarkdownParts; error?: string }) => {
      const job = this.current;
      if (!job || job.id !== answer.id) return;
      this.finish();
      if (answer.parts) job.resolve(answer.parts);
      else job.reject(new Error(answer.error ?? "the text could not be read"));
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      const job = this.current;
      this.finish();
      job?.reject(error);
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`the reading thread stopped (${code})`)));
    this.worker = worker;
    return worker;
  }

  private finish(): void {
    clearTimeout(this.timer);
    this.current = null;
    this.next();
  }

  private next(): void {
    if (this.current) return;
    const job = this.waiting.shift();
    if (!job) {
      clearTimeout(this.idle);
      this.idle = setTimeout(() => this.stop(), IDLE_MS);
      this.idle.unref();
      return;
    }
    clearTimeout(this.idle);
    this.current = job;
    this.reads++;
    const worker = this.started();
    this.timer = setTimeout(() => {
      // Given up: the thread is stopped mid-text, and the next text gets a new one.
      this.worker = null;
      void worker.terminate();
      this.finish();
      job.reject(new MarkdownTooSlowError("the text took too long to read"));
    }, timeLimitMs);
    this.timer.unref();
    worker.postMessage({ id: job.id, markdown: job.markdown });
  }

  private stop(): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }
}

const reader = new MarkdownReader();

/** What is kept of a text: its parts, and its HTML once made (then without the tree it was made from). */
interface Kept {
  parts: Omit<MarkdownParts, "tree"> & { tree: MarkdownParts["tree"] | null };
  html?: Promise<string>;
  size: number;
}

/** The texts read, by key, the least recently used first; and those being read now. */
const kept = new Map<string, Kept>();
const reading = new Map<string, Promise<Kept>>();
let keptSize = 0;

const keyOf = (markdown: string) => createHash("sha256").update(markdown).digest("base64url");

function keep(key: string, entry: Kept): void {
  kept.set(key, entry);
  keptSize += entry.size;
  for (const [oldest, dropped] of kept) {
    if (keptSize <= KEPT_CHARACTERS || oldest === key) break;
    kept.delete(oldest);
    keptSize -= dropped.size;
  }
}

/** A text's parts, read on the reading thread the first time and kept; one reading for a text asked twice at once. */
function keptParts(markdown: string): Promise<Kept> {
  const key = keyOf(markdown);
  const found = kept.get(key);
  if (found) {
    // The most recently asked is the last to go.
    kept.delete(key);
    kept.set(key, found);
    return Promise.resolve(found);
  }
  let read = reading.get(key);
  if (!read) {
    read = reader
      .read(markdown)
      .then((parts) => {
        const entry: Kept = { parts, size: markdown.length + parts.summary.length + parts.lines.length };
        keep(key, entry);
        return entry;
      })
      .finally(() => reading.delete(key));
    reading.set(key, read);
  }
  return read;
}

/**
 * Reads a text now, as a save does: what a page will show is made and kept, and a text that takes
 * too long to read is refused (MarkdownTooSlowError).
 */
export async function readMarkdown(markdown: string): Promise<void> {
  await keptParts(markdown);
}

/** The plain text of a Markdown text, on one line (for cutting) or with `lines` its paragraphs kept. */
export async function markdownText(markdown: string, { lines = false } = {}): Promise<string> {
  const { parts } = await keptParts(markdown);
  return lines ? parts.lines : parts.summary;
}

/** Every address a Markdown text points to: its pictures', links' and link definitions'. */
export async function markdownAddresses(markdown: string): Promise<string[]> {
  return (await keptParts(markdown)).parts.addresses;
}

/**
 * The plain text of a Markdown text when it was read already (a page or a save read it), else the
 * text as written, which reads well enough: for what is written where nothing may wait (an email
 * made in the transaction of its cause). The text is read meanwhile, for the next time.
 */
export function knownMarkdownText(markdown: string, { lines = false } = {}): string {
  const found = kept.get(keyOf(markdown));
  if (found) return lines ? found.parts.lines : found.parts.summary;
  keptParts(markdown).catch(() => {});
  return markdown.trim();
}

/**
 * The visitor's HTML of a Markdown text, with the pictures uploaded to this site's storage, each
 * with its width and height (read from the stored file the first time, then known). Made once
 * per text, and kept with it.
 */
export async function formatted(markdown: string): Promise<string> {
  const entry = await keptParts(markdown);
  entry.html ??= (async () => {
    const tree = entry.parts.tree;
    if (!tree) throw new Error("the text's tree was dropped before its HTML was made");
    const html = touchedHtml(tree, isStoredPicture, await pictureSizes(tree));
    entry.parts.tree = null;
    entry.size += html.length;
    if ([...kept.values()].includes(entry)) keptSize += html.length;
    return html;
  })();
  return entry.html;
}

/** Whether an address is a picture in the site's storage. */
const isStoredPicture = (src: string) => storage().locate(src) !== null;

/** The width and height of a text's pictures in the site's storage, by address. */
async function pictureSizes(tree: HtmlRoot): Promise<Map<string, PictureSize>> {
  const files = storage();
  const sizes = new Map<string, PictureSize>();
  await Promise.all(
    pictureAddresses(tree).map(async (src) => {
      const located = files.locate(src);
      // A picture whose size cannot be read now (its storage does not answer) is shown without it.
      const size = located ? await storedPictureSize(located.bucket, located.name).catch(() => null) : null;
      if (size) sizes.set(src, size);
    }),
  );
  return sizes;
}

/** A record with its Markdown field `field` as plain text (to cut: a card's excerpt, a description). */
export async function withSummary<R extends Record<K, string>, K extends keyof R>(
  record: R,
  field: K,
): Promise<R & { summary: string }> {
  return { ...record, summary: await markdownText(record[field]) };
}

/** A record with its Markdown field `field` as the visitor's HTML and as plain text (to cut). */
export async function withFormatted<R extends Record<K, string>, K extends keyof R>(
  record: R,
  field: K,
): Promise<R & { html: string; summary: string }> {
  const [summary, html] = await Promise.all([markdownText(record[field]), formatted(record[field])]);
  return { ...record, summary, html };
}

/** A Markdown text as an email shows it: HTML without pictures (no picture of the site is sent), and plain text. */
export async function markdownForMail(markdown: string): Promise<{ html: string; text: string }> {
  const parts = await reader.read(markdown);
  return { html: touchedHtml(parts.tree, () => false, new Map()), text: parts.lines };
}

/**
 * A Markdown text as a newsletter shows it: HTML with the site's pictures as `mailPicture` gives
 * them (each at most the column's width, its height kept in proportion), and plain text.
 */
export async function markdownForNewsletter(
  markdown: string,
  mailPicture: MailPicture,
): Promise<{ html: string; text: string }> {
  const parts = await reader.read(markdown);
  if (!parts.tree) throw new Error("the text's tree was not read");
  return {
    html: touchedHtml(parts.tree, isStoredPicture, await pictureSizes(parts.tree), mailPicture),
    text: parts.lines,
  };
}

/** How many texts the reading thread has read since the start (tests show a text is read once). */
export function markdownReads(): number {
  return reader.reads;
}
