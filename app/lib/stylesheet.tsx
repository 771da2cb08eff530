import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import adminHref from "~/styles/admin.css?url";
import siteHref from "~/styles/site.css?url";

/**
 * The site's stylesheet. The built server writes it into the public pages it keeps (a separate
 * file would wait for a connection of its own, shared with the scripts, before anything paints);
 * other pages and the development server link it. The browser keeps what the server wrote: it
 * renders nothing in its place.
 */
const InlineStylesheet = createContext<string | null>(null);

export const InlineStylesheetProvider = InlineStylesheet.Provider;

let writtenIntoPage: boolean | undefined;

function SiteStylesheet() {
  const text = useContext(InlineStylesheet);
  if (text !== null) {
    return (
      <style href={siteHref} precedence="default">
        {text}
      </style>
    );
  }
  if (typeof document !== "undefined") {
    writtenIntoPage ??= document.querySelector(`style[data-href~="${siteHref}"]`) !== null;
    if (writtenIntoPage) return null;
  }
  return <link rel="stylesheet" href={siteHref} precedence="default" />;
}

/**
 * The site's stylesheet on every page, and on the admin area's pages the admin stylesheet after it.
 * The admin sheet holds every utility in Tailwind's order; coming last (React keeps stylesheets of
 * one precedence in the order they were first rendered, and the site's is rendered first on every
 * page), its rules decide wherever both sheets have one, also after a visit to the public site.
 */
export function Stylesheets() {
  const inAdminArea = useMatches().some((match) => match.id.startsWith("routes/admin/"));
  return (
    <>
      <SiteStylesheet />
      {inAdminArea && <link rel="stylesheet" href={adminHref} precedence="default" />}
    </>
  );
}

export const siteStylesheetHref = siteHref;
