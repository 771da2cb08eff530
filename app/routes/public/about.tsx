import Compass from "lucide-react/icons/compass";
import Lightbulb from "lucide-react/icons/lightbulb";
import Rocket from "lucide-react/icons/rocket";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { FormattedText } from "~/components/formatted-text";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { serverLoaderOr } from "~/lib/client-loader";
import { formatted } from "~/lib/markdown-render.server";
import { useSiteSettings } from "~/lib/root-data";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "About",
    description:
      "The KFUPM Aerospace Club's mission and vision: hands-on aerospace engineering for students of King Fahd University of Petroleum & Minerals.",
    path: "/about",
  });

/** The mission and vision, written in Markdown in the settings, as HTML. */
export async function loader() {
  const { mission, vision } = await currentSettings();
  const [missionHtml, visionHtml] = await Promise.all([formatted(mission), formatted(vision)]);
  return { mission: missionHtml, vision: visionHtml };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "about texts", null);
}

const values = [
  {
    icon: Rocket,
    title: "Build real hardware",
    text: "Every member can join a project team that designs, builds and tests something that flies, drives or orbits.",
  },
  {
    icon: Lightbulb,
    title: "Learn by doing",
    text: "Workshops and seminars turn classroom theory into skills: CAD, simulation, electronics, testing and safety.",
  },
  {
    icon: Users,
    title: "Open to all majors",
    text: "Aerospace needs mechanical, electrical, software and industrial engineers, designers and writers.",
  },
  {
    icon: Compass,
    title: "Connect with industry",
    text: "Talks, visits and mentoring link students with the engineers of the region's space and aviation sector.",
  },
];

/** A text of the settings: as HTML when the server made it, else as written (the server could not be reached). */
function SettingsText({ html, written }: { html: string | undefined; written: string }) {
  return html !== undefined ? (
    <FormattedText html={html} className="text-muted-foreground" />
  ) : (
    <p dir="auto" className="leading-relaxed whitespace-pre-line text-muted-foreground">
      {written}
    </p>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { mission, vision } = useSiteSettings();
  return (
    <>
      <PageHeader
        title="About the Club"
        description="The student club of aerospace engineering at King Fahd University of Petroleum & Minerals, Dhahran."
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16 sm:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2" size="xl">
                Our Mission
              </CardTitle>
            </CardHeader>
            <CardContent>
              <SettingsText html={loaderData?.mission} written={mission} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2" size="xl">
                Our Vision
              </CardTitle>
            </CardHeader>
            <CardContent>
              <SettingsText html={loaderData?.vision} written={vision} />
            </CardContent>
          </Card>
        </div>
        <section aria-labelledby="values-title">
          <h2 id="values-title" className="mb-6 text-2xl font-semibold">
            What we stand for
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6">
                <Icon className="mb-3 size-7 text-primary" aria-hidden="true" />
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/#people">Meet the team</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">Contact us</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
