import { describe, expect, it } from "vitest";
import { isActive, type NavItem, siteNav } from "~/components/site-nav";
import { eventStatuses, eventTypes } from "~/features/events/vocabulary";
import { galleryCategories } from "~/features/gallery/vocabulary";
import { projectCategories, projectStatuses } from "~/features/projects/vocabulary";
import { site } from "~/i18n/en/site";
import { vocabulary } from "~/lib/vocabulary";

describe("vocabularies", () => {
  it("compare values case-insensitively and treat spaces, hyphens and underscores alike", () => {
    expect(eventStatuses.find("Members Only")?.value).toBe("members_only");
    expect(eventStatuses.find("FULL")?.label).toBe("Full");
    expect(projectStatuses.find("on-hold")?.value).toBe("on_hold");
    expect(projectStatuses.find("In Progress")?.value).toBe("in_progress");
    expect(projectStatuses.tone("IN-PROGRESS")).toBe("blue");
  });

  it("include every value the spec shows visitors", () => {
    for (const label of ["Workshop", "Speaker", "Competition"]) expect(eventTypes.find(label)).toBeDefined();
    for (const label of ["Open", "Members Only", "Full"]) expect(eventStatuses.find(label)).toBeDefined();
    for (const label of ["In Development", "Testing Phase", "Prototype", "Completed", "In Progress", "Design Phase"]) {
      expect(projectStatuses.terms.some((t) => t.label === label)).toBe(true);
    }
    for (const label of [
      "Satellite Technology",
      "Unmanned Systems",
      "Propulsion",
      "Planetary Exploration",
      "Aerodynamics",
      "Space Surveillance",
    ]) {
      expect(projectCategories.terms.some((t) => t.label === label)).toBe(true);
    }
    for (const value of ["general", "projects", "events", "competitions", "facilities", "achievements", "team"]) {
      expect(galleryCategories.find(value)).toBeDefined();
    }
  });

  it("know every value the spec's dashboard colours, with its label", () => {
    const statuses = { open: "Open", full: "Full", cancelled: "Cancelled", closed: "Closed", active: "Active" };
    for (const [value, label] of Object.entries({ ...statuses, completed: "Completed", in_progress: "In Progress" })) {
      expect(eventStatuses.find(value)?.label, value).toBe(label);
    }
    const categories = {
      aerospace: "Aerospace",
      research: "Research",
      competition: "Competition",
      educational: "Educational",
      aircraft_design: "Aircraft Design",
      rocket_science: "Rocket Science",
      drone_technology: "Drone Technology",
      space_exploration: "Space Exploration",
      workshops: "Workshops",
      // The dashboard's "competitions" is the admin's "competition": one value, one option.
      competitions: "Competition",
      projects: "Projects",
      events: "Events",
    };
    for (const [value, label] of Object.entries(categories)) {
      expect(projectCategories.find(value)?.label, value).toBe(label);
    }
    // Statuses that mean different things are told apart by colour.
    expect(eventStatuses.tone("open")).not.toBe(eventStatuses.tone("cancelled"));
    expect(eventStatuses.tone("full")).not.toBe(eventStatuses.tone("open"));
  });

  it("hold no two values that differ only in case or number, and find either spelling", () => {
    for (const list of [eventTypes, eventStatuses, projectCategories, projectStatuses, galleryCategories]) {
      const keys = list.values.map((value) => value.toLowerCase().replace(/s$/, ""));
      expect(new Set(keys).size, list.values.join()).toBe(keys.length);
    }
    expect(projectCategories.find("Competitions")?.value).toBe("competition");
    expect(galleryCategories.find("Competition")?.value).toBe("competitions");
    expect(() =>
      vocabulary([
        { value: "workshop", label: "Workshop", tone: "blue" },
        { value: "Workshops", label: "Workshops", tone: "teal" },
      ]),
    ).toThrow(/one value/);
  });

  it("mark the spec's admin values, so that the admin form offers them first", () => {
    const admin = (list: { terms: readonly { value: string; admin?: true }[] }) =>
      list.terms.filter((term) => term.admin).map((term) => term.value);
    expect(admin(eventTypes)).toEqual(["workshop", "competition", "seminar", "meeting"]);
    expect(admin(eventStatuses)).toEqual(["open", "full", "cancelled"]);
    expect(admin(projectCategories)).toEqual(["aerospace", "research", "competition", "educational"]);
    expect(admin(projectStatuses)).toEqual(["active", "completed", "on_hold", "cancelled"]);
    expect(admin(galleryCategories).sort()).toEqual(["achievements", "events", "general", "projects", "team"]);
  });

  it("show an unknown value as written, in a neutral colour", () => {
    expect(eventTypes.label("hackathon")).toBe("hackathon");
    expect(eventTypes.tone("hackathon")).toBe("slate");
  });
});

describe("navigation", () => {
  const label = (item: NavItem) => site.nav[item.name];
  const item = (name: string) => {
    const found = siteNav.find((i) => label(i) === name);
    if (!found) throw new Error(name);
    return found;
  };
  it("lists the spec's items in order", () => {
    expect(siteNav.map(label)).toEqual([
      "Home",
      "About",
      "People",
      "Events",
      "Projects",
      "News",
      "Gallery",
      "Resources",
      "Contact",
    ]);
  });
  it("marks Home only on an exact match and others by path prefix", () => {
    expect(isActive(item("Home"), "/")).toBe(true);
    expect(isActive(item("Home"), "/events")).toBe(false);
    expect(isActive(item("Events"), "/events")).toBe(true);
    expect(isActive(item("Events"), "/events/2026")).toBe(true);
    expect(isActive(item("Events"), "/eventsx")).toBe(false);
    expect(isActive(item("People"), "/")).toBe(false);
  });
});
