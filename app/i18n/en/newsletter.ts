/**
 * The words of the newsletter: its form in the footer, its archive and issues, and the pages a
 * subscriber's links open; in English, the spec's strings exactly as it writes them.
 */
export const newsletter = {
  form: {
    email: "Email address",
    subscribe: "Subscribe",
    subscribing: "Subscribing...",
    /** Shown under the form once an address is stored: nothing is sent to it before it is confirmed. */
    checkInbox: "Check your inbox: we have emailed you a link to confirm your address.",
    emailRequired: { title: "Email required", description: "Please enter your email address" },
    failed: { title: "Subscription failed", description: "Please try again later" },
  },
  /** Not in the spec: the archive of the issues sent, and each issue's web version. */
  archive: {
    title: "Newsletter",
    description:
      "Every issue the club has sent, newest first. To receive the next one, subscribe at the foot of any page.",
    empty: "No issue of the newsletter has been sent yet.",
    feedTitle: "{club} newsletter",
    feedDescription: "The issues of the {club} newsletter",
    back: "All issues",
    /** Before the day an issue went out: 'Sent November 27, 2026'. */
    sent: "Sent",
    preview: "Preview: visitors cannot see this issue until it is sent.",
  },
  /** The pages a subscriber's links open: confirming the subscription, and leaving. */
  consent: {
    confirm: {
      title: "Confirm your subscription",
      description: "One step more, and the newsletter comes to your inbox.",
      ask: "Receive the club's newsletter at {email}?",
      button: "Confirm my subscription",
      busy: "Confirming...",
      done: "Your subscription is confirmed",
      doneText: "Thank you: the next issue of the newsletter will come to your inbox. Each issue has a link to leave.",
    },
    leave: {
      title: "Leave the newsletter",
      description: "Stop receiving the club's newsletter.",
      ask: "Stop sending the newsletter to {email}?",
      button: "Unsubscribe",
      busy: "Unsubscribing...",
      done: "You have left the newsletter",
      doneText:
        "Your address is removed from the list, and no issue will be sent to it. To receive the newsletter again, subscribe at the foot of any page.",
    },
    invalid: "This link is not valid",
    /** Followed by a link to the contact page and a full stop. */
    invalidText:
      "The link may have been cut or changed on its way, or the subscription it belongs to was removed. Open the link in the email again, or write to us through the",
    contactPage: "contact page",
    failed: "That did not work just now. Please try again in a moment.",
    home: "Go to the home page",
  },
} as const;
