import Compass from "lucide-react/icons/compass";
import Lightbulb from "lucide-react/icons/lightbulb";
import Rocket from "lucide-react/icons/rocket";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { FormattedText } from "~/components/formatted-text";
import { LocalizedText } from "~/components/localized-text";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { currentSettingsIn } from "~/features/settings/service/site-settings.server";
import { languageOfRequest, pathIn } from "~/i18n/language";
import { serverLoaderOr } from "~/lib/client-loader";
import { formatted } from "~/lib/markdown-render.server";
import { useRootData, useSiteSettings, useWords } from "~/lib/root-data";
import { seo, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.about.meta;
  return words ? seo(matches, { ...words, path: "/about" }) : [];
};

/** The mission and vision, written in Markdown in the settings, as HTML in the page's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const { mission, vision } = await currentSettingsIn(languageOfRequest(request.url));
  const [missionHtml, visionHtml] = await Promise.all([formatted(mission), formatted(vision)]);
  return { mission: missionHtml, vision: visionHtml };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "about texts", null);
}

/** The values, in their order, with the icon of each. */
const values = [
  { name: "build", icon: Rocket },
  { name: "learn", icon: Lightbulb },
  { name: "majors", icon: Users },
  { name: "industry", icon: Compass },
] as const;

/**
 * A text of the settings: as HTML when the server made it, else as written (the server could not
 * be reached). An English text on an Arabic page says so, and is marked English.
 */
function SettingsText({ html, field }: { html: string | undefined; field: "mission" | "vision" }) {
  const settings = useSiteSettings();
  return (
    <LocalizedText record={settings} field={field} className="space-y-3">
      {(language) =>
        html !== undefined ? (
          <FormattedText html={html} className="text-muted-foreground" {...language} />
        ) : (
          <p {...language} className="leading-relaxed whitespace-pre-line text-muted-foreground">
            {settings[field]}
          </p>
        )
      }
    </LocalizedText>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { about } = useWords();
  const language = useRootData()?.language ?? "en";
  return (
    <>
      <PageHeader title={about.title} description={about.description} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16 sm:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2" size="xl">
                {about.mission}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <SettingsText html={loaderData?.mission} field="mission" />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2" size="xl">
                {about.vision}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <SettingsText html={loaderData?.vision} field="vision" />
            </CardContent>
          </Card>
        </div>
        <section aria-labelledby="values-title">
          <h2 id="values-title" className="mb-6 text-2xl font-semibold">
            {about.valuesTitle}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ name, icon: Icon }) => (
              <li key={name} className="rounded-xl border bg-card p-6">
                <Icon className="mb-3 size-7 text-primary" aria-hidden="true" />
                <h3 className="font-semibold">{about.values[name].title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{about.values[name].text}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={pathIn(language, "/#people")}>{about.meetTeam}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={pathIn(language, "/contact")}>{about.contactUs}</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
