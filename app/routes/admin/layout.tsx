import type { LucideIcon } from "lucide-react";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Loader2 from "lucide-react/icons/loader-2";
import LogOut from "lucide-react/icons/log-out";
import Rocket from "lucide-react/icons/rocket";
import { Form, NavLink, Outlet, useLocation, useNavigation } from "react-router";
import { adminSections, collections, globals } from "~/collections";
import { ThemeToggle } from "~/components/theme-toggle";
import { Button } from "~/components/ui/button";
import {
  Sidebar,
  SidebarLabel,
  SidebarProvider,
  SidebarTrigger,
  sidebarOpenFromCookie,
  useSidebar,
} from "~/components/ui/sidebar";
import type { SidebarCount } from "~/features/admin/inbox";
import { ManagementSkeleton } from "~/features/admin/management-page";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { unhandledMessages } from "~/features/contact/inbox.server";
import { mailCounts } from "~/features/mail/mail-list.server";
import { configuredTransport } from "~/features/mail/service/outbox.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { ACCOUNT_PATH, adminPagePath, DASHBOARD_PATH, SIGN_IN_PATH, SIGN_OUT_PATH } from "~/lib/admin-paths";
import { db } from "~/lib/db/client.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  // A count that cannot be read is left out; the page itself still loads.
  const counted = <T,>(what: string, count: Promise<T>) =>
    count.catch((error: Error) => {
      console.error(`[admin] could not count ${what}: ${error.message}`);
      return null;
    });
  const [unhandled, mail, settings] = await Promise.all([
    counted("unhandled messages", unhandledMessages(db())),
    counted("mail", mailCounts(db())),
    currentSettings(),
  ]);
  return {
    email: user.email,
    sidebarOpen: sidebarOpenFromCookie(request.headers.get("Cookie")),
    timeZone: settings.timeZone,
    clubName: settings.clubName,
    unhandledMessages: unhandled,
    mail: {
      configured: configuredTransport().mailer !== null,
      queued: mail?.queued ?? null,
      failed: mail?.failed ?? null,
    },
  };
}

/** The sidebar: the dashboard, every managed collection, then the inbox. */
const adminNav: { label: string; to: string; icon: LucideIcon; counted?: SidebarCount }[] = [
  { label: "Dashboard", to: DASHBOARD_PATH, icon: LayoutDashboard },
  ...collections.map((collection) => ({
    label: collection.labels.title,
    to: adminPagePath(collection),
    icon: collection.icon,
  })),
  ...adminSections.map((section) => ({
    label: section.title,
    to: adminPagePath(section),
    icon: section.icon,
    counted: section.counted,
  })),
  ...globals.map((page) => ({ label: page.labels.title, to: adminPagePath(page), icon: page.icon })),
];

function SidebarLinks({ counts }: { counts: Record<SidebarCount, number | null> }) {
  const { setOpenMobile } = useSidebar();
  return (
    <>
      <div className="flex h-14 items-center gap-2 border-b px-3 font-semibold">
        <Rocket className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <SidebarLabel>Admin</SidebarLabel>
      </div>
      <ul className="flex flex-col gap-1 p-2">
        {adminNav.map(({ label, to, icon: Icon, ...item }) => (
          <li key={to}>
            <NavLink
              to={to}
              title={label}
              onClick={() => setOpenMobile(false)}
              className={({ isActive }) =>
                cn(
                  "flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
                  isActive && "bg-sidebar-accent text-sidebar-accent-foreground",
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <SidebarLabel>{label}</SidebarLabel>
              {item.counted && counts[item.counted] ? (
                <SidebarLabel
                  className={cn(
                    "ml-auto rounded-full px-1.5 text-xs font-semibold",
                    item.counted === "failed"
                      ? "bg-destructive text-destructive-foreground"
                      : "bg-primary text-primary-foreground",
                  )}
                >
                  {counts[item.counted]}
                  <span className="sr-only"> {item.counted}</span>
                </SidebarLabel>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === "loading" ? navigation.location.pathname : null;
  const loading = pending !== null && pending !== location.pathname && pending.startsWith(SIGN_IN_PATH);
  // A management page that is loading shows its skeleton (3 cards); other pages, a spinner.
  const pendingCollection = loading
    ? collections.find((collection) => adminPagePath(collection) === pending)
    : undefined;
  return (
    <SidebarProvider defaultOpen={loaderData.sidebarOpen}>
      <Sidebar label="Admin">
        <SidebarLinks counts={{ unhandled: loaderData.unhandledMessages, failed: loaderData.mail.failed }} />
      </Sidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
          <SidebarTrigger />
          <p className="shrink-0 font-semibold">
            <span className="sm:hidden">Admin</span>
            <span className="hidden sm:inline">{loaderData.clubName} Admin</span>
          </p>
          <div className="ml-auto flex items-center gap-2">
            <NavLink
              to={ACCOUNT_PATH}
              title="Account"
              className="max-w-[8rem] truncate text-sm text-muted-foreground underline-offset-4 hover:underline sm:max-w-none"
              data-testid="admin-email"
            >
              {loaderData.email}
            </NavLink>
            <ThemeToggle />
            <Form method="post" action={SIGN_OUT_PATH}>
              <Button type="submit" variant="outline" size="sm">
                <LogOut aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Sign Out</span>
              </Button>
            </Form>
          </div>
        </header>
        <main className="relative flex-1 p-4 sm:p-6" aria-busy={loading}>
          {pendingCollection ? (
            <ManagementSkeleton collection={pendingCollection} />
          ) : loading ? (
            <div className="absolute inset-0 z-10 flex items-start justify-center bg-background/60 pt-24" role="status">
              <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
              <span className="sr-only">Loading</span>
            </div>
          ) : null}
          {pendingCollection ? null : <Outlet />}
        </main>
      </div>
    </SidebarProvider>
  );
}
