import { TextPage } from "~/components/prose";
import { useWords } from "~/lib/root-data";
import { rootDataOf, seo } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = rootDataOf(matches)?.words?.terms.meta;
  return words ? seo(matches, { ...words, path: "/terms" }) : [];
};

export default function Terms() {
  return <TextPage words={useWords().terms} />;
}
