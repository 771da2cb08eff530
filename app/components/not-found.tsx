import { LocalLink } from "~/components/local-link";
import { useWordsIfRead } from "~/lib/root-data";

/** '404', 'Oops! Page not found', and a link back: home on the site, the dashboard in the admin area. */
export function NotFound({ back }: { back?: { to: string; label: string } }) {
  // Without the root's data (its loader failed) there are no words to say more than the status.
  const words = useWordsIfRead()?.common.notFound;
  const link = back ?? (words ? { to: "/", label: words.home } : undefined);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-24 text-center">
      <h1 className="text-6xl font-bold tracking-tight">404</h1>
      {words ? <p className="text-xl text-muted-foreground">{words.text}</p> : null}
      {link ? (
        <LocalLink to={link.to} className="text-primary underline underline-offset-4 hover:text-primary/80">
          {link.label}
        </LocalLink>
      ) : null}
    </div>
  );
}
