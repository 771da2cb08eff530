import { asc } from "drizzle-orm";
import { defineCollectionServer } from "~/features/admin/collection.server";
import { teamMembers } from "~/lib/db/schema";
import { teamCollection } from "./collection";

export const teamServer = defineCollectionServer(teamCollection, {
  table: teamMembers,
  order: [asc(teamMembers.positionOrder), asc(teamMembers.name)],
  files: ["imageUrl"],
});
