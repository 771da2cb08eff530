/**
 * Every toast and error text the visitor or admin reads, exactly as the product spec words them:
 * here those a public page's script shows itself; those only the server writes into its answers
 * are in answer-messages.ts, and the admin area's own in admin-messages.ts, so that public pages
 * do not carry them.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "success" | "error" | "warning" | "info";
}

export const messages = {
  share: {
    copied: { title: "Link copied", description: "The page's address is ready to paste.", variant: "success" },
    copyFailed: {
      title: "Could not copy the link",
      description: "Copy the address from the browser's address bar instead.",
      variant: "error",
    },
  },
  newsletter: {
    emailRequired: { title: "Email required", description: "Please enter your email address", variant: "error" },
    failed: { title: "Subscription failed", description: "Please try again later", variant: "error" },
    /** Shown under the form once an address is stored: nothing is sent to it before it is confirmed. */
    checkInbox: "Check your inbox: we have emailed you a link to confirm your address.",
  },
  contact: {
    failed: { title: "Error", description: "Failed to send message. Please try again later.", variant: "error" },
  },
} as const satisfies Record<string, Record<string, ToastMessage | string | ((...args: never[]) => ToastMessage)>>;

export const emptyStates = {
  projects: "No projects available at the moment.",
  news: "No news articles available at the moment.",
  gallery: "No gallery items available.",
  /** Not in the spec: the newsletter's archive before its first issue. */
  newsletter: "No issue of the newsletter has been sent yet.",
} as const;

/** Not in the spec: the newsletter's archive and each issue's web version. */
export const newsletterArchiveWords = {
  title: "Newsletter",
  description:
    "Every issue the club has sent, newest first. To receive the next one, subscribe at the foot of any page.",
  feedTitle: (clubName: string) => `${clubName} newsletter`,
  feedDescription: (clubName: string) => `The issues of the ${clubName} newsletter`,
  back: "All issues",
  sent: "Sent",
  preview: "Preview: visitors cannot see this issue until it is sent.",
} as const;
