/**
 * A toast or a form's message: its words come from the page's dictionary (app/i18n) or, for the
 * server's answers, from answer-messages.ts; the admin area's are in admin-messages.ts.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "success" | "error" | "warning" | "info";
}
