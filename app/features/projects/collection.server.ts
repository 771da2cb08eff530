import { desc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { mailWords, publicWords } from "~/i18n/words.server";
import { wordOf } from "~/lib/shown-term";
import { projectsCollection } from "./collection";
import { PROJECTS_PATH } from "./record";
import { projects } from "./table";
import { projectCategories } from "./vocabulary";

export const projectsServer = defineCollectionServer(projectsCollection, {
  page: {
    path: PROJECTS_PATH,
    cardKicker: (project, language) => {
      const category =
        language === "ar"
          ? wordOf(projectCategories.shown(project.category), publicWords(language).projects.categories)
          : projectCategories.label(project.category);
      return `${mailWords(language).cards.project} · ${category}`;
    },
    sitemapOrder: [desc(projects.createdAt)],
  },
  table: projects,
  order: [desc(projects.createdAt)],
  files: ["imageUrl"],
});
