import { TextPage } from "~/components/prose";
import { useWords } from "~/lib/root-data";
import { seo, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.terms.meta;
  return words ? seo(matches, { ...words, path: "/terms" }) : [];
};

export default function Terms() {
  return <TextPage words={useWords().terms} />;
}
