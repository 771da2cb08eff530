import type { PublicWords } from "../words";
import { about } from "./about";
import { accessibility } from "./accessibility";
import { placeholder } from "./placeholder";
import { privacy } from "./privacy";
import { resources } from "./resources";
import { site } from "./site";
import { terms } from "./terms";

/** Every word a public page shows, in Arabic, by part of the site. */
export const publicWords: PublicWords = { site, about, privacy, terms, accessibility, resources, placeholder };
