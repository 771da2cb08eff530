import type { PublicWords } from "../words";
import { about } from "./about";
import { accessibility } from "./accessibility";
import { privacy } from "./privacy";
import { site } from "./site";
import { terms } from "./terms";

/** Every word a public page shows, in Arabic, by part of the site. */
export const publicWords: PublicWords = { site, about, privacy, terms, accessibility };
