/** The words of the contact page, in English: the spec's strings exactly as it writes them. */
export const contact = {
  meta: {
    title: "Contact",
    description:
      "Write to the KFUPM Aerospace Club: questions about membership, events, projects or partnerships. We usually reply within 24 hours.",
  },
  title: "Contact Us",
  description: "Questions, ideas or partnerships: write to us and the team will answer.",
  formTitle: "Send us a message",
  fields: { name: "Full Name", email: "Email Address", subject: "Subject", message: "Message" },
  send: "Send Message",
  sending: "Sending...",
  officeHours: "Office Hours",
  findUs: "Find Us",
  /** In place of the club's address when the settings have none. */
  noEmail: "Use the form: it reaches the whole executive team.",
  /** A message that could not be kept, or never reached the site. */
  failed: { title: "Error", description: "Failed to send message. Please try again later." },
} as const;
