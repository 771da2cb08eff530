import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepPublicWords, WORDS_LINK_ATTRIBUTE } from "./i18n/dictionaries";
import { languageOfPath } from "./i18n/language";
import type { PublicWords } from "./i18n/words";

// The page renders with its words, which come as a file of their own (fetched with the page, and
// kept by the browser) rather than with every page's data. Without them (an answer that is not
// the file) the page stays as the server rendered it, its links and forms working; a page that
// names none (the error screen of a root that could not read its data) comes alive at once.
const wordsLink = document.querySelector<HTMLLinkElement>(`link[${WORDS_LINK_ATTRIBUTE}]`);
if (wordsLink) {
  fetch(wordsLink.href)
    .then((answer) => answer.json() as Promise<PublicWords>)
    .then((words) => {
      keepPublicWords(languageOfPath(window.location.pathname), words);
      hydrate();
    }, console.error);
} else {
  hydrate();
}

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
