import { common } from "./common";
import { contact } from "./contact";
import { gallery } from "./gallery";
import { news } from "./news";
import { newsletter } from "./newsletter";
import { projects } from "./projects";
import { site } from "./site";

/** Every word a public page shows, in English, by part of the site. */
export const publicWords = { site, common, news, projects, gallery, contact, newsletter } as const;
