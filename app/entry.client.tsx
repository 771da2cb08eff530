import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPublicWords } from "./i18n/dictionaries";
import { languageOfPath } from "./i18n/language";

// The page's words come as a module of their own, which the browser keeps, rather than with every
// page's data: loaded before the page comes alive, as it renders with them.
loadPublicWords(languageOfPath(window.location.pathname)).then(
  () => hydrate(),
  // Without its words the page stays as the server rendered it, links and forms working.
  (error: unknown) => console.error(error),
);

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
