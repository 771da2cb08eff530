import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import ListChecks from "lucide-react/icons/list-checks";
import Undo2 from "lucide-react/icons/undo-2";
import { useEffect } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useSiteTimeZone } from "~/features/admin/layout-data";
import { AdminPageHeading } from "~/features/admin/page-heading";
import { SearchForm } from "~/features/admin/search-form";
import { useAnswer } from "~/features/admin/use-answer";
import { attendeesPath } from "~/lib/admin-paths";
import { useCurrentPath } from "~/lib/current-path";
import { useHydrated } from "~/lib/hydrated";
import { zonedDateTime } from "~/lib/time-zone";
import { cn } from "~/lib/utils";
import { QrScanner } from "./qr-scanner";
import type { AttendeeReply, CheckInOutcome, CheckInPerson } from "./record";

const DOOR = "check-in";

/** How often the counts are read again, while the page is in view (several phones at one door). */
const REFRESH_MS = 10_000;

export interface CheckInPageData {
  event: { id: string; title: string; when: string };
  counts: { confirmed: number; checkedIn: number };
  search: string;
  found: CheckInPerson[];
  /** A code opened from the phone's own camera app: who it names, before anyone is checked in. */
  opened: { code: string; reading: CheckInOutcome } | null;
}

function UndoButton({ person, path }: { person: CheckInPerson; path: string }) {
  const fetcher = useFetcher<AttendeeReply>({ key: `${DOOR}-undo` });
  const hydrated = useHydrated();
  useAnswer(fetcher);
  return (
    <fetcher.Form method="post" action={path}>
      <input type="hidden" name="intent" value="undo" />
      <input type="hidden" name="id" value={person.id} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={path} />}
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        <Undo2 aria-hidden="true" />
        Undo
        <span className="sr-only"> the check-in of {person.name}</span>
      </Button>
    </fetcher.Form>
  );
}

/** What the door sees of a scan or a tap: who, and whether they may come in. */
function Outcome({ outcome, path }: { outcome: CheckInOutcome; path: string }) {
  const timeZone = useSiteTimeZone();
  const good = outcome.kind === "checked-in";
  // A name in Arabic keeps its own direction inside the English sentence around it.
  const name = (person: { name: string | null }) => <bdi>{person.name ?? "This person"}</bdi>;
  const [title, detail]: [React.ReactNode, string | null] = (() => {
    switch (outcome.kind) {
      case "checked-in":
        return [<>Checked in: {name(outcome.person)}</>, null];
      case "already":
        return [
          <>Already checked in: {name(outcome.person)}</>,
          outcome.person.checkedInAt
            ? `First checked in ${zonedDateTime(outcome.person.checkedInAt, timeZone)}${outcome.person.checkedInBy ? ` by ${outcome.person.checkedInBy}` : ""}.`
            : null,
        ];
      case "waitlisted":
        return [<>{name(outcome.person)} is on the waitlist</>, "No seat was confirmed for this person."];
      case "cancelled":
        return [
          <>{name(outcome.person)} cancelled</>,
          outcome.person.cancelledAt
            ? `The registration was cancelled ${zonedDateTime(outcome.person.cancelledAt, timeZone)}.`
            : null,
        ];
      case "other-event":
        return ["This code is for another event", `It was given for “${outcome.title}”.`];
      case "expired":
        return ["This code has expired", "Its event is over."];
      case "failed":
        return ["Not checked in", "Something went wrong. Try again."];
      case "ready":
        return [name(outcome.person), "Not checked in yet."];
      default:
        return ["This code is not valid", "It was changed, or it is not a code of this site. Search by name instead."];
    }
  })();
  const person =
    "person" in outcome && (outcome.kind === "checked-in" || outcome.kind === "already") ? outcome.person : null;
  return (
    <div
      role={good ? "status" : "alert"}
      className={cn(
        "flex items-start justify-between gap-4 rounded-lg border-2 p-4",
        good
          ? "border-green-600 bg-green-50 text-green-950 dark:bg-green-950 dark:text-green-50"
          : "border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50",
      )}
    >
      <div className="flex gap-3">
        {good ? (
          <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        ) : (
          <CircleAlert className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        )}
        <div>
          <p className="text-lg font-semibold">{title}</p>
          {detail ? <p className="text-sm">{detail}</p> : null}
        </div>
      </div>
      {person ? <UndoButton person={person} path={path} /> : null}
    </div>
  );
}

