import type { PublicWords } from "../words";
import { events } from "./events";
import { home } from "./home";
import { registration } from "./registration";
import { site } from "./site";
import { team } from "./team";

/** Every word a public page shows, in Arabic, by part of the site. */
export const publicWords: PublicWords = { site, home, events, registration, team };
