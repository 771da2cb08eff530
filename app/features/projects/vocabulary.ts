import type { ShownTerm } from "~/lib/shown-term";
import { vocabulary } from "~/lib/vocabulary";

/*
 * The labels here are the admin area's (in English); visitors read each value's word in the
 * page's language from the public words (`projects.categories`, `projects.statuses`), with
 * `projectTerms` and `wordOf`.
 */

export const projectCategories = vocabulary([
  { value: "aerospace", admin: true, label: "Aerospace", tone: "blue" },
  { value: "research", admin: true, label: "Research", tone: "violet" },
  { value: "competition", admin: true, label: "Competition", tone: "orange" },
  { value: "educational", admin: true, label: "Educational", tone: "green" },
  { value: "satellite", label: "Satellite Technology", tone: "teal" },
  { value: "propulsion", label: "Propulsion", tone: "red" },
  { value: "uav", label: "Unmanned Systems", tone: "amber" },
  { value: "planetary_exploration", label: "Planetary Exploration", tone: "pink" },
  { value: "aerodynamics", label: "Aerodynamics", tone: "blue" },
  { value: "space_surveillance", label: "Space Surveillance", tone: "slate" },
  { value: "aircraft_design", label: "Aircraft Design", tone: "blue" },
  { value: "rocket_science", label: "Rocket Science", tone: "red" },
  { value: "drone_technology", label: "Drone Technology", tone: "amber" },
  { value: "space_exploration", label: "Space Exploration", tone: "violet" },
  { value: "workshops", label: "Workshops", tone: "teal" },
  { value: "projects", label: "Projects", tone: "green" },
  { value: "events", label: "Events", tone: "pink" },
]);

export const projectStatuses = vocabulary([
  { value: "active", admin: true, label: "Active", tone: "green" },
  { value: "in_progress", label: "In Progress", tone: "blue" },
  { value: "in_development", label: "In Development", tone: "blue" },
  { value: "design_phase", label: "Design Phase", tone: "violet" },
  { value: "prototype", label: "Prototype", tone: "teal" },
  { value: "testing_phase", label: "Testing Phase", tone: "amber" },
  { value: "completed", admin: true, label: "Completed", tone: "green" },
  { value: "on_hold", admin: true, label: "On Hold", tone: "orange" },
  { value: "cancelled", admin: true, label: "Cancelled", tone: "red" },
]);

export type ProjectCategory = (typeof projectCategories.values)[number];
export type ProjectStatus = (typeof projectStatuses.values)[number];

/** A project's category and status as its badges show them. */
export interface ProjectTerms {
  category: ShownTerm<ProjectCategory>;
  status: ShownTerm<ProjectStatus>;
}

/** A project's badges, read on the server with the page's data. */
export function projectTerms(project: { category: string; status: string }): ProjectTerms {
  return { category: projectCategories.shown(project.category), status: projectStatuses.shown(project.status) };
}
