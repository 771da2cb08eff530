import { Link } from "react-router";

/** '404', 'Oops! Page not found', and a link back: home on the site, the dashboard in the admin area. */
export function NotFound({ back = { to: "/", label: "Return to Home" } }: { back?: { to: string; label: string } }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-24 text-center">
      <h1 className="text-6xl font-bold tracking-tight">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to={back.to} className="text-primary underline underline-offset-4 hover:text-primary/80">
        {back.label}
      </Link>
    </div>
  );
}
