import CalendarPlus from "lucide-react/icons/calendar-plus";
import { lazy, Suspense } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ContentImage } from "~/components/content-image";
import { FormattedText } from "~/components/formatted-text";
import { BackLink, ItemPageError, missingPageMeta } from "~/components/item-page";
import { JsonLd } from "~/components/json-ld";
import { LocalizedText } from "~/components/localized-text";
import { pageBody } from "~/components/page-header";
import { ShareControl } from "~/components/share-control";
import { Button } from "~/components/ui/button";
import { pageRecord } from "~/content/slugs.server";
import { eventsServer } from "~/features/events/collection.server";
import { EventBadges, EventFacts, UpcomingEventLinks } from "~/features/events/event-card";
import { googleCalendarLink } from "~/features/events/ical.server";
import { upcomingEvents } from "~/features/events/queries.server";
import { questionsShown } from "~/features/events/questions";
import { EVENTS_PATH, eventPath } from "~/features/events/record";
import { eventJsonLd } from "~/features/events/structured-data.server";
import { opensText, withWhen } from "~/features/events/written";
import { configuredTransport } from "~/features/mail/service/outbox.server";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { noteShowsAttendance } from "~/features/public-pages/service/render-reads.server";
import { registrationAnswer } from "~/features/registrations/answer.server";
import { RegistrationButton } from "~/features/registrations/registration-button";
import type { LostRegistration, RegistrationReply } from "~/features/registrations/registration-form";
import { forVisitors } from "~/features/registrations/registration-state";
import { currentSettings, settingsIn } from "~/features/settings/service/site-settings.server";
import { localized, localizedAll, textAttributes } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { serverActionOr } from "~/lib/client-action";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { localeOf } from "~/lib/format";
import { formDataOf } from "~/lib/http.server";
import { withFormatted } from "~/lib/markdown-render.server";
import { usePathIn, usePublicUrl, useWords } from "~/lib/root-data";
import { absoluteUrl, pageDescription, pageImage, seo } from "~/lib/seo";
import { cardPath } from "~/lib/social-card";
import { dayIn } from "~/lib/time-zone";
import { answerForm } from "~/lib/toast.server";
import type { Route } from "./+types/event";

type RegistrationFormModule = typeof import("~/features/registrations/registration-form");

/** The registration form's module once the server has loaded it (in the loader), for rendering at once. */
let formOnServer: RegistrationFormModule | undefined;

/**
 * The form of an event that registers on the site. The browser fetches its script with such an
 * event's page only (most events register through their link), and keeps the server's form on
 * screen meanwhile. The server renders it with the page, at once (the loader loaded its module:
 * a form streamed later would stay hidden without JavaScript).
 */
type LoadedForm = { default: RegistrationFormModule["RegistrationForm"] };

const RegistrationForm = lazy((): Promise<LoadedForm> => {
  const loaded = formOnServer;
  // A thenable that answers at once: React renders the form without waiting (its `lazy` reads it so).
  if (loaded) {
    const now: PromiseLike<LoadedForm> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, answering at once
      then: (resolve) => resolve?.({ default: loaded.RegistrationForm }) as never,
    };
    return now as Promise<LoadedForm>;
  }
  return import("~/features/registrations/registration-form").then((module) => ({ default: module.RegistrationForm }));
});

/** How many other upcoming events the page suggests. */
const OTHER_EVENTS = 3;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seo(matches, {
        title: loaderData.event.title,
        description: pageDescription(loaderData.event.summary),
        path: eventPath(loaderData.event),
        image: loaderData.image,
      })
    : missingPageMeta(matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  // Its events show their seats: a registration renders it again (features/public-pages/service/render-reads.server.ts).
  noteShowsAttendance();
  const database = db();
  const [event, settings] = await Promise.all([
    pageRecord(database, eventsServer, request, params.slug, { keep: { seats: true } }),
    currentSettings(database),
  ]);
  if (event.registrationMode === "site") formOnServer ??= await import("~/features/registrations/registration-form");
  const locale = localeOf(request);
  const language = languageOfRequest(request.url);
  const { timeZone } = settings;
  const nextEvents = () => upcomingEvents(database, OTHER_EVENTS + 1);
  const coming = await keptRead(`events/upcoming/${OTHER_EVENTS + 1}`, nextEvents, { seats: true });
  // The page's texts in its language; the form still posts the English questions' answers.
  const shown = { ...localized(event, language), questions: event.questions, past: event.date < dayIn(timeZone) };
  const visible = await withFormatted(forVisitors(shown, locale, timeZone), "description");
  return {
    event: visible,
    // For search engines: written here, so that the page's script does not carry how.
    jsonLd: eventJsonLd(visible, env().PUBLIC_URL, settingsIn(settings, language).clubName, language),
    questions: questionsShown(event.questions, event.questionsAr, language),
    opens: opensText(event.registrationOpens, locale),
    mailConfigured: configuredTransport().mailer !== null,
    image: pageImage(event.imageUrl, cardPath("events", event, language)),
    googleCalendar: await googleCalendarLink(shown, env().PUBLIC_URL, timeZone, language),
    others: localizedAll(coming.filter((other) => other.id !== event.id).slice(0, OTHER_EVENTS), language).map(
      (other) => withWhen(other, locale, timeZone),
    ),
  };
}

