/** The accessibility statement, in English. Its texts may hold `**bold**` and `[label](/path)` (RichText). */
export const accessibility = {
  meta: {
    title: "Accessibility",
    description: "How the KFUPM Aerospace Club website is made usable for everyone, and how to report a barrier.",
  },
  title: "Accessibility",
  description: "We want everyone to be able to use this website.",
  sections: [
    {
      heading: "Our goal",
      paragraphs: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and we check every page with automated tests in both light and dark theme, on phones and on desktops.",
      ],
    },
    {
      heading: "What we do",
      list: [
        'Every page works with a keyboard alone; a "Skip to content" link comes first.',
        "Forms have visible labels, and errors are announced to screen readers.",
        "Pictures have text alternatives; decorative ones are hidden from screen readers.",
        "The background video does not play when your device asks for reduced motion.",
        "Light and dark themes follow your device setting, and text keeps a readable contrast in both.",
        "Pages work before, and without, JavaScript.",
      ],
    },
    {
      heading: "Report a barrier",
      paragraphs: [
        "If something on this site is hard or impossible for you to use, tell us through the [contact page](/contact). We reply within 24 hours on working days and fix what we can.",
      ],
    },
  ],
} as const;
