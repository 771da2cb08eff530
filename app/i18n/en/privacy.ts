/**
 * The privacy policy, in English. Its texts may hold `**bold**` and `[label](/path)` (RichText);
 * `{days}` is the time registrants' data is kept, written from `retentionDays`.
 */
export const privacy = {
  meta: {
    title: "Privacy Policy",
    description: "What the KFUPM Aerospace Club website collects, why, and how long it keeps it.",
  },
  title: "Privacy Policy",
  description: "What this website collects, why, and how long we keep it.",
  sections: [
    {
      heading: "What we collect",
      list: [
        "**Newsletter:** the email address you subscribe with, to send you the club's newsletter. We first email it a link to confirm that it is yours (at most three times); nothing else is sent to it until you open that link, and an address not confirmed within 30 days is deleted. Addresses that subscribed before this confirmation existed count as confirmed. For each issue we keep whether it reached your address; an address the mail server refuses (for good, or three times for now) is sent no more issues. Every issue has a link to leave the newsletter in one click, which deletes your address from the list and from our record of the issues sent to it.",
        "**Contact form:** your name, email address, subject and message, to answer you. A message is stored in the club's database, where the club's admins read it, and a copy is emailed to the club's address (with your address to reply to). While the club's mail server cannot be reached, that copy waits on the club's server and is sent when it can be. Admins who asked for it are emailed the message too, or once a day a list of the new messages' subjects and senders. A copy of each email the site sends is kept with the message.",
        "**Event registration:** when you register for an event on this site, your name, email address and your answers to the event's questions, to keep your seat (or your place on the waitlist), to email you the confirmation, your code for the door, changes to the event and a reminder the day before, and to check you in. Only the club's admins see who registered; no public page, feed or calendar shows it. If you ticked the box, your address is also added to the newsletter, and asked to confirm it as above.",
        "**Admins:** the email address and a hashed password of the students who manage the site, and their sign-in sessions.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "The site sets a cookie only to remember your light or dark theme, to show the result of a form you sent, to keep admins signed in, and to recognise a browser an admin has signed in from before (so that others' failed guesses at the password do not lock that admin out). There are no advertising or tracking cookies and no third-party analytics.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Newsletter addresses are kept until you ask us to remove them. Your name, email address and answers for an event are removed {days} after the event, with the emails the site sent you about it; what stays is how many people registered and came. If the club deletes an event, they are removed within an hour of the email telling you going out. You can cancel a registration at any time before the event with the link in your confirmation email. Contact messages are kept as long as we need them to answer you and follow up; ask us and we delete yours. We never sell or share your data.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "To see, correct or delete what we hold about you, write to us through the [contact page](/contact).",
      ],
    },
  ],
  retentionDays: { one: "{count} day", other: "{count} days" },
} as const;
