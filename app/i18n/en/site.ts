/**
 * The words of the site's frame on every public page (header, navigation, drawer, footer), in
 * English: the spec's labels exactly as it writes them. Other languages follow this shape
 * (`SiteWords` in ../words.ts).
 */
export const site = {
  skipToContent: "Skip to content",
  nav: {
    home: "Home",
    about: "About",
    people: "People",
    events: "Events",
    projects: "Projects",
    news: "News",
    gallery: "Gallery",
    resources: "Resources",
    contact: "Contact",
    membership: "Membership",
  },
  navNames: { main: "Main", mobile: "Mobile", footer: "Footer" },
  menu: { open: "Open menu", close: "Close menu", title: "Menu", description: "Site navigation" },
  theme: { toDark: "Switch to dark theme", toLight: "Switch to light theme" },
  footer: {
    newsletter: "Newsletter",
    newsletterNote: "Events and news, once a month.",
    pastIssues: "Past issues",
    quickLinks: "Quick Links",
    resources: "Resources",
    comingSoon: "Coming soon",
    resourceTopics: {
      studyMaterials: "Study Materials",
      careerCenter: "Career Center",
      industryLinks: "Industry Links",
      researchPapers: "Research Papers",
      competitionGuidelines: "Competition Guidelines",
      safetyProtocols: "Safety Protocols",
    },
    contact: "Contact",
    sendMessage: "Send us a message",
    copyright: "© {year} {club}. All rights reserved.",
    privacy: "Privacy Policy",
    terms: "Terms of Use",
    accessibility: "Accessibility",
  },
} as const;