/** A visitor registers for the event on its page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await formDataOf(request);
  const database = db();
  // The event as its content is now (its seats are read again, locked, by the registration): kept
  // while the content holds, so that a rush of registrations reads it once, not once each.
  const [event, settings] = await Promise.all([
    pageRecord(database, eventsServer, request, params.slug, { keep: {} }),
    currentSettings(database),
  ]);
  const answer = await registrationAnswer(
    database,
    event,
    formData,
    settings,
    context?.clientIp,
    localeOf(request),
    languageOfRequest(request.url),
  );
  return answerForm(formData.get("redirectTo"), answer);
}

/** An answer that says the page is out of date (the event's questions changed) has it read again. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as RegistrationReply | undefined)?.stale === true || defaultShouldRevalidate;
}

/** A registration lost on its way says it failed, in place (the form words it: no message here). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  const lost: LostRegistration = { outcome: "failed" };
  return serverActionOr(serverAction, "registration", lost);
}

export function ErrorBoundary() {
  return <ItemPageError />;
}

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, questions, googleCalendar, others, opens, mailConfigured, jsonLd } = loaderData;
  const reply = actionData;
  // Just after registering, the seats as the answer saw them: the page is not read again for them.
  const registration = reply?.registration ?? event.registration;
  const seated = { ...event, registration, currentAttendees: reply?.attendees ?? event.currentAttendees };
  const publicUrl = usePublicUrl();
  const { events: words, common } = useWords();
  const path = usePathIn()(eventPath(event));
  return (
    <>
      <article className={`${pageBody} pt-8`} aria-labelledby="event-title">
        <BackLink to={EVENTS_PATH} label={words.page.back} />
        <header className="mt-6 space-y-4">
          <EventBadges terms={event.terms} />
          <h1
            id="event-title"
            {...textAttributes(event, "title")}
            className="text-4xl font-bold tracking-tight sm:text-5xl"
          >
            {event.title}
          </h1>
        </header>
        {/*
          On a phone the date, place and button come first, above the description and the form; on
          a wide screen they stand in the right-hand column, beside them.
        */}
        <div className="mt-8 grid gap-10 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
          <aside className="space-y-8 lg:col-start-3 lg:row-start-1" aria-label={words.page.factsName}>
            <EventFacts event={seated} mapLink />
            <RegistrationButton event={seated} onPage />
          </aside>
          <div className="space-y-8 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            {event.imageUrl ? (
              <ContentImage
                src={event.imageUrl}
                alt={event.title}
                sizes="(min-width: 1024px) 800px, 100vw"
                className="aspect-[3/2] w-full rounded-lg"
                priority
              />
            ) : null}
            <LocalizedText record={event} field="description" className="space-y-4">
              {(language) => <FormattedText html={event.html} className="text-muted-foreground" {...language} />}
            </LocalizedText>
            {event.registration.kind !== "external" ? (
              <Suspense>
                <RegistrationForm
                  event={event}
                  registration={registration}
                  questions={event.questions}
                  shown={questions}
                  opens={opens}
                  mailConfigured={mailConfigured}
                  reply={reply}
                />
              </Suspense>
            ) : null}
          </div>
          <aside className="space-y-8 lg:col-start-3 lg:row-start-2" aria-label={words.page.calendarName}>
            <section aria-labelledby="calendar-heading" className="space-y-3">
              <h2 id="calendar-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {words.page.addToCalendar}
              </h2>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <a href={`${path}/calendar.ics`} download={`${event.slug}.ics`}>
                    <CalendarPlus aria-hidden="true" />
                    {words.page.calendarFile}
                  </a>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <a href={googleCalendar} target="_blank" rel="noopener noreferrer">
                    {words.page.googleCalendar}
                    <span className="sr-only"> {common.newTab}</span>
                  </a>
                </Button>
              </div>
            </section>
            <ShareControl url={absoluteUrl(publicUrl, path)} title={event.title} />
          </aside>
        </div>
      </article>
      {others.length > 0 ? (
        <section aria-labelledby="other-events" className={`${pageBody} border-t pt-10`}>
          <h2 id="other-events" className="mb-6 text-2xl font-semibold tracking-tight">
            {words.page.others}
          </h2>
          <UpcomingEventLinks events={others} />
        </section>
      ) : null}
      <JsonLd data={jsonLd} />
    </>
  );
}
