/**
 * The words of the parts many public pages share (page not found, share buttons, list
 * placeholders, toasts), in English: the spec's strings exactly as it writes them.
 */
export const common = {
  notFound: {
    title: "Page not found",
    text: "Oops! Page not found",
    home: "Return to Home",
  },
  pageError: {
    title: "Something went wrong",
    text: "Please try again in a moment.",
    home: "Return to Home",
  },
  /** What a public form says of a field it refuses: {label} is the field's, {max} its limit. */
  fieldErrors: {
    required: "{label} is required",
    tooLong: "{label} must be at most {max} characters",
    notAllowed: "{label} contains characters that are not allowed",
    invalidEmail: "Please enter a valid email address",
    chooseOne: "Choose one of: {choices}",
    choiceSeparator: ", ",
  },
  /** Above a page's main text on an Arabic page, when it was written in English only. */
  englishOnly: "This text is not written in Arabic yet; it is shown in English.",
  /** After a link's name, for screen readers: the link leaves the page for another tab. */
  newTab: "(opens in a new tab)",
  /** A card's long text, opened and closed in place. */
  readMore: "Read More",
  readLess: "Read Less",
  share: {
    heading: "Share",
    button: "Share",
    copyLink: "Copy link",
    email: "Email",
    copied: { title: "Link copied", description: "The page's address is ready to paste." },
    copyFailed: {
      title: "Could not copy the link",
      description: "Copy the address from the browser's address bar instead.",
    },
  },
  followUs: "Follow us",
  /** What a screen reader says while a list page's placeholder cards stand in for it. */
  loading: {
    events: "Loading events",
    projects: "Loading projects",
    news: "Loading news",
    gallery: "Loading gallery",
  },
  toasts: { label: "Notifications", close: "Close toast" },
} as const;
