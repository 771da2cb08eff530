import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The site's own tables, then each content type's table in its feature folder.
  schema: ["./app/lib/db/schema.ts", "./app/features/*/table.ts"],
  out: "./db/migrations",
  casing: "snake_case",
});
