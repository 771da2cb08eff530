import { TextPage } from "~/components/prose";
import { useWords } from "~/lib/root-data";
import { seo, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.accessibility.meta;
  return words ? seo(matches, { ...words, path: "/accessibility" }) : [];
};

export default function Accessibility() {
  return <TextPage words={useWords().accessibility} />;
}
