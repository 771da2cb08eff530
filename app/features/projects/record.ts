import { pagePath } from "~/lib/slug";
import type { projects } from "./table";

/** A stored record, as loaders hand it to pages (browser-safe: a type only). */
export type ProjectRecord = typeof projects.$inferSelect;

/** Where the projects list is; each record has its own page below it. */
export const PROJECTS_PATH = "/projects";

/** The details button's text a project starts with (the spec's), written in each page's language. */
export const DEFAULT_BUTTON_TEXT = "View Details";

/** The address of a record's own page. */
export const projectPath = (record: Pick<ProjectRecord, "slug">) => pagePath(PROJECTS_PATH, record.slug);
