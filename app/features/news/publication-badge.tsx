import { Badge } from "~/components/ui/badge";

/** Published or Draft, for the admin lists. */
export function PublicationBadge({ published }: { published: boolean }) {
  return <Badge tone={published ? "green" : "amber"}>{published ? "Published" : "Draft"}</Badge>;
}
