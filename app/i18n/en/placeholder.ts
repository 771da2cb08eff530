/** The notice of a page whose content is not published yet (resources, membership), in English. */
export const placeholder = {
  notice: "This page is for display purposes only.",
  soon: "Information will be available soon.",
} as const;
