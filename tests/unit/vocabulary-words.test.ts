import { describe, expect, it } from "vitest";
import { galleryCategories, galleryCategoryWord } from "~/features/gallery/vocabulary";
import {
  projectCategories,
  projectCategoryWord,
  projectStatuses,
  projectStatusWord,
} from "~/features/projects/vocabulary";
import { publicWords as arabic } from "~/i18n/ar";
import { publicWords as english } from "~/i18n/en";

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
    expect(projectCategoryWord(arabic.projects, "Rocket Science")).toBe(arabic.projects.categories.rocket_science);
    expect(projectStatusWord(english.projects, "in-progress")).toBe("In Progress");
    expect(galleryCategoryWord(english.gallery, "EVENTS")).toBe("Events");
    expect(projectStatusWord(english.projects, "Paused")).toBe("Paused");
  });
});
