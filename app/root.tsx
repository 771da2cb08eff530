import arabicRegular from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url";
import arabicSemibold from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
} from "react-router";
import { NotFound } from "~/components/not-found";
import { useThemePreference } from "~/components/theme-toggle";
import { ServerToast, Toaster } from "~/components/toasts";
import { currentSettings, settingsIn } from "~/features/settings/service/site-settings.server";
import { keepPublicWords, WORDS_LINK_ATTRIBUTE } from "~/i18n/dictionaries";
import { directionOf, languageOfPath, pathIn } from "~/i18n/language";
import { publicWords, publicWordsUrl } from "~/i18n/words.server";
import { env } from "~/lib/env.server";
import { useNonce } from "~/lib/nonce";
import { type RootData, useRootData, useWordsIfRead } from "~/lib/root-data";
import { socialLinks } from "~/lib/social-icons.server";
import { Stylesheets } from "~/lib/stylesheet";
import { parseThemePreference, systemThemeScript } from "~/lib/theme";
import { takeToast } from "~/lib/toast.server";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [{ toast, headers }, settings] = await Promise.all([takeToast(request), currentSettings()]);
  const language = languageOfPath(new URL(request.url).pathname);
  // The page renders with the server's words; its data names the file the browser fetches them from.
  keepPublicWords(language, publicWords(language));
  return data<RootData>(
    {
      theme: parseThemePreference(request.headers.get("Cookie")),
      publicUrl: env().PUBLIC_URL,
      toast,
      // In the page's language: the page carries one version of each text.
      settings: settingsIn(settings, language),
      socialLinks: socialLinks(settings),
      language,
      wordsUrl: publicWordsUrl(language),
    },
    { headers },
  );
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formAction,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // The theme switch changes only what the client already shows.
  if (formAction === "/resources/theme") return false;
  // Another language (its words are loaded with its document: the language link reloads the page).
  if (languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)) return true;
  // What the root reads (theme cookie, address, a message a form post left) does not change on a
  // click to another page in the same language; not asking again also keeps a failed request for that page
  // from replacing the whole page with the error screen.
  if (!formMethod) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const theme = useThemePreference();
  // From the address, which every render has, the error screen's included.
  const language = languageOfPath(useLocation().pathname);
  const wordsUrl = useRootData()?.wordsUrl;
  return (
    // For "system" the class is left to the inline script; an explicit choice sets it, and removes the
    // class the script may have added.
    <html
      lang={language}
      dir={directionOf(language)}
      className={theme === "system" ? undefined : theme === "dark" ? "dark" : ""}
      data-theme={theme}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script, needed before first paint */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: systemThemeScript }} />
        <Stylesheets />
        {language === "ar" ? (
          // Every Arabic page writes in these two: fetched with the page rather than once its styles
          // are read, so that the text is laid out once in its own font.
          <>
            <link rel="preload" href={arabicRegular} as="font" type="font/woff2" crossOrigin="anonymous" />
            <link rel="preload" href={arabicSemibold} as="font" type="font/woff2" crossOrigin="anonymous" />
          </>
        ) : null}
        {wordsUrl ? (
          // The page's words, which the page's script needs before it runs: fetched with the page.
          <link rel="preload" href={wordsUrl} as="fetch" crossOrigin="anonymous" {...{ [WORDS_LINK_ATTRIBUTE]: "" }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Outlet />
      <Toaster />
      <ServerToast message={loaderData?.toast} />
    </>
  );
}

/** The error screen's words for when the root's data, which names the page's words, could not be read. */
const pageErrorInEnglish = {
  title: "Something went wrong",
  text: "Please try again in a moment.",
  home: "Return to Home",
};

export function ErrorBoundary() {
  const error = useRouteError();
  const language = languageOfPath(useLocation().pathname);
  // The page's words where the root's data was read; when that is what failed, the spec's English
  // stands in, on the server and in the browser alike.
  const words = useWordsIfRead()?.common.pageError ?? pageErrorInEnglish;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main>
        <NotFound />
      </main>
    );
  }
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : words.title;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="text-muted-foreground">{words.text}</p>
      <a className="text-primary underline underline-offset-4" href={pathIn(language, "/")}>
        {words.home}
      </a>
    </main>
  );
}
