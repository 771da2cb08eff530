import { useId } from "react";
import { ExternalLinkButton } from "~/components/external-link-button";
import { MessageBox, showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { safeHref } from "~/lib/club";
import { useHydrated } from "~/lib/hydrated";
import { messages } from "~/lib/messages";
import type { EventRecord } from "./record";
import { eventStatuses, registrationClosed } from "./vocabulary";

type RegistrationEvent = Pick<EventRecord, "status" | "registrationLink" | "linkEnabled" | "buttonText" | "title">;

/**
 * The event's action button: opens the registration link; disabled when the event is full or
 * cancelled; without an enabled link it explains that registration is not available.
 */
export function RegistrationButton({ event }: { event: RegistrationEvent }) {
  const messageId = useId();
  const hydrated = useHydrated();
  const label = event.buttonText || "Register Now";
  if (registrationClosed(event.status)) {
    return (
      <Button disabled className="w-full" aria-label={`${label}: ${eventStatuses.label(event.status)}`}>
        {label}
      </Button>
    );
  }
  const href = event.linkEnabled ? safeHref(event.registrationLink) : null;
  if (!href) {
    // Until the page is interactive (or without JavaScript) the button opens the message as a popover.
    return (
      <>
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          popoverTarget={hydrated ? undefined : messageId}
          onClick={() => showToast(messages.events.registrationUnavailable)}
        >
          {label}
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
