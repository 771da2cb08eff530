import { NotFound } from "~/components/not-found";
import { notFound } from "~/lib/http.server";
import { siteNameFrom, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => {
  const title = wordsOf(matches)?.common.notFound.title;
  return [...(title ? [{ title: `${title} | ${siteNameFrom(matches)}` }] : []), { name: "robots", content: "noindex" }];
};

/** Any path no route matches: logged, and answered with 404. */
export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export default function NotFoundRoute() {
  return <NotFound />;
}
