import { describe, expect, it } from "vitest";
import { loader } from "~/routes/resources/healthz";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();

describe("GET /healthz", () => {
  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const response = await loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 503 when the database does not", async () => {
    await database().close();
    const response = await loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  });
});
