import UserRound from "lucide-react/icons/user-round";
import { CardImage } from "~/components/content-image";
import { ExpandableText } from "~/components/expandable-text";
import { ExternalLinkButton } from "~/components/external-link-button";
import { TitleLink } from "~/components/title-link";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { textAttributes } from "~/i18n/content";
import { safeHref } from "~/lib/club";
import { LinkText } from "./link-text";
import type { LocalizedArticle } from "./localized";
import { PublishedDate } from "./published-date";
import { articlePath } from "./record";

/** The news page cuts an article's text at 200 characters, with Read More / Read Less. */
export const NEWS_PAGE_CUT = 200;

export function ArticleCard({
  article,
}: {
  /** In the page's language, with its date written for the visitor, and its text as HTML and as plain text. */
  article: LocalizedArticle & { publishedOn: string; html: string; summary: string };
}) {
  const href = safeHref(article.articleLink);
  return (
    <Card className="h-full">
      <CardImage src={article.featuredImageUrl} alt={article.title} sizes="(min-width: 1024px) 600px, 100vw" />
      <CardHeader>
        <CardTitle {...textAttributes(article, "title")} as="h2" size="lg">
          <TitleLink to={articlePath(article)}>{article.title}</TitleLink>
        </CardTitle>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <PublishedDate date={article.publishedDate} text={article.publishedOn} />
          <span className="flex items-center gap-1.5">
            <UserRound className="size-4" aria-hidden="true" />
            <bdi>{article.author}</bdi>
          </span>
        </p>
      </CardHeader>
      <CardContent>
        <ExpandableText
          summary={article.summary}
          html={article.html}
          limit={NEWS_PAGE_CUT}
          className="text-sm leading-relaxed text-muted-foreground"
          {...textAttributes(article, "content")}
        />
      </CardContent>
      {href ? (
        <CardFooter>
          <ExternalLinkButton href={href} variant="outline">
            <LinkText article={article} />
          </ExternalLinkButton>
        </CardFooter>
      ) : null}
    </Card>
  );
}
