import { describe, expect, it } from "vitest";
import { isActive, siteNav } from "~/components/site-nav";
import { eventStatuses, eventTypes } from "~/features/events/vocabulary";
import { galleryCategories } from "~/features/gallery/vocabulary";
import { projectCategories, projectStatuses } from "~/features/projects/vocabulary";

describe("vocabularies", () => {
  it("compare values case-insensitively and treat spaces, hyphens and underscores alike", () => {
    expect(eventStatuses.find("Members Only")?.value).toBe("members_only");
    expect(eventStatuses.find("FULL")?.label).toBe("Full");
    expect(projectStatuses.find("on-hold")?.value).toBe("on_hold");
    expect(projectStatuses.find("In Progress")?.tone).toBe(projectStatuses.tone("in_progress"));
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

  it("give a colour of its own to every value the spec's dashboard colours", () => {
    for (const value of ["open", "full", "cancelled", "closed", "active", "completed", "in_progress"]) {
      expect(eventStatuses.find(value), value).toBeDefined();
    }
    for (const value of [
      "aerospace",
      "research",
      "competition",
      "educational",
      "aircraft_design",
      "rocket_science",
      "drone_technology",
      "space_exploration",
      "workshops",
      "competitions",
      "projects",
      "events",
    ]) {
      expect(projectCategories.find(value), value).toBeDefined();
    }
  });

  it("show an unknown value as written, in a neutral colour", () => {
    expect(eventTypes.label("hackathon")).toBe("hackathon");
    expect(eventTypes.tone("hackathon")).toBe("slate");
  });
});

describe("navigation", () => {
  const item = (label: string) => {
    const found = siteNav.find((i) => i.label === label);
    if (!found) throw new Error(label);
    return found;
  };
  it("lists the spec's items in order", () => {
    expect(siteNav.map((i) => i.label)).toEqual([
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