/** The door's page, made for a phone: scan a code, type it, or find a name; live counts. */
export function CheckInPage({
  event,
  counts,
  search,
  found,
  opened,
  answered,
}: CheckInPageData & { answered: AttendeeReply | undefined }) {
  const path = useCurrentPath();
  const hydrated = useHydrated();
  const timeZone = useSiteTimeZone();
  const door = useFetcher<AttendeeReply>({ key: DOOR });
  const revalidator = useRevalidator();
  useAnswer(door);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  const send = (fields: Record<string, string>) =>
    void door.submit({ intent: "check-in", ...fields }, { method: "post", action: path });
  // The answer to a scan or a tap (a form posted without JavaScript answers with the page).
  const result =
    door.data?.checkIn ?? answered?.checkIn ?? (opened && opened.reading.kind !== "ready" ? opened.reading : null);

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <AdminPageHeading title={`Check-in: ${event.title}`} description={event.when} />
      <p className="text-lg" role="status" aria-live="polite">
        <strong className="text-3xl font-bold">{counts.checkedIn}</strong> checked in of{" "}
        <strong>{counts.confirmed}</strong> confirmed
      </p>
      {result ? <Outcome outcome={result} path={path} /> : null}
      {opened?.reading.kind === "ready" && !door.data && !answered ? (
        <Card>
          <CardContent className="space-y-3 pt-6">
            <p className="text-lg font-semibold">{opened.reading.person.name}</p>
            <door.Form method="post" action={path}>
              <input type="hidden" name="intent" value="check-in" />
              <input type="hidden" name="code" value={opened.code} />
              <Button type="submit" size="lg">
                Check in {opened.reading.person.name}
              </Button>
            </door.Form>
          </CardContent>
        </Card>
      ) : null}
      {hydrated ? <QrScanner onCode={(code) => send({ code })} /> : null}
      <door.Form method="post" action={path} className="grid gap-2">
        <input type="hidden" name="intent" value="check-in" />
        <Label htmlFor="door-code">Code</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id="door-code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            aria-describedby="door-code-hint"
            className="min-w-0 flex-[1_1_12rem]"
          />
          <Button type="submit" disabled={door.state !== "idle"}>
            Check in
          </Button>
        </div>
        <p id="door-code-hint" className="text-sm text-muted-foreground">
          The door code printed under the QR code in the person's email (six letters and digits, such as{" "}
          <span className="whitespace-nowrap">K7M-4Q2</span>).
        </p>
      </door.Form>
      <section aria-labelledby="find-heading" className="space-y-3">
        <h2 id="find-heading" className="text-lg font-semibold">
          Find by name
        </h2>
        <SearchForm id="door-search" label="Name or email" search={search} submitLabel="Find" grow />
        {search && found.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one confirmed matches “{search}”.</p>
        ) : null}
        <ul className="divide-y rounded-lg border">
          {found.map((person) => (
            <li key={person.id} className="flex items-center justify-between gap-3 p-3">
              <div>
                <p className="font-medium">{person.name}</p>
                {person.checkedInAt ? (
                  <p className="text-sm text-muted-foreground">
                    Checked in {zonedDateTime(person.checkedInAt, timeZone)}
                  </p>
                ) : null}
              </div>
              {person.checkedInAt ? (
                <UndoButton person={person} path={path} />
              ) : (
                <door.Form method="post" action={path}>
                  <input type="hidden" name="intent" value="check-in" />
                  <input type="hidden" name="id" value={person.id} />
                  <Button type="submit" size="sm">
                    Check in<span className="sr-only"> {person.name}</span>
                  </Button>
                </door.Form>
              )}
            </li>
          ))}
        </ul>
      </section>
      <Button asChild variant="ghost">
        <Link to={attendeesPath(event.id)}>
          <ListChecks aria-hidden="true" />
          All attendees
        </Link>
      </Button>
    </div>
  );
}
