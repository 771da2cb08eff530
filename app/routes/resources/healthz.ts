import { database } from "~/lib/db/client.server";

/** 200 when the database answers, 503 when it does not; never cached. */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    await database().ping();
    return Response.json({ status: "ok" }, { headers });
  } catch (error) {
    console.error(`[healthz] database unavailable: ${(error as Error).message}`);
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
