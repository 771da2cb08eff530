import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ThemeToggle } from "~/components/theme-toggle";
import { ServerToast } from "~/components/toasts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SIGN_IN_PATH } from "~/lib/admin-paths";
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

/**
 * The card of a page before the admin area with one task (forgot password, the code of a two-step
 * sign-in): its icon, title and description, what it asks for, and the way back to sign in.
 */
export function AuthCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <Icon className="size-8 text-primary" aria-hidden="true" />
        <CardTitle as="h1" size="xl">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {children}
        <p className="text-center text-sm">
          <Link to={SIGN_IN_PATH} className="text-primary underline underline-offset-4">
            Back to sign in
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
