/** The width and margins of a public page's content below its header. */
export const pageBody = "mx-auto max-w-7xl px-4 pb-16 sm:px-6";

/** The title band at the top of each public page. */
export function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{description}</p>
    </div>
  );
}
