import PanelLeft from "lucide-react/icons/panel-left";
import type * as React from "react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { SIGN_IN_PATH } from "~/lib/admin-paths";
import { cookieValue } from "~/lib/cookies";
import { cn } from "~/lib/utils";

/**
 * The sidebar's open state is kept in this cookie for 7 days, so the server renders it right; only
 * the admin area's pages get it, so that the public pages stay the kept ones for an admin.
 */
export const SIDEBAR_COOKIE = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const SIDEBAR_SHORTCUT = "b";
const MOBILE_QUERY = "(max-width: 767px)";
export const SIDEBAR_ID = "admin-sidebar";

export function sidebarOpenFromCookie(cookieHeader: string | null): boolean {
  return cookieValue(cookieHeader, SIDEBAR_COOKIE) !== "false";
}

interface SidebarState {
  open: boolean;
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar must be used inside SidebarProvider");
  return state;
}

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    setMobile(query.matches);
    const onChange = (event: MediaQueryListEvent) => setMobile(event.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return mobile;
}

/**
 * Holds the sidebar's state: expanded or collapsed to icons on wide screens (remembered in a cookie),
 * a drawer on screens below 768 px. Ctrl+B or Cmd+B toggles it.
 */
export function SidebarProvider({
  defaultOpen,
  children,
  className,
}: {
  defaultOpen: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  const isMobile = useIsMobile();

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to render the sidebar's state
      document.cookie = `${SIDEBAR_COOKIE}=${!value}; path=${SIGN_IN_PATH}; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
      return !value;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, openMobile, isMobile, setOpenMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return (
    <SidebarContext.Provider value={value}>
      <div
        data-sidebar-state={open ? "expanded" : "collapsed"}
        style={
          {
            "--sidebar-width": "16rem",
            "--sidebar-width-icon": "3rem",
          } as React.CSSProperties
        }
        className={cn("group/sidebar flex min-h-dvh w-full", className)}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** The sidebar itself: a column on wide screens, a drawer on phones. */
export function Sidebar({ label, children }: { label: string; children: React.ReactNode }) {
  const { open, openMobile, setOpenMobile } = useSidebar();
  return (
    <>
      <div
        aria-hidden="true"
        className={cn(
          "hidden shrink-0 transition-[width] duration-200 ease-linear motion-reduce:transition-none md:block",
          open ? "w-(--sidebar-width)" : "w-(--sidebar-width-icon)",
        )}
      />
      <nav
        id={SIDEBAR_ID}
        aria-label={label}
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "fixed inset-y-0 start-0 z-30 hidden flex-col border-e bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear motion-reduce:transition-none md:flex",
          open ? "w-(--sidebar-width)" : "w-(--sidebar-width-icon)",
        )}
      >
        {children}
      </nav>
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent side="start" look="sidebar" className="md:hidden" closeLabel="Close sidebar">
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">Admin navigation</SheetDescription>
          <nav aria-label={label} data-state="expanded" className="flex h-full flex-col">
            {children}
          </nav>
        </SheetContent>
      </Sheet>
    </>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggle, open, openMobile, isMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggle}
      aria-label="Toggle Sidebar"
      aria-controls={SIDEBAR_ID}
      aria-expanded={isMobile ? openMobile : open}
      title="Toggle Sidebar (Ctrl+B)"
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

/** Hides its children when the sidebar is collapsed to icons (they stay in the drawer). */
export function SidebarLabel({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <span className={cn("truncate md:group-data-[sidebar-state=collapsed]/sidebar:sr-only", className)}>
      {children}
    </span>
  );
}
