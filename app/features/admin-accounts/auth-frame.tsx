import { ThemeToggle } from "~/components/theme-toggle";
import { ServerToast } from "~/components/toasts";
import type { ToastMessage } from "~/lib/messages";

/** The frame of the pages before the admin area: sign in, forgot password, reset password. */
export function AuthFrame({ toast, children }: { toast?: ToastMessage | null; children: React.ReactNode }) {
  return (
    <main className="relative flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <ThemeToggle className="absolute top-4 right-4" />
      {children}
      <ServerToast message={toast} />
    </main>
  );
}
