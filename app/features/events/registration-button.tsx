import Ban from "lucide-react/icons/ban";
import Info from "lucide-react/icons/info";
import { useId } from "react";
import { ExternalLinkButton } from "~/components/external-link-button";
import { MessageBox, showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { safeHref } from "~/lib/club";
import { useHydrated } from "~/lib/hydrated";
import { messages } from "~/lib/messages";
import type { EventRecord } from "./record";
import { registrationClosedReason } from "./vocabulary";

type RegistrationEvent = Pick<EventRecord, "status" | "registrationLink" | "linkEnabled" | "buttonText">;

/**
 * The event's action button, in one of three states: open with a link (opens the registration form
 * in a new tab); open without an enabled link (says that registration is not available); closed
 * (disabled, with the reason in words: Full, Cancelled, or Closed for a closed or past event).
 */
export function RegistrationButton({ event, past = false }: { event: RegistrationEvent; past?: boolean }) {
  const messageId = useId();
  const hydrated = useHydrated();
  const label = event.buttonText || "Register Now";
  const reason = registrationClosedReason(event.status, past);
  if (reason) {
    return (
      <Button disabled variant="closed" size="wrap" className="w-full">
        <Ban aria-hidden="true" />
        {`${label}: ${reason}`}
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
