/** The words of the pages a subscriber's links open: confirming the subscription, and leaving. */
export const consentWords = {
  confirm: {
    title: "Confirm your subscription",
    description: "One step more, and the newsletter comes to your inbox.",
    ask: (email: string) => `Receive the club's newsletter at ${email}?`,
    button: "Confirm my subscription",
    busy: "Confirming...",
    done: "Your subscription is confirmed",
    doneText: "Thank you: the next issue of the newsletter will come to your inbox. Each issue has a link to leave.",
  },
  leave: {
    title: "Leave the newsletter",
    description: "Stop receiving the club's newsletter.",
    ask: (email: string) => `Stop sending the newsletter to ${email}?`,
    button: "Unsubscribe",
    busy: "Unsubscribing...",
    done: "You have left the newsletter",
    doneText:
      "Your address is removed from the list, and no issue will be sent to it. To receive the newsletter again, subscribe at the foot of any page.",
  },
  invalid: "This link is not valid",
  invalidText:
    "The link may have been cut or changed on its way, or the subscription it belongs to was removed. Open the link in the email again, or write to us through the",
  contactPage: "contact page",
  failed: "That did not work just now. Please try again in a moment.",
  home: "Go to the home page",
} as const;
