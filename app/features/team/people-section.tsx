import { EmptyState } from "~/components/card-list";
import { PEOPLE_SECTION_ID } from "~/components/site-nav";
import { type Localized, textAttributes } from "~/i18n/content";
import { useWords } from "~/lib/root-data";
import { cn } from "~/lib/utils";
import { MemberAvatar } from "./avatar";
import type { TeamMemberRecord } from "./record";

/** A team member as a page shows them: their texts in the page's language. */
type ShownMember = Localized<TeamMemberRecord>;

// Four to a row on a wide screen, or three when four would leave one person alone on the last row;
// a shorter last row is centred.
const wideWidth = (count: number) =>
  count % 4 === 1 && count > 1 ? "lg:w-[calc((100%-3rem)/3)]" : "lg:w-[calc((100%-4.5rem)/4)]";

/** On a phone each person is one compact row (photo beside the name); from 640 px, a card. */
function Group({ title, members }: { title: string; members: ShownMember[] }) {
  if (members.length === 0) return null;
  return (
    <div className="space-y-4 sm:space-y-6">
      <h3 className="text-center text-xl font-semibold">{title}</h3>
      <ul className="flex flex-wrap justify-center gap-3 sm:gap-6">
        {members.map((member) => (
          <li
            key={member.id}
            className={cn(
              "grid w-full grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 rounded-xl border bg-card p-4",
              "sm:flex sm:w-[calc((100%-1.5rem)/2)] sm:flex-col sm:items-center sm:gap-3 sm:p-6 sm:text-center",
              wideWidth(members.length),
            )}
          >
            <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="responsive" />
            <div>
              <p dir="auto" className="font-semibold">
                {member.name}
              </p>
              <p {...textAttributes(member, "position")} className="text-sm text-primary">
                {member.position}
              </p>
            </div>
            {member.bio ? (
              <p {...textAttributes(member, "bio")} className="col-span-2 text-sm text-muted-foreground">
                {member.bio}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The people of the club: executives first, then department heads, each in display order. */
export function PeopleSection({ members }: { members: ShownMember[] }) {
  const words = useWords().team;
  return (
    <section id={PEOPLE_SECTION_ID} aria-labelledby="people-title" className="scroll-mt-20 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl space-y-8 px-4 sm:space-y-10 sm:px-6">
        <div className="text-center">
          <h2 id="people-title" className="text-3xl font-bold tracking-tight">
            {words.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{words.subtitle}</p>
        </div>
        {members.length === 0 ? <EmptyState compact>{words.empty}</EmptyState> : null}
        <Group title={words.executives} members={members.filter((m) => m.isExecutive)} />
        <Group title={words.departmentHeads} members={members.filter((m) => !m.isExecutive)} />
      </div>
    </section>
  );
}
