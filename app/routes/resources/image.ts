import { bucketTypes } from "~/collections";
import { isImageWidth } from "~/lib/images";
import { imageVariant } from "~/lib/images.server";
import { isSafeObjectName } from "~/lib/storage.server";
import type { Route } from "./+types/image";

/**
 * GET /images/:bucket/:name?w=<width>: a stored picture in the size a screen needs, as WebP; with
 * `&f=jpeg`, as JPEG (an email's pictures).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const width = Number(query.get("w"));
  const format = query.get("f") ?? "webp";
  const { bucket, name } = params;
  if (
    !bucketTypes.has(bucket) ||
    !isSafeObjectName(name) ||
    !isImageWidth(width) ||
    !/\.(webp|png|jpe?g)$/i.test(name) ||
    (format !== "webp" && format !== "jpeg")
  ) {
    return new Response("Not Found", { status: 404 });
  }
  try {
    const body = await imageVariant(bucket, name, width, format);
    if (!body) return new Response("Not Found", { status: 404 });
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": `image/${format}`,
        "Content-Length": String(body.length),
        "Cache-Control": "public, max-age=2592000",
      },
    });
  } catch (error) {
    console.error(`[images] ${bucket}/${name} at ${width}px failed: ${(error as Error).message}`);
    return new Response("Unprocessable image", { status: 422 });
  }
}
