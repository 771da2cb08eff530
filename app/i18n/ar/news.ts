import type { PublicWords } from "../words";

/** The words of the news pages, in Arabic. */
export const news: PublicWords["news"] = {
  meta: {
    title: "الأخبار",
    description: "جوائز وعمليات إطلاق ومختبرات جديدة وورش عمل: آخر أخبار نادي الطيران والفضاء في KFUPM.",
    feedTitle: "أخبار نادي الطيران والفضاء في KFUPM",
  },
  feed: {
    title: "أخبار {club}",
    description: "آخر أخبار {club}",
  },
  title: "الأخبار",
  description: "آخر ما أنجزه النادي، من الأحدث إلى الأقدم.",
  listLabel: "المقالات الإخبارية",
  empty: "لا توجد أخبار في الوقت الحالي.",
  readFullArticle: "اقرأ المقال كاملًا",
  allNews: "كل الأخبار",
  draftPreview: "معاينة مسودة: لن يرى الزوار هذا المقال حتى يُنشر.",
  moreArticles: "مقالات أخرى",
  newer: "المقال الأحدث",
  older: "المقال الأقدم",
};
