import Ban from "lucide-react/icons/ban";
import Info from "lucide-react/icons/info";
import { type ReactNode, useId } from "react";
import { ExternalLinkButton } from "~/components/external-link-button";
import { LocalLink } from "~/components/local-link";
import { startedText } from "~/components/started-text";
import { MessageBox, showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { DEFAULT_BUTTON_TEXT, type EventRecord, eventPath } from "~/features/events/record";
import type { RegistrationClosedReason } from "~/features/events/vocabulary";
import { safeHref } from "~/lib/club";
import { useHydrated } from "~/lib/hydrated";
import type { ToastMessage } from "~/lib/messages";
import { useWords } from "~/lib/root-data";
import type { RegistrationState } from "./registration-state";

type RegistrationEvent = Pick<EventRecord, "status" | "registrationLink" | "linkEnabled" | "buttonText" | "slug"> & {
  /** Where registration stands (forVisitors): the spec's link ('external'), or the form on the site. */
  registration: RegistrationState;
  /** The texts a page in Arabic shows in English (i18n/content.ts): the button's, when none was written in Arabic. */
  englishOnly?: readonly string[];
};

/**
 * The button's text as a page shows it: the page's own word while the event keeps the text it
 * started with ('Register Now'), else the admin's. An admin's English text on an Arabic page (none
 * was written in Arabic) is marked English, so that it reads left to right, in an English voice.
 */
export function buttonLabel(event: Pick<RegistrationEvent, "buttonText" | "englishOnly">, word: string): ReactNode {
  return startedText(event.buttonText, DEFAULT_BUTTON_TEXT, word, !!event.englishOnly?.includes("buttonText"));
}

/** Each reason's word in the registration dictionary. */
const reasonWord = {
  Full: "full",
  Cancelled: "cancelled",
  Closed: "closed",
} as const satisfies Record<RegistrationClosedReason, string>;

function ClosedButton({ label, reason }: { label: ReactNode; reason: string }) {
  return (
    <Button disabled variant="closed" size="wrap" className="w-full">
      <Ban aria-hidden="true" />
      {typeof label === "string" ? (
        `${label}: ${reason}`
      ) : (
        <span>
          {label}: {reason}
        </span>
      )}
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
export function RegistrationButton({ event, onPage = false }: { event: RegistrationEvent; onPage?: boolean }) {
  const messageId = useId();
  const hydrated = useHydrated();
  const words = useWords().registration;
  const label = buttonLabel(event, words.registerNow);
  const registration = event.registration;
  if (registration.kind !== "external") {
    if (registration.kind === "open" || registration.kind === "waitlist") {
      return (
        <Button asChild className="w-full">
          <LocalLink to={`${onPage ? "" : eventPath(event)}#register`}>
            {registration.kind === "waitlist" ? words.joinWaitlist : label}
          </LocalLink>
        </Button>
      );
    }
    const reason =
      registration.kind === "closed"
        ? reasonWord[registration.reason]
        : registration.kind === "full"
          ? "full"
          : "notYet";
    return <ClosedButton label={label} reason={words.closedReasons[reason]} />;
  }
  if (registration.closed) {
    return <ClosedButton label={label} reason={words.closedReasons[reasonWord[registration.closed]]} />;
  }
  const href = event.linkEnabled ? safeHref(event.registrationLink) : null;
  if (!href) {
    const unavailable: ToastMessage = { ...words.unavailable, variant: "error" };
    // Until the page is interactive (or without JavaScript) the button opens the message as a popover.
    return (
      <>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          popoverTarget={hydrated ? undefined : messageId}
          onClick={() => showToast(unavailable)}
        >
          {label}
          <Info aria-hidden="true" />
        </Button>
        <MessageBox id={messageId} popover="auto" message={unavailable} className="top-auto left-auto m-0" />
      </>
    );
  }
  return (
    <ExternalLinkButton href={href} className="w-full">
      {label}
    </ExternalLinkButton>
  );
}
