import type { PublicWords } from "../words";
import { about } from "./about";
import { accessibility } from "./accessibility";
import { events } from "./events";
import { home } from "./home";
import { placeholder } from "./placeholder";
import { privacy } from "./privacy";
import { registration } from "./registration";
import { resources } from "./resources";
import { site } from "./site";
import { team } from "./team";
import { terms } from "./terms";

/** Every word a public page shows, in Arabic, by part of the site. */
export const publicWords: PublicWords = {
  site,
  home,
  events,
  registration,
  team,
  about,
  privacy,
  terms,
  accessibility,
  resources,
  placeholder,
};
