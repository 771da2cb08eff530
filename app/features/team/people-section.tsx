import { PEOPLE_SECTION_ID } from "~/components/site-nav";
import { MemberAvatar } from "./avatar";
import type { TeamMemberRecord } from "./record";

function Group({ title, members }: { title: string; members: TeamMemberRecord[] }) {
  if (members.length === 0) return null;
  return (
    <div className="space-y-6">
      <h3 className="text-center text-xl font-semibold">{title}</h3>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member) => (
          <li key={member.id} className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center">
            <MemberAvatar name={member.name} imageUrl={member.imageUrl} />
            <div>
              <p className="font-semibold">{member.name}</p>
              <p className="text-sm text-primary">{member.position}</p>
            </div>
            {member.bio ? <p className="text-sm text-muted-foreground">{member.bio}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The people of the club: executives first, then department heads, each in display order. */
export function PeopleSection({ members }: { members: TeamMemberRecord[] }) {
  return (
    <section id={PEOPLE_SECTION_ID} aria-labelledby="people-title" className="scroll-mt-20 py-16">
      <div className="mx-auto max-w-7xl space-y-10 px-4 sm:px-6">
        <div className="text-center">
          <h2 id="people-title" className="text-3xl font-bold tracking-tight">
            Our People
          </h2>
          <p className="mt-2 text-muted-foreground">The students who run the club.</p>
        </div>
        <Group title="Executive Team" members={members.filter((m) => m.isExecutive)} />
        <Group title="Department Heads" members={members.filter((m) => !m.isExecutive)} />
      </div>
    </section>
  );
}
