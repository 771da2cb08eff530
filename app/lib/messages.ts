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
  events: {
    loadFailed: { title: "Error", description: "Failed to load events", variant: "error" },
    registrationUnavailable: {
      title: "Registration Unavailable",
      description: "Registration for this event is currently not available.",
      variant: "error",
    },
    /** A registration on the site that could not be stored, or never reached the site. */
    registrationFailed: {
      title: "Error",
      description: "Failed to register. Please try again later.",
      variant: "error",
    },
  },
} as const satisfies Record<string, Record<string, ToastMessage | string | ((...args: never[]) => ToastMessage)>>;

export const emptyStates = {
  events: { title: "No Events Available", description: "Check back soon for upcoming events!" },
  upcomingEvents: "No upcoming events at the moment.",
  projects: "No projects available at the moment.",
  news: "No news articles available at the moment.",
  /** Not in the spec: the people section of a club that has not added its team yet. */
  team: "Our team will be introduced here soon.",
} as const;
