import { Badge } from "~/components/ui/badge";
import { firstTags } from "~/lib/format";
import { useWords } from "~/lib/root-data";

/** A project's technologies as tags; with `max`, the first few and "+N" for the rest. */
export function TechnologyTags({ technologies, max }: { technologies: readonly string[]; max?: number }) {
  const words = useWords().projects;
  if (technologies.length === 0) return null;
  const { shown, more } = max === undefined ? { shown: [...technologies], more: 0 } : firstTags(technologies, max);
  return (
    <ul aria-label={words.technologies} className="flex flex-wrap gap-1.5">
      {shown.map((tech) => (
        <li key={tech}>
          <Badge variant="outline">
            <bdi>{tech}</bdi>
          </Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="outline">+{more}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
