import { useRouteLoaderData } from "react-router";
import { loadedPublicWords } from "~/i18n/dictionaries";
import { type Language, pathIn } from "~/i18n/language";
import type { PublicWords, SiteWords } from "~/i18n/words";
import type { ToastMessage } from "./messages";
import type { PageSettings, SocialLink } from "./site-settings";
import type { ThemePreference } from "./theme";

/** What the root loader gives every page. */
export interface RootData {
  theme: ThemePreference;
  /** PUBLIC_URL, for absolute addresses in structured data. */
  publicUrl: string;
  /** A message left for this page by a redirect (a form posted without JavaScript). */
  toast: ToastMessage | null;
  /** The site's settings (names, texts, contact details, links), their texts in the page's language. */
  settings: PageSettings;
  /** The social links set in the settings, with their icons. */
  socialLinks: SocialLink[];
  /** The page's language, from its address; its words are apart (`~/i18n/dictionaries`). */
  language: Language;
  /** Where the browser fetches the page's words (`/resources/words/<language>.<version>.json`). */
  wordsUrl: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

export function usePublicUrl(): string {
  return useRootData()?.publicUrl ?? "";
}

/** Every word a public page shows, in the page's language. */
export function useWords(): PublicWords {
  const language = useLanguage();
  const words = loadedPublicWords(language);
  if (!words) throw new Error(`The words of ${language} are not loaded`);
  return words;
}

/** The words of the root's language, where its data was read (not on the screen of a failed root). */
export function wordsOfRoot(root: Partial<Pick<RootData, "language">> | undefined): PublicWords | undefined {
  return root?.language ? loadedPublicWords(root.language) : undefined;
}

/** The page's words where the root's data was read. */
export function useWordsIfRead(): PublicWords | undefined {
  return wordsOfRoot(useRootData());
}

/** The words of the site's frame (header, navigation, footer) in the page's language. */
export function useSiteWords(): SiteWords {
  return useWords().site;
}

export function useLanguage(): Language {
  return useRootData()?.language ?? "en";
}

/** The address of a page (given by its English address) in the language of the page shown. */
export function usePathIn(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathIn(language, path);
}

/**
 * The settings every page is rendered with, as the root loader hands them over: in the page's
 * language, with `englishOnly` naming the texts shown in English on an Arabic page.
 */
export function useSiteSettings(): PageSettings {
  const settings = useRootData()?.settings;
  // Every page is under the root, whose loader always gives them.
  if (!settings) throw new Error("The site's settings are missing from the root's data");
  return settings;
}
