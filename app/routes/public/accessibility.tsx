import { TextPage } from "~/components/prose";
import { useWords } from "~/lib/root-data";
import { rootDataOf, seo } from "~/lib/seo";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = rootDataOf(matches)?.words?.accessibility.meta;
  return words ? seo(matches, { ...words, path: "/accessibility" }) : [];
};

export default function Accessibility() {
  return <TextPage words={useWords().accessibility} />;
}
