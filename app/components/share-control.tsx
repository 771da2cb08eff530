import Link2 from "lucide-react/icons/link-2";
import Mail from "lucide-react/icons/mail";
import Share2 from "lucide-react/icons/share-2";
import { useEffect, useState } from "react";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { useWords } from "~/lib/root-data";

/** Where a page can be shared without a script of theirs: plain links to each network's own share page. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/**
 * 'Share' for a page of its own: the device's share sheet where the browser has one; otherwise
 * 'Copy link' and plain links to WhatsApp, X, LinkedIn and email (which also serve before the
 * page's script runs, or without it). No script or tracker of another site is loaded.
 */
export function ShareControl({ url, title }: { url: string; title: string }) {
  const { common } = useWords();
  const words = common.share;
  const [canShare, setCanShare] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
    setCanCopy(typeof navigator.clipboard?.writeText === "function");
  }, []);

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the share sheet.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ ...words.copied, variant: "success" });
    } catch {
      showToast({ ...words.copyFailed, variant: "error" });
    }
  }

  return (
    <section aria-labelledby="share-heading" className="space-y-3">
      <h2 id="share-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {words.heading}
      </h2>
      {canShare ? (
        <Button type="button" variant="outline" onClick={share}>
          <Share2 aria-hidden="true" />
          {words.button}
        </Button>
      ) : (
        <div className="flex flex-wrap gap-2">
          {canCopy ? (
            <Button type="button" variant="outline" size="sm" onClick={copy}>
              <Link2 aria-hidden="true" />
              {words.copyLink}
            </Button>
          ) : null}
          {shareLinks(url, title).map((link) => (
            <Button key={link.label} asChild variant="outline" size="sm">
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="sr-only"> {common.newTab}</span>
              </a>
            </Button>
          ))}
          <Button asChild variant="outline" size="sm">
            <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
              <Mail aria-hidden="true" />
              {words.email}
            </a>
          </Button>
        </div>
      )}
    </section>
  );
}
