import { localized } from "~/i18n/content";
import type { Language } from "~/i18n/language";
import { withFormatted } from "~/lib/markdown-render.server";
import type { ProjectRecord } from "./record";
import { projectTerms } from "./vocabulary";

/**
 * A project as a visitor's page shows it: in the page's language, with its badges read
 * (`projectTerms`) and its description as HTML.
 */
export function projectForVisitors(project: ProjectRecord, language: Language) {
  return withFormatted({ ...localized(project, language), terms: projectTerms(project) }, "description");
}
