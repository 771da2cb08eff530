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
  /** A public form posted more often from one address than FORM_RATE_LIMIT allows. */
  tooMany: {
    title: "Too many attempts",
    description: "You have sent this form many times in a short while. Please wait a few minutes and try again.",
    variant: "error",
  },
  /** A public form whose hidden trap field was filled (programs do; people never see it). */
  automated: {
    title: "Not sent",
    description: "The form was filled in as only automated programs do. Reload the page and try again.",
    variant: "error",
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
    /** 'Event created successfully', 'Team member added successfully'. */
    saved: (record: string, verb: "created" | "added" | "updated"): ToastMessage => ({
      title: "Success",
      description: `${capitalize(record)} ${verb} successfully`,
      variant: "success",
    }),
    deleted: (record: string): ToastMessage => ({
      title: "Success",
      description: `${capitalize(record)} deleted successfully`,
      variant: "success",
    }),
    saveFailed: (record: string): ToastMessage => ({
      title: "Error",
      description: `Failed to save ${record}`,
      variant: "error",
    }),
    deleteFailed: (record: string): ToastMessage => ({
      title: "Error",
      description: `Failed to delete ${record}`,
      variant: "error",
    }),
    changedMeanwhile: (record: string): ToastMessage => ({
      title: "Not saved",
      description: `This ${record} was changed by someone else while you were editing it. The form now shows the saved version: make your changes again and save.`,
      variant: "warning",
    }),
    deletedMeanwhile: (record: string): ToastMessage => ({
      title: "Not found",
      description: `This ${record} no longer exists: someone else deleted it.`,
      variant: "error",
    }),
    uploaded: { title: "Success", description: "Image uploaded successfully", variant: "success" },
    uploadFailed: {
      title: "Upload failed",
      description: "Failed to upload image. Please try again.",
      variant: "error",
    },
    invalidFileType: (types: string): ToastMessage => ({
      title: "Invalid file type",
      description: `Please select one of: ${types}`,
      variant: "error",
    }),
    fileTooLarge: (megabytes: number): ToastMessage => ({
      title: "File too large",
      description: `Please select a file smaller than ${megabytes}MB`,
      variant: "error",
    }),
    cropped: { title: "Success", description: "Image cropped", variant: "success" },
    videoAdded: { title: "Success", description: "Video added to gallery successfully", variant: "success" },
    videoAddFailed: { title: "Error", description: "Failed to add video to gallery", variant: "error" },
    unknownAction: {
      title: "Error",
      description: "This action is not known. Reload the page and try again.",
      variant: "error",
    },
  },
  inbox: {
    handled: { title: "Success", description: "Message marked as handled", variant: "success" },
    reopened: { title: "Success", description: "Message marked as not handled", variant: "success" },
    updateFailed: { title: "Error", description: "Failed to update message", variant: "error" },
    subscriberRemoved: { title: "Success", description: "Subscriber removed successfully", variant: "success" },
    removeFailed: { title: "Error", description: "Failed to remove subscriber", variant: "error" },
    subscriberGone: { title: "Not found", description: "This subscriber was already removed.", variant: "error" },
  },
  auth: {
    error: (message: string): ToastMessage => ({
      title: "Authentication Error",
      description: message,
      variant: "error",
    }),
    unexpected: { title: "Error", description: "An unexpected error occurred", variant: "error" },
  },
} as const satisfies Record<string, Record<string, ToastMessage | string | ((...args: never[]) => ToastMessage)>>;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const emptyStates = {
  events: { title: "No Events Available", description: "Check back soon for upcoming events!" },
  upcomingEvents: "No upcoming events at the moment.",
  projects: "No projects available at the moment.",
  news: "No news articles available at the moment.",
  gallery: "No gallery items available.",
} as const;
