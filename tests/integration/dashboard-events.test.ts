import { describe, expect, it } from "vitest";
import { collectionServers } from "~/collections.server";
import { dashboardOverview } from "~/features/dashboard/queries.server";
import { events } from "~/features/events/table";
import { withTestDatabase } from "./support/database";

/** The dashboard's 'Recent Events': the next ones from today, then the latest past ones. */
const database = withTestDatabase();

function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const event = (title: string, offset: number, time = "18:00") => ({
  title,
  slug: `${offset}-${time.replace(":", "")}`,
  description: "An event.",
  type: "workshop",
  status: "open",
  date: day(offset),
  time,
  location: "Building 63",
});

async function recentEvents(): Promise<string[]> {
  const overview = await dashboardOverview(database().db, Object.values(collectionServers));
  return (overview.find((card) => card.key === "events")?.recent ?? []).map((record) => String(record.title));
}

describe("the dashboard's recent events", () => {
  it("are the coming ones soonest first, then the latest past ones when fewer than four are coming", async () => {
    await database()
      .db.insert(events)
      .values([
        event("Long ago", -300),
        event("Last month", -30),
        event("Last week", -7),
        event("Next month", 30),
        event("Tomorrow evening", 1, "19:00"),
        event("Tomorrow morning", 1, "09:00"),
      ]);
    expect(await recentEvents()).toEqual(["Tomorrow morning", "Tomorrow evening", "Next month", "Last week"]);
  });

  it("are the next four when four or more are coming", async () => {
    await database()
      .db.insert(events)
      .values([event("In two months", 60), event("Next week", 7)]);
    expect(await recentEvents()).toEqual(["Tomorrow morning", "Tomorrow evening", "Next week", "Next month"]);
  });
});
