import { and, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { eventsServer } from "~/features/events/collection.server";
import { eventTypes } from "~/features/events/vocabulary";
import { newsServer } from "~/features/news/collection.server";
import { projectsServer } from "~/features/projects/collection.server";
import { projectCategories } from "~/features/projects/vocabulary";
import { db } from "~/lib/db/client.server";
import { formatLocalDate } from "~/lib/format";
import { currentSettings } from "~/lib/site-settings.server";
import { cardFileOf, cardPath } from "~/lib/social-card";
import { type CardText, fallbackCard, recordCard } from "~/lib/social-card.server";
import type { Route } from "./+types/card";

const longDate = (iso: string) => formatLocalDate(iso, "en-US", { dateStyle: "long" });

/** Each collection whose records have pages: where they are, which a visitor may see, what a card says. */
const cards = {
  events: {
    server: eventsServer,
    kicker: (record: Record<string, unknown>) =>
      `${eventTypes.label(String(record.type))} · ${longDate(String(record.date))}`,
  },
  news: {
    server: newsServer,
    visible: eq(newsServer.table.isPublished, true),
    kicker: (record: Record<string, unknown>) => `News · ${longDate(String(record.publishedDate))}`,
  },
  projects: {
    server: projectsServer,
    kicker: (record: Record<string, unknown>) => `Project · ${projectCategories.label(String(record.category))}`,
  },
} satisfies Record<
  string,
  { server: { table: PgTable }; visible?: SQL; kicker: (record: Record<string, unknown>) => string }
>;

const isCardCollection = (name: string): name is keyof typeof cards => Object.hasOwn(cards, name);

/**
 * GET /cards/:collection/<id>-<version>.jpg: the picture a shared link to a record's page shows
 * when the record has none of its own. An earlier version's address leads to the current one.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const named = cardFileOf(params.file);
  if (!isCardCollection(params.collection) || !named) return new Response("Not Found", { status: 404 });
  const card = cards[params.collection];
  const { table } = card.server;
  const condition = eq(table.id, named.id);
  const [record] = (await db()
    .select()
    .from(table as PgTable)
    .where("visible" in card ? and(condition, card.visible) : condition)
    .limit(1)) as Record<string, unknown>[];
  if (!record) return new Response("Not Found", { status: 404 });
  const current = { id: String(record.id), version: Number(record.version) };
  if (current.version !== named.version) {
    return new Response(null, { status: 302, headers: { Location: cardPath(params.collection, current) } });
  }
  const text: CardText = {
    title: String(record.title),
    kicker: card.kicker(record),
    clubName: (await currentSettings()).clubName,
  };
  try {
    const body = await recordCard(params.collection, current, text);
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": "image/jpeg",
        "Content-Length": String(body.length),
        // A version's card never changes: a change to the record gives a new address.
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  } catch (error) {
    // Not even kept (the disk refused it): the fallback, made now, is still a picture.
    console.error(`[cards] ${params.collection}/${params.file} failed: ${(error as Error).message}`);
    const body = await fallbackCard(text.clubName);
    return new Response(new Uint8Array(body), {
      headers: { "Content-Type": "image/jpeg", "Content-Length": String(body.length), "Cache-Control": "no-cache" },
    });
  }
}
