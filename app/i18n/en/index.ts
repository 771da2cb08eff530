import { about } from "./about";
import { accessibility } from "./accessibility";
import { common } from "./common";
import { contact } from "./contact";
import { events } from "./events";
import { gallery } from "./gallery";
import { home } from "./home";
import { news } from "./news";
import { newsletter } from "./newsletter";
import { placeholder } from "./placeholder";
import { privacy } from "./privacy";
import { projects } from "./projects";
import { registration } from "./registration";
import { resources } from "./resources";
import { site } from "./site";
import { team } from "./team";
import { terms } from "./terms";

/** Every word a public page shows, in English, by part of the site. */
export const publicWords = {
  site,
  common,
  home,
  events,
  registration,
  team,
  news,
  projects,
  gallery,
  contact,
  newsletter,
  about,
  privacy,
  terms,
  accessibility,
  resources,
  placeholder,
} as const;
