import { and, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { serverOf } from "~/collections.server";
import type { RowOf } from "~/content/collection.server";
import { currentSettings, settingsIn } from "~/features/settings/service/site-settings.server";
import { localized } from "~/i18n/content";
import { db } from "~/lib/db/client.server";
import { cardFileOf, cardPath } from "~/lib/social-card";
import { type CardText, fallbackCard, recordCard } from "~/lib/social-card.server";
import type { Route } from "./+types/card";

/**
 * GET /cards/:collection/<id>-<version>.jpg: the picture a shared link to a record's page shows
 * when the record has none of its own. An earlier version's address leads to the current one.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const named = cardFileOf(params.file);
  // The collections whose records have pages (`page` in their server half) have cards.
  const server = serverOf(params.collection);
  const page = server?.page;
  if (!server || !page || !named) return new Response("Not Found", { status: 404 });
  const { table } = server;
  const condition = eq(table.id, named.id);
  const [record] = (await db()
    .select()
    .from(table as PgTable)
    .where(page.visible ? and(condition, page.visible(table)) : condition)
    .limit(1)) as RowOf<typeof table>[];
  if (!record) return new Response("Not Found", { status: 404 });
  const { language } = named;
  const current = { id: String(record.id), version: Number(record.version), language };
  if (current.version !== named.version) {
    return new Response(null, { status: 302, headers: { Location: cardPath(params.collection, current, language) } });
  }
  // An Arabic page's card: its title, kind and date, and the club's name, in Arabic where written.
  const titled: Record<string, unknown> = localized(record as Record<string, unknown>, language);
  const text: CardText = {
    title: String(titled.title ?? titled.subject),
    kicker: page.cardKicker(record, language),
    clubName: settingsIn(await currentSettings(), language).clubName,
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
