import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { collections } from "~/collections";
import { collectionServers } from "~/collections.server";
import { listRecords } from "~/content/store.server";
import { formValuesOf } from "~/features/admin/collection-form";
import { seedDemoContent } from "~/features/demo/seed.server";
import { projects } from "~/features/projects/table";
import { storage } from "~/lib/storage.server";
import { personaCookies } from "./support/accounts";
import { postCollection } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";

/**
 * Opening a record's form and saving it without a change stores exactly what was there, for every
 * record of every collection: a list entry with a comma is not split again, text the form would
 * trim is not trimmed, a summary the form does not show is kept.
 */
const database = withTestDatabase();
let cookie = "";

beforeAll(async () => {
  await seedDemoContent(database().db, storage());
  cookie = (await personaCookies(database().db)).admin;
  // Written by an older version of the site, or restored from a backup: entries the comma rule would split.
  await database()
    .db.insert(projects)
    .values({
      title: "  Spaced title  ",
      slug: "spaced-title",
      description: "Line one\n\nLine two",
      category: "Competitions",
      status: "active",
      achievements: ["First place, regional UAV challenge", "Best design"],
      technologies: ["C, C++", "Python"],
    });
});

/** What the browser posts when the edit form is submitted as it opened. */
function untouchedForm(collection: (typeof collections)[number], record: Record<string, unknown>) {
  const fields: Record<string, string> = {
    intent: "update",
    id: String(record.id),
    version: String(record.version),
  };
  for (const [name, value] of Object.entries(formValuesOf(collection, record as never))) {
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

const withoutBookkeeping = ({ version: _v, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;

describe("an unchanged save", () => {
  for (const server of Object.values(collectionServers)) {
    const { collection } = server;
    it(`stores every ${collection.labels.singular} exactly as it was`, async () => {
      const records = await listRecords(database().db, server);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        const posted = await postCollection(collection.key, untouchedForm(collection, record), cookie);
        expect(posted.reply?.outcome, `${collection.key} ${String(record.id)}`).toBe("saved");
        const [after] = await listRecords(database().db, server).then((rows) =>
          rows.filter((row) => row.id === record.id),
        );
        expect(after && withoutBookkeeping(after)).toEqual(withoutBookkeeping(record));
        expect(after?.version).toBe(Number(record.version) + 1);
      }
    });
  }

  it("splits what an admin types by commas, as the spec says", async () => {
    const [project] = await database().db.select().from(projects).where(eq(projects.title, "  Spaced title  "));
    if (!project) throw new Error("no project");
    const form = untouchedForm(collections.find((c) => c.key === "projects") as never, project);
    await postCollection("projects", { ...form, achievements: "First place, regional UAV challenge" }, cookie);
    const [after] = await database().db.select().from(projects).where(eq(projects.id, project.id));
    expect(after?.achievements).toEqual(["First place", "regional UAV challenge"]);
    expect(after?.technologies).toEqual(["C, C++", "Python"]);
  });
});
