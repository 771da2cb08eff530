import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { formDataOf } from "./http.server";

/** A file in a multipart form, as it arrives: its stream must be read to the end or drained. */
export interface FilePart {
  field: string;
  filename: string;
  mimeType: string;
  stream: Readable;
}

/** Raised for a request body that is not a readable multipart form. */
export class MultipartError extends Error {
  override name = "MultipartError";
}

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/**
 * Reads a form posted as multipart/form-data without holding its files in memory: text fields are
 * collected (the ones before a file are known to its handler), and each file is handed to `onFile`
 * as a stream. Resolves with the text fields once every file handler has finished.
 */
export function readMultipartForm(
  request: Request,
  onFile: (part: FilePart, fieldsSoFar: FormData) => Promise<void>,
  limits: { files?: number; fieldSize?: number } = {},
): Promise<FormData> {
  const fields = new FormData();
  return new Promise<FormData>((resolve, reject) => {
    if (!request.body) {
      reject(new MultipartError("The request has no body"));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": request.headers.get("Content-Type") ?? "" },
        limits: { files: limits.files ?? 1, fields: 100, parts: 120, fieldSize: limits.fieldSize ?? 1024 * 1024 },
      });
    } catch (error) {
      reject(new MultipartError((error as Error).message));
      return;
    }
    const handlers: Promise<void>[] = [];
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      const reason = error instanceof Error ? error : new MultipartError(String(error));
      // The answer waits for the files' handlers to finish, so that what they wrote is gone by then.
      void Promise.allSettled(handlers).then(() => reject(reason));
    };
    parser.on("field", (name, value, info) => {
      // A value cut at the size limit would be kept as if it were whole.
      if (info.nameTruncated || info.valueTruncated) fail(new MultipartError(`The field ${name} is too large`));
      else fields.append(name, value);
    });
    // Fields past the count limit would be dropped without a word.
    parser.on("partsLimit", () => fail(new MultipartError("The form has too many parts")));
    parser.on("fieldsLimit", () => fail(new MultipartError("The form has too many fields")));
    // So would files past theirs.
    parser.on("filesLimit", () => fail(new MultipartError("The form has too many files")));
    parser.on("file", (field, stream, info) => {
      // A form already refused stores nothing more: what still arrives is read past.
      if (failed) {
        stream.resume();
        return;
      }
      // A body that ends inside a file errors the file's stream too; unheard, that error would end the process.
      stream.on("error", (error) => fail(new MultipartError(error.message)));
      const handled = onFile({ field, filename: info.filename ?? "", mimeType: info.mimeType, stream }, fields).catch(
        (error: unknown) => {
          stream.resume();
          throw error;
        },
      );
      handlers.push(handled);
    });
    parser.on("error", (error) => fail(new MultipartError((error as Error).message)));
    parser.on("close", () => {
      Promise.all(handlers).then(() => {
        if (!failed) resolve(fields);
      }, fail);
    });
    const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
    body.on("error", (error) => fail(new MultipartError(error.message)));
    body.pipe(parser);
  });
}

/** A form's fields: multipart forms through `readMultipartForm`, others as the platform reads them. */
export async function readForm(
  request: Request,
  onFile: (part: FilePart, fieldsSoFar: FormData) => Promise<void>,
  limits: { files?: number } = {},
): Promise<FormData> {
  if (isMultipart(request)) return readMultipartForm(request, onFile, limits);
  return formDataOf(request);
}
