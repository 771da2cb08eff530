import type { PublicWords } from "../words";
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

/** Every word a public page shows, in Arabic, by part of the site. */
export const publicWords: PublicWords = {
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
};
