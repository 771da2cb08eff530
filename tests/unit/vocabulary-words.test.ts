import { describe, expect, it } from "vitest";
import { galleryCategories } from "~/features/gallery/vocabulary";
import { projectCategories, projectStatuses } from "~/features/projects/vocabulary";
import { publicWords as arabic } from "~/i18n/ar";
import { publicWords as english } from "~/i18n/en";
import { wordOf } from "~/lib/shown-term";

describe("the vocabularies' words for visitors", () => {
  it("name every value, in English as the admin's labels do", () => {
    const labels = (terms: readonly { value: string; label: string }[]) =>
      Object.fromEntries(terms.map((term) => [term.value, term.label]));
    expect(english.projects.categories).toEqual(labels(projectCategories.terms));
    expect(english.projects.statuses).toEqual(labels(projectStatuses.terms));
    expect(english.gallery.categories).toEqual(labels(galleryCategories.terms));
    expect(Object.keys(english.gallery.filters)).toEqual(["all", ...galleryCategories.values]);
  });

  it("find a value however it is written, and show an unknown one as written", () => {
    expect(wordOf(projectCategories.shown("Rocket Science"), arabic.projects.categories)).toBe(
      arabic.projects.categories.rocket_science,
    );
    expect(wordOf(projectStatuses.shown("in-progress"), english.projects.statuses)).toBe("In Progress");
    expect(wordOf(galleryCategories.shown("EVENTS"), english.gallery.categories)).toBe("Events");
    expect(wordOf(projectStatuses.shown("Paused"), english.projects.statuses)).toBe("Paused");
    expect(projectStatuses.shown("Paused").tone).toBe("slate");
  });
});
