import Newspaper from "lucide-react/icons/newspaper";
import { defineCollection, plainTextOf } from "~/content/collection";
import { bilingual, date, markdown, slug, text, toggle, upload } from "~/content/fields";
import { ItemHeading } from "~/features/admin/item-parts";
import { adminDate } from "~/lib/admin-format";
import { truncate } from "~/lib/format";
import { imageTypes } from "~/lib/media";
import { PublicationBadge } from "./publication-badge";
import { type ArticleRecord, articlePath, DEFAULT_LINK_TEXT, NEWS_PATH } from "./record";

/** The admin list shows an article's first 120 characters, and a 200-character preview. */
export const ADMIN_SUMMARY_LENGTH = 120;
export const ADMIN_PREVIEW_LENGTH = 200;

export const newsCollection = defineCollection<ArticleRecord>()({
  key: "news",
  icon: Newspaper,
  labels: {
    title: "News",
    description: "Articles, published and drafts, newest first.",
    singular: "article",
    plural: "articles",
    empty: "No news articles found",
    newButton: "New Article",
  },
  fields: [
    ...bilingual(text("title", "Title", { required: true })),
    slug("slug", "Address", { path: NEWS_PATH }),
    ...bilingual(
      markdown("content", "Content", {
        required: true,
        rows: 12,
        pictures: { bucket: "news", types: imageTypes, maxMegabytes: 5 },
      }),
    ),
    text("author", "Author", { required: true, half: true }),
    date("publishedDate", "Published Date", { today: true, half: true }),
    upload("featuredImageUrl", "Featured Image", { bucket: "news", types: imageTypes, maxMegabytes: 5 }),
    text("articleLink", "External Link", { placeholder: "https://" }),
    ...bilingual(text("linkText", "Link Text", { default: DEFAULT_LINK_TEXT })),
    toggle("isPublished", "Publish article", { description: "Only published articles appear on the site." }),
  ],
  titleOf: (article) => article.title,
  pageOf: (article) =>
    article.isPublished
      ? { href: articlePath(article), label: "View page" }
      : { href: `${articlePath(article)}?preview`, label: "Preview" },
  renderItem: (article) => (
    <div className="space-y-2">
      <ItemHeading title={article.title}>
        <PublicationBadge published={article.isPublished} />
      </ItemHeading>
      <p className="text-sm">{truncate(plainTextOf(article, "content"), ADMIN_SUMMARY_LENGTH)}</p>
      <p className="text-sm text-muted-foreground">
        {article.author} · {adminDate(article.publishedDate)}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">Preview</summary>
        <p className="mt-1 text-muted-foreground">{truncate(plainTextOf(article, "content"), ADMIN_PREVIEW_LENGTH)}</p>
      </details>
      {article.featuredImageUrl ? (
        <p className="break-all text-xs text-muted-foreground">Image: {article.featuredImageUrl}</p>
      ) : null}
      {article.articleLink ? (
        <p className="text-sm break-words">
          <span className="text-muted-foreground">External link:</span>{" "}
          <span className="break-all">{article.articleLink}</span> ({article.linkText})
        </p>
      ) : null}
    </div>
  ),
  dashboard: {
    total: "News Articles",
    quickLink: "Manage News",
    recentTitle: "Recent News",
    recentEmpty: "No news articles found",
    summarize: (article) => ({
      meta: `${article.author} · ${adminDate(article.publishedDate)}`,
      badges: <PublicationBadge published={article.isPublished} />,
    }),
  },
});
