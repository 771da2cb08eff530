import { createContext, useContext } from "react";
import href from "~/app.css?url";

/**
 * The site's stylesheet. The built server writes it into the public pages it keeps (a separate
 * file would wait for a connection of its own, shared with the scripts, before anything paints);
 * other pages and the development server link it. The browser keeps what the server wrote: it
 * renders nothing in its place.
 */
const InlineStylesheet = createContext<string | null>(null);

export const InlineStylesheetProvider = InlineStylesheet.Provider;

let writtenIntoPage: boolean | undefined;

export function Stylesheet() {
  const text = useContext(InlineStylesheet);
  if (text !== null) {
    return (
      <style href={href} precedence="default">
        {text}
      </style>
    );
  }
  if (typeof document !== "undefined") {
    writtenIntoPage ??= document.querySelector(`style[data-href~="${href}"]`) !== null;
    if (writtenIntoPage) return null;
  }
  return <link rel="stylesheet" href={href} precedence="default" />;
}

export const stylesheetHref = href;
