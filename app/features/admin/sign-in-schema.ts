import { z } from "~/lib/zod";

/** The admin sign-in form: both fields required. */
export const signInSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
