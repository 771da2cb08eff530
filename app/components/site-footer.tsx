import Rocket from "lucide-react/icons/rocket";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { textAttributes } from "~/i18n/content";
import { fill, type SiteWords } from "~/i18n/words";
import { usePathIn, useRootData, useSiteSettings, useSiteWords } from "~/lib/root-data";
import { linesOf, phoneDigits } from "~/lib/site-settings";
import { type NavItem, siteNav } from "./site-nav";
import { SocialLinks } from "./social-links";

/** The resource sub-topics, in the spec's order: plain text (spec section 2), their pages do not exist yet. */
export function resourceTopics(words: SiteWords): string[] {
  const topics = words.footer.resourceTopics;
  return [
    topics.studyMaterials,
    topics.careerCenter,
    topics.industryLinks,
    topics.researchPapers,
    topics.competitionGuidelines,
    topics.safetyProtocols,
  ];
}

const legal = [
  { name: "privacy", to: "/privacy" },
  { name: "terms", to: "/terms" },
  { name: "accessibility", to: "/accessibility" },
] as const;

// Links underline on hover and focus, which sets them apart from the plain resource topics.
const footerLink =
  "text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:underline";

/** The navigation's pages, and the membership page, which the top navigation of the spec leaves out. */
const footerLinks: NavItem[] = [
  ...siteNav.filter((item) => item.to !== "/"),
  { name: "membership", to: "/membership" },
];

/** The site's footer; `newsletter` is the subscription form shown in its newsletter column. */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const settings = useSiteSettings();
  const socialLinks = useRootData()?.socialLinks ?? [];
  const words = useSiteWords();
  const { footer } = words;
  const localPath = usePathIn();
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3 lg:col-span-2">
          <p className="flex items-center gap-2 font-semibold">
            <Rocket className="size-5 text-primary" aria-hidden="true" />
            <span {...textAttributes(settings, "clubName")}>{settings.clubName}</span>
          </p>
          <p {...textAttributes(settings, "footerText")} className="text-sm whitespace-pre-line text-muted-foreground">
            {settings.footerText}
          </p>
          <SocialLinks links={socialLinks} />
          <div className="pt-2">
            <h2 className="mb-2 text-sm font-semibold">{footer.newsletter}</h2>
            <p className="mb-3 text-sm text-muted-foreground">{footer.newsletterNote}</p>
            {newsletter}
            <p className="mt-3 text-sm">
              <Link to={localPath("/newsletter")} className={footerLink}>
                {footer.pastIssues}
              </Link>
            </p>
          </div>
        </div>
        <nav aria-label={words.navNames.footer}>
          <h2 className="mb-3 text-sm font-semibold">{footer.quickLinks}</h2>
          <ul className="space-y-2 text-sm">
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link to={localPath(item.to)} className={footerLink}>
                  {words.nav[item.name]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{footer.resources}</h2>
          {/* Not links: a bulleted list in the body colour, under a note, reads as text beside the link lists. */}
          <p className="mb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">{footer.comingSoon}</p>
          <ul className="list-disc space-y-1.5 ps-4 text-sm marker:text-muted-foreground">
            {resourceTopics(words).map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{footer.contact}</h2>
          <address className="space-y-2 text-sm not-italic text-muted-foreground">
            {linesOf(settings.officeLocation).map((line) => (
              <p key={line} {...textAttributes(settings, "officeLocation")}>
                {line}
              </p>
            ))}
            {settings.contactEmail ? (
              <p>
                <a href={`mailto:${settings.contactEmail}`} className={footerLink}>
                  {settings.contactEmail}
                </a>
              </p>
            ) : null}
            {settings.contactPhone ? (
              <p>
                <a href={`tel:${phoneDigits(settings.contactPhone)}`} className={footerLink}>
                  {settings.contactPhone}
                </a>
              </p>
            ) : null}
            <p>
              <Link to={localPath("/contact")} className={footerLink}>
                {footer.sendMessage}
              </Link>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{fill(footer.copyright, { year: new Date().getFullYear(), club: settings.clubName })}</p>
          <ul className="flex flex-wrap gap-4">
            {legal.map((item) => (
              <li key={item.to}>
                <Link to={localPath(item.to)} className={footerLink}>
                  {footer[item.name]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
