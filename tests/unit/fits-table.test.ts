import { asc } from "drizzle-orm";
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import Award from "lucide-react/icons/award";
import { describe, expect, it } from "vitest";
import { defineCollection } from "~/content/collection";
import { defineCollectionServer } from "~/content/collection.server";
import { integer as integerField, text as textField } from "~/content/fields";
import { tracking } from "~/lib/db/columns";

/**
 * The type check (`npm run typecheck` reads this file) refuses a collection whose form has a field
 * that is not a column of its table, or not of its column's type, unless a `beforeChange` hook
 * makes the values into columns; its message names the field ("not a column of the table: role").
 */
const sponsors = pgTable("sponsors", {
  id: uuid("id").primaryKey().defaultRandom(),
  ...tracking,
  name: text("name").notNull(),
  rank: integer("rank"),
});
interface Sponsor {
  id: string;
  version: number;
  name: string;
}
describe("a collection's form against its table", () => {
  it("is written as it is when every field is a column of its type", () => {
    const fits = defineCollectionServer(
      defineCollection<Sponsor>()({
        key: "sponsors",
        icon: Award,
        labels: {
          title: "Sponsors",
          description: "",
          singular: "sponsor",
          plural: "sponsors",
          empty: "",
          newButton: "",
        },
        fields: [textField("name", "Name", { required: true }), integerField("rank", "Rank")],
        titleOf: (sponsor) => sponsor.name,
        renderItem: () => null,
      }),
      { table: sponsors, order: [asc(sponsors.name)] },
    );
    expect(fits.hooks.beforeChange({ name: "Aramco", rank: 1 } as never, { operation: "create" })).toEqual({
      name: "Aramco",
      rank: 1,
    });
  });

  it("needs a beforeChange hook when a field is no column, and says which", () => {
    const unfit = defineCollection<Sponsor>()({
      key: "sponsors",
      icon: Award,
      labels: { title: "Sponsors", description: "", singular: "sponsor", plural: "sponsors", empty: "", newButton: "" },
      fields: [textField("name", "Name", { required: true }), textField("role", "Role")],
      titleOf: (sponsor) => sponsor.name,
      renderItem: () => null,
    });
    // @ts-expect-error Property 'hooks' is missing: { hooks: { beforeChange: "not a column of the table: role" } }
    defineCollectionServer(unfit, { table: sponsors, order: [] });
    const made = defineCollectionServer(unfit, {
      table: sponsors,
      order: [],
      hooks: { beforeChange: ({ name }) => ({ name }) },
    });
    expect(made.hooks.beforeChange({ name: "Aramco", role: "gold" } as never, { operation: "create" })).toEqual({
      name: "Aramco",
    });
  });

  it("needs a beforeChange hook when a field's value is not of its column's type", () => {
    const unfit = defineCollection<Sponsor>()({
      key: "sponsors",
      icon: Award,
      labels: { title: "Sponsors", description: "", singular: "sponsor", plural: "sponsors", empty: "", newButton: "" },
      fields: [textField("name", "Name", { required: true }), textField("rank", "Rank")],
      titleOf: (sponsor) => sponsor.name,
      renderItem: () => null,
    });
    // @ts-expect-error Property 'hooks' is missing: { hooks: { beforeChange: "not of its column's type: rank" } }
    defineCollectionServer(unfit, { table: sponsors, order: [] });
  });
});
