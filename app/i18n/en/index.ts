import { about } from "./about";
import { accessibility } from "./accessibility";
import { privacy } from "./privacy";
import { site } from "./site";
import { terms } from "./terms";

/** Every word a public page shows, in English, by part of the site. */
export const publicWords = { site, about, privacy, terms, accessibility } as const;
