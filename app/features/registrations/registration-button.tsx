import Ban from "lucide-react/icons/ban";
import Info from "lucide-react/icons/info";
import { useId } from "react";
import { Link } from "react-router";
import { ExternalLinkButton } from "~/components/external-link-button";
import { MessageBox, showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { type EventRecord, eventPath } from "~/features/events/record";
import { registrationClosedReason } from "~/features/events/vocabulary";
import { safeHref } from "~/lib/club";
import { useHydrated } from "~/lib/hydrated";
import { messages } from "~/lib/messages";
import type { RegistrationState } from "./registration-state";

type RegistrationEvent = Pick<EventRecord, "status" | "registrationLink" | "linkEnabled" | "buttonText" | "slug"> & {
  /** Where registration on the site stands (forVisitors); none, or 'external', keeps the spec's link. */
  registration?: RegistrationState;
};

function ClosedButton({ label, reason }: { label: string; reason: string }) {
  return (
    <Button disabled variant="closed" size="wrap" className="w-full">
      <Ban aria-hidden="true" />
      {`${label}: ${reason}`}
    </Button>
  );
}

/**
 * The event's action button. With the spec's external link, one of three states: open with a link
 * (opens the registration form in a new tab); open without an enabled link (says that registration
 * is not available); closed (disabled, with the reason in words: Full, Cancelled, or Closed for a
 * closed or past event). With registration on the site, it leads to the form on the event's page
 * (`onPage`: the form is on this page), or says why it is closed: Full, Not open yet, Closed,
 * Cancelled; a full event with a waitlist offers its place in line.
 */
export function RegistrationButton({
  event,
  past = false,
  onPage = false,
}: {
  event: RegistrationEvent;
  past?: boolean;
  onPage?: boolean;
}) {
  const messageId = useId();
  const hydrated = useHydrated();
  const label = event.buttonText || "Register Now";
  const registration = event.registration;
  if (registration && registration.kind !== "external") {
    if (registration.kind === "open" || registration.kind === "waitlist") {
      return (
        <Button asChild className="w-full">
          <Link to={`${onPage ? "" : eventPath(event)}#register`}>
            {registration.kind === "waitlist" ? "Join the waitlist" : label}
          </Link>
        </Button>
      );
    }
    const reason = { full: "Full", "not-yet": "Not open yet" }[registration.kind as "full" | "not-yet"];
    return <ClosedButton label={label} reason={registration.kind === "closed" ? registration.reason : reason} />;
  }
  const reason = registrationClosedReason(event.status, past);
  if (reason) return <ClosedButton label={label} reason={reason} />;
  const href = event.linkEnabled ? safeHref(event.registrationLink) : null;
  if (!href) {
    // Until the page is interactive (or without JavaScript) the button opens the message as a popover.
    return (
      <>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          popoverTarget={hydrated ? undefined : messageId}
          onClick={() => showToast(messages.events.registrationUnavailable)}
        >
          {label}
          <Info aria-hidden="true" />
        </Button>
        <MessageBox
          id={messageId}
          popover="auto"
          message={messages.events.registrationUnavailable}
          className="top-auto left-auto m-0"
        />
      </>
    );
  }
  return (
    <ExternalLinkButton href={href} className="w-full">
      {label}
    </ExternalLinkButton>
  );
}
