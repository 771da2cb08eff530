import { asc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { teamCollection } from "./collection";
import { teamMembers } from "./table";

export const teamServer = defineCollectionServer(teamCollection, {
  table: teamMembers,
  order: [asc(teamMembers.positionOrder), asc(teamMembers.name)],
  files: ["imageUrl"],
});
