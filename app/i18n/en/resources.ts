/** The resources page, in English (its topics are the footer's: `site.footer.resourceTopics`). */
export const resources = {
  meta: {
    title: "Resources",
    description:
      "Study materials, career resources, research papers and competition guidelines of the KFUPM Aerospace Club: coming soon.",
  },
  title: "Resources",
  description: "Study materials, careers, research and competition guidelines for members.",
} as const;
