/** The terms of use, in English. Its texts may hold `**bold**` and `[label](/path)` (RichText). */
export const terms = {
  meta: {
    title: "Terms of Use",
    description: "The terms for using the KFUPM Aerospace Club website and its content.",
  },
  title: "Terms of Use",
  description: "The rules for using this website.",
  sections: [
    {
      heading: "About this site",
      paragraphs: [
        "This website is run by students of the KFUPM Aerospace Club. It informs about the club's events, projects and news. It is not an official publication of King Fahd University of Petroleum & Minerals.",
      ],
    },
    {
      heading: "Content",
      paragraphs: [
        "Texts, pictures and videos on this site belong to the club and its members unless stated otherwise. You may share them for non-commercial purposes with a credit to the club. Ask us before any other use.",
      ],
    },
    {
      heading: "Events and registration",
      paragraphs: [
        "Event details can change. Registration links may lead to forms run by other services, whose own terms apply. The club may cancel or move an event; we announce changes on the events page.",
      ],
    },
    {
      heading: "Links to other sites",
      paragraphs: ["We link to other websites for your convenience; we are not responsible for their content."],
    },
    {
      heading: "Questions",
      paragraphs: ["Write to us through the [contact page](/contact)."],
    },
  ],
} as const;
