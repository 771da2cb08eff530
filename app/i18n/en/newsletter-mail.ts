/**
 * The words of the newsletter's emails: the confirmation of a subscription, and the frame of
 * every issue (its kicker and its footer). Only the server writes them, into a subscriber's mail in
 * the language they subscribed in; they are not among the public words every page carries.
 * `{club}` stands for the club's name, `{days}` for the days an unconfirmed address is kept.
 */
export const newsletterMail = {
  confirmation: {
    subject: "Confirm your subscription to the {club} newsletter",
    hello: "Hello,",
    ask: "This address was given to receive the {club} newsletter. To confirm that it is yours and that you want it, open this link:",
    button: "Confirm my subscription",
    notYou:
      "If you did not ask for it, ignore this email: nothing will be sent to you, and the address is forgotten after {days} days.",
  },
  issue: {
    kicker: "{club} · Newsletter",
    why: "You receive this email because you subscribed to the {club} newsletter and confirmed your address.",
    webVersion: "Read it on the web",
    leave: "Unsubscribe",
  },
} as const;
