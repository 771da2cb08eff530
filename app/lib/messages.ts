/**
 * Every toast and error text the visitor or admin reads, exactly as the product spec words them.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "success" | "error" | "warning" | "info";
}

export const messages = {
  newsletter: {
    emailRequired: { title: "Email required", description: "Please enter your email address", variant: "error" },
    invalidEmail: { title: "Invalid email", description: "Please enter a valid email address", variant: "error" },
    alreadySubscribed: {
      title: "Already subscribed",
      description: "This email is already subscribed to our newsletter",
      variant: "info",
    },
    failed: { title: "Subscription failed", description: "Please try again later", variant: "error" },
    subscribed: {
      title: "Successfully subscribed!",
      description: "You have subscribed to our newsletter",
      variant: "success",
    },
  },
  contact: {
    sent: {
      title: "Message Sent Successfully!",
      description: "Thank you for contacting us. We'll get back to you soon.",
      variant: "success",
    },
    received: (warning: string): ToastMessage => ({
      title: "Message Received!",
      description: warning,
      variant: "warning",
    }),
    emailWarning:
      "Your message is saved and the team will read it, but we could not email it to them just now, so our reply may take a little longer.",
    failed: { title: "Error", description: "Failed to send message. Please try again later.", variant: "error" },
  },
  events: {
    loadFailed: { title: "Error", description: "Failed to load events", variant: "error" },
    registrationUnavailable: {
      title: "Registration Unavailable",
      description: "Registration for this event is currently not available.",
      variant: "error",
    },
  },
  admin: {
    fetchFailed: (records: string): ToastMessage => ({
      title: "Error",
      description: `Failed to fetch ${records}`,
      variant: "error",
    }),
  },
  auth: {
    error: (message: string): ToastMessage => ({
      title: "Authentication Error",
      description: message,
      variant: "error",
    }),
    unexpected: { title: "Error", description: "An unexpected error occurred", variant: "error" },
  },
} as const satisfies Record<string, Record<string, ToastMessage | string | ((arg: string) => ToastMessage)>>;

export const emptyStates = {
  events: { title: "No Events Available", description: "Check back soon for upcoming events!" },
  upcomingEvents: "No upcoming events at the moment.",
  projects: "No projects available at the moment.",
  news: "No news articles available at the moment.",
  gallery: "No gallery items available.",
} as const;
