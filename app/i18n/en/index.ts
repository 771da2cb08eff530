import { site } from "./site";

/** Every word a public page shows, in English, by part of the site. */
export const publicWords = { site } as const;
