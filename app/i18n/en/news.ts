/** The words of the news pages, in English: the spec's strings exactly as it writes them. */
export const news = {
  meta: {
    title: "News",
    description: "Awards, launches, new labs and workshops: the latest news of the KFUPM Aerospace Club.",
    feedTitle: "KFUPM Aerospace Club news",
  },
  /** The news feed's own title and description, with the club's name as its settings write it. */
  feed: {
    title: "{club} News",
    description: "News of the {club}",
  },
  title: "News",
  description: "What the club has been up to, newest first.",
  listLabel: "News articles",
  empty: "No news articles available at the moment.",
  /** The button to an article's own link when its admin wrote no text for it. */
  readFullArticle: "Read Full Article",
  allNews: "All news",
  draftPreview: "Draft preview: visitors cannot see this article until it is published.",
  moreArticles: "More articles",
  newer: "Newer article",
  older: "Older article",
} as const;
