import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Honeypot } from "~/components/honeypot";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useCurrentPath } from "~/lib/current-path";
import { useHydrated } from "~/lib/hydrated";
import { useLanguage, useWords } from "~/lib/root-data";
import { useSubmitOnce } from "~/lib/submit-once";
import type { SubscribeResult } from "./schema";

/** An example address, the same in every language. */
const EXAMPLE_EMAIL = "you@example.com";

export function NewsletterForm() {
  const words = useWords().newsletter.form;
  const language = useLanguage();
  // A request that never reached the site comes back without a message (the action's clientAction).
  const fetcher = useFetcher<SubscribeResult | { outcome: "failed"; message: null }>({ key: "newsletter" });
  const hydrated = useHydrated();
  const currentPath = useCurrentPath();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const submitOnce = useSubmitOnce(busy, fetcher.data);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    showToast(fetcher.data.message ?? { ...words.failed, variant: "error" });
    if (fetcher.data.outcome === "subscribed") formRef.current?.reset();
  }, [fetcher.state, fetcher.data, words]);

  // The browser checks the address's form (an email-type input); an empty or blank field gets the
  // 'Email required' toast here, or from the server when the page runs without JavaScript.
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      // The one address of both languages' forms: the answer is written in the page's.
      action={language === "ar" ? "/resources/newsletter?language=ar" : "/resources/newsletter"}
      // A subscription changes nothing a page shows: the page is not read again.
      defaultShouldRevalidate={false}
      className="space-y-2"
      onSubmit={(event) =>
        submitOnce(event, () => {
          const email = new FormData(event.currentTarget).get("email");
          if (typeof email !== "string" || email.trim() === "") {
            event.preventDefault();
            showToast({ ...words.emailRequired, variant: "error" });
          }
        })
      }
    >
      {hydrated ? null : <input type="hidden" name="redirectTo" value={currentPath} />}
      <Honeypot />
      <Label htmlFor="newsletter-email">{words.email}</Label>
      <div className="flex gap-2">
        <Input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={EXAMPLE_EMAIL}
          disabled={busy}
        />
        <Button type="submit" disabled={busy}>
          {busy ? words.subscribing : words.subscribe}
        </Button>
      </div>
      {fetcher.data?.outcome === "subscribed" ? (
        <p role="status" className="text-sm text-muted-foreground">
          {words.checkInbox}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
