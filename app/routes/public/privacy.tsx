import { TextPage } from "~/components/prose";
import { plural } from "~/i18n/words";
import { env } from "~/lib/env.server";
import { useRootData, useWords } from "~/lib/root-data";
import { seo, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.privacy.meta;
  return words ? seo(matches, { ...words, path: "/privacy" }) : [];
};

export function loader() {
  return { registrationDays: env().REGISTRATION_RETENTION_DAYS };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { privacy } = useWords();
  const language = useRootData()?.language ?? "en";
  const days = plural(language, privacy.retentionDays, loaderData.registrationDays);
  return <TextPage words={privacy} values={{ days }} />;
}
