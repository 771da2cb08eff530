import type { PublicWords } from "../words";
import { site } from "./site";

/** Every word a public page shows, in Arabic, by part of the site. */
export const publicWords: PublicWords = { site };
