import { siDiscord, siGithub, siInstagram, siTiktok, siWhatsapp, siX, siYoutube } from "simple-icons";
import { safeHref } from "./club";
import { type SiteSettings, type SocialKey, type SocialLink, socialNetworks } from "./site-settings";

/**
 * LinkedIn's mark, drawn here (the icon set leaves it out at the brand's request): "in" cut out
 * of a rounded square, so filled with the even-odd rule.
 */
const linkedinPath =
  "M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM6 9.5h3V18H6zM5.9 6.5a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0zM11 9.5h2.8v1.2c.5-.8 1.5-1.4 2.8-1.4 2.1 0 3.1 1.3 3.1 3.6V18h-3v-4.6c0-1.1-.4-1.7-1.3-1.7-1 0-1.5.7-1.5 1.8V18H11z";

const icons: Record<SocialKey, { path: string; evenOdd?: true }> = {
  instagramUrl: { path: siInstagram.path },
  xUrl: { path: siX.path },
  linkedinUrl: { path: linkedinPath, evenOdd: true },
  youtubeUrl: { path: siYoutube.path },
  tiktokUrl: { path: siTiktok.path },
  whatsappUrl: { path: siWhatsapp.path },
  discordUrl: { path: siDiscord.path },
  githubUrl: { path: siGithub.path },
};

/**
 * The club's social links that are set and usable, each with its icon, in the footer's order. The
 * icons travel with the page's data, so a site with no links sends none of them.
 */
export function socialLinks(settings: Pick<SiteSettings, SocialKey>): SocialLink[] {
  return socialNetworks.flatMap((network) => {
    const href = safeHref(settings[network.key]);
    return href ? [{ key: network.key, label: network.label, href, ...icons[network.key] }] : [];
  });
}
