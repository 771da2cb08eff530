import type { teamMembers } from "./table";

/** A stored record, as loaders hand it to pages (browser-safe: a type only). */
export type TeamMemberRecord = typeof teamMembers.$inferSelect;
