import { desc, isNotNull, sql } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { mailWords } from "~/i18n/words.server";
import { cardDate } from "~/lib/social-card.server";
import { newsletterCollection } from "./collection";
import { hasGoneOut, NEWSLETTER_PATH, SUBSCRIBER_LINKS } from "./record";
import { newsletterIssues } from "./table";

/** What an admin is told on changing or deleting an issue that went out. */
export const issueLocked = {
  title: "This issue has gone out",
  description: "What its readers received stays as it is. To say more, write a new issue.",
  variant: "error",
} as const;

export const newsletterServer = defineCollectionServer(newsletterCollection, {
  page: {
    path: NEWSLETTER_PATH,
    reserved: SUBSCRIBER_LINKS,
    day: (issue) => (issue.startedAt ?? new Date()).toISOString().slice(0, 10),
    // An issue is public from the moment it starts going out: its copies link to it.
    visible: (table) => isNotNull(table.startedAt),
    cardKicker: (issue, language) =>
      `${mailWords(language).cards.newsletter} · ${cardDate((issue.startedAt ?? issue.createdAt).toISOString().slice(0, 10), language)}`,
    sitemapOrder: [desc(newsletterIssues.startedAt)],
  },
  table: newsletterIssues,
  // Drafts and planned issues first, then what went out, newest first.
  order: [sql`${newsletterIssues.startedAt} desc nulls first`, desc(newsletterIssues.updatedAt)],
  locked: (issue) => (hasGoneOut(issue) ? issueLocked : undefined),
});
