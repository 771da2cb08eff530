import { Outlet, useLocation, useNavigation } from "react-router";
import { pageSkeletons } from "~/components/list-skeletons";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { useSiteWords } from "~/lib/root-data";

export default function PublicLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const words = useSiteWords();
  // While a list page's data loads after a click, its skeleton stands in for the page.
  const pending = navigation.state === "loading" ? navigation.location.pathname : undefined;
  const PendingSkeleton = pending && pending !== location.pathname ? pageSkeletons[pending] : undefined;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        {words.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {PendingSkeleton ? <PendingSkeleton /> : <Outlet />}
      </main>
      <SiteFooter newsletter={<NewsletterForm />} />
    </div>
  );
}
