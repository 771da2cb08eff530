import Users from "lucide-react/icons/users";
import { defineCollection } from "~/content/collection";
import { bilingual, email, integer, text, textarea, toggle, upload } from "~/content/fields";
import { ItemHeading } from "~/features/admin/item-parts";
import { imageTypes } from "~/lib/media";
import { MemberAvatar } from "./avatar";
import type { TeamMemberRecord } from "./record";

export const teamCollection = defineCollection<TeamMemberRecord>()({
  key: "team",
  icon: Users,
  labels: {
    title: "Team",
    description: "The executive team and department heads, in display order.",
    singular: "team member",
    plural: "team members",
    empty: "No team members found. Add the first member to get started.",
    newButton: "Add Member",
    createdVerb: "added",
  },
  fields: [
    text("name", "Name", { required: true }),
    ...bilingual(text("position", "Position", { required: true })),
    ...bilingual(textarea("bio", "Bio")),
    email("email", "Email", { half: true }),
    integer("positionOrder", "Display Order", {
      default: 0,
      half: true,
      description: "Lower numbers come first; empty counts as 0.",
    }),
    toggle("isExecutive", "Executive team member"),
    // Not in the spec's form: without it a new member could never get a picture (decision 0017).
    upload("imageUrl", "Photo", { bucket: "team", types: imageTypes, maxMegabytes: 5, square: true }),
  ],
  titleOf: (member) => member.name,
  renderItem: (member) => (
    <div className="flex gap-4">
      <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="md" />
      <div className="min-w-0 flex-1 space-y-1">
        <ItemHeading title={member.name} />
        <p dir="auto" className="text-sm text-primary">
          {member.position}
        </p>
        {member.bio ? (
          <p dir="auto" className="text-sm text-muted-foreground">
            {member.bio}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          Display order {member.positionOrder}
          {member.email ? ` · ${member.email}` : ""}
        </p>
      </div>
    </div>
  ),
  groups: [
    { title: "Executive Team", includes: (member) => member.isExecutive },
    { title: "Department Heads", includes: (member) => !member.isExecutive },
  ],
});
