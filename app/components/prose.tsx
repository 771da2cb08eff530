import type * as React from "react";
import { PageHeader, pageBody } from "~/components/page-header";
import { RichText } from "~/components/rich-text";
import { fill } from "~/i18n/words";
import { cn } from "~/lib/utils";

/** Long-form text: headings, paragraphs and lists with comfortable spacing. */
export function Prose({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "space-y-4 leading-relaxed text-muted-foreground [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-foreground [&_li]:ms-5 [&_li]:list-disc [&_strong]:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** A section of a text page: its heading, then its paragraphs and its list, in RichText's markup. */
export interface TextSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
}

/** The words of a text page, as its dictionary part holds them. */
export interface TextPageWords {
  readonly title: string;
  readonly description: string;
  readonly sections: readonly TextSection[];
}

/**
 * A page of text (privacy, terms, accessibility): its header, then its sections. `values` are
 * written into the texts' `{name}` placeholders.
 */
export function TextPage({
  words,
  values = {},
}: {
  words: TextPageWords;
  values?: Readonly<Record<string, string | number>>;
}) {
  return (
    <>
      <PageHeader title={words.title} description={words.description} />
      <Prose className={pageBody}>
        {words.sections.map((section) => (
          <TextPageSection key={section.heading} section={section} values={values} />
        ))}
      </Prose>
    </>
  );
}

function TextPageSection({
  section,
  values,
}: {
  section: TextSection;
  values: Readonly<Record<string, string | number>>;
}) {
  return (
    <>
      <h2>{section.heading}</h2>
      {section.paragraphs?.map((text) => (
        <p key={text}>
          <RichText text={fill(text, values)} />
        </p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((text) => (
            <li key={text}>
              <RichText text={fill(text, values)} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
