import { desc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { mailWords, publicWords } from "~/i18n/words.server";
import { projectsCollection } from "./collection";
import { PROJECTS_PATH } from "./record";
import { projects } from "./table";
import { projectCategories, projectCategoryWord } from "./vocabulary";

export const projectsServer = defineCollectionServer(projectsCollection, {
  page: {
    path: PROJECTS_PATH,
    cardKicker: (project, language) => {
      const category =
        language === "ar"
          ? projectCategoryWord(publicWords(language).projects, project.category)
          : projectCategories.label(project.category);
      return `${mailWords(language).cards.project} · ${category}`;
    },
    sitemapOrder: [desc(projects.createdAt)],
  },
  table: projects,
  order: [desc(projects.createdAt)],
  files: ["imageUrl"],
});
