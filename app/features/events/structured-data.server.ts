import { type Language, pathIn } from "~/i18n/language";
import { club, safeHref } from "~/lib/club";
import { absoluteUrl, storedAbsoluteUrl } from "~/lib/seo";
import { cardPath } from "~/lib/social-card";
import { eventPath, type ShownEvent } from "./record";
import { eventStatuses, registrationClosed } from "./vocabulary";
import type { EventWhen } from "./written";

/** schema.org Event for search engines, as the page in `language` shows it (its texts, its address). */
export function eventJsonLd(
  event: ShownEvent & { when: EventWhen; summary: string },
  publicUrl: string,
  clubName: string,
  language: Language = "en",
) {
  const cancelled = eventStatuses.find(event.status)?.value === "cancelled";
  const link = event.linkEnabled ? safeHref(event.registrationLink) : null;
  // Its own picture, or the card made for its page.
  const image =
    (event.imageUrl ? storedAbsoluteUrl(publicUrl, event.imageUrl) : null) ??
    absoluteUrl(publicUrl, cardPath("events", event, language));
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary,
    url: absoluteUrl(publicUrl, pathIn(language, eventPath(event))),
    startDate: event.when.start,
    eventStatus: cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.location,
      address: {
        "@type": "PostalAddress",
        addressLocality: club.address.locality,
        postalCode: club.address.postalCode,
        addressCountry: club.address.countryCode,
      },
    },
    organizer: { "@type": "Organization", name: clubName, url: publicUrl },
    image,
    ...(link
      ? {
          offers: {
            "@type": "Offer",
            url: absoluteUrl(publicUrl, link),
            price: 0,
            priceCurrency: "SAR",
            availability: registrationClosed(event.status)
              ? "https://schema.org/SoldOut"
              : "https://schema.org/InStock",
          },
        }
      : {}),
    ...(event.maxAttendees !== null ? { maximumAttendeeCapacity: event.maxAttendees } : {}),
  };
}
