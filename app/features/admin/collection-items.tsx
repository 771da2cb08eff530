import { Calendar, Clock, ImageOff, Link2, MapPin, Users, Video } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { attendance, EventBadges } from "~/features/events/event-card";
import type { EventRecord } from "~/features/events/queries.server";
import { GalleryBadges } from "~/features/gallery/gallery-badges";
import type { GalleryItemRecord } from "~/features/gallery/queries.server";
import { PublicationBadge } from "~/features/news/publication-badge";
import type { ArticleRecord } from "~/features/news/queries.server";
import { ProjectBadges } from "~/features/projects/project-card";
import type { ProjectRecord } from "~/features/projects/queries.server";
import { TechnologyTags } from "~/features/projects/technology-tags";
import { MemberAvatar } from "~/features/team/avatar";
import type { TeamMemberRecord } from "~/features/team/queries.server";
import { adminDate } from "~/lib/admin-format";
import { formatLocalTime, truncate } from "~/lib/format";
import { useLoadFailure } from "~/lib/load-failure";

/** A link field of a record, with whether it is switched on. */
function LinkState({ label, link, enabled }: { label: string; link: string | null; enabled: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Link2 className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="text-muted-foreground">{label}:</span>
      <span className="break-all">{link || "none"}</span>
      <Badge tone={enabled ? "green" : "slate"}>{enabled ? "Enabled" : "Disabled"}</Badge>
    </p>
  );
}

/** A record's title, with its badges beside it. */
function ItemHeading({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}

export function EventItem({ item }: { item: EventRecord }) {
  return (
    <div className="space-y-2">
      <ItemHeading title={item.title}>
        <EventBadges event={item} />
      </ItemHeading>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <Calendar className="size-4" aria-hidden="true" />
          {adminDate(item.date)}
        </span>
        <span className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {formatLocalTime(item.time, "en-US")}
        </span>
        <span className="flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" />
          {item.location}
        </span>
        <span className="flex items-center gap-1.5">
          <Users className="size-4" aria-hidden="true" />
          {attendance(item.currentAttendees, item.maxAttendees)}
        </span>
      </p>
      <LinkState label="Registration" link={item.registrationLink} enabled={item.linkEnabled} />
    </div>
  );
}

export function ProjectItem({ item }: { item: ProjectRecord }) {
  return (
    <div className="space-y-2">
      <ItemHeading title={item.title}>
        <ProjectBadges project={item} />
      </ItemHeading>
      <p className="text-sm text-muted-foreground">
        Duration: {item.duration ?? "N/A"} · Team size: {item.teamSize ?? "N/A"}
      </p>
      <TechnologyTags technologies={item.technologies} />
      {item.achievements.length > 0 ? (
        <ul aria-label="Achievements" className="list-disc pl-5 text-sm text-muted-foreground">
          {item.achievements.map((achievement) => (
            <li key={achievement}>{achievement}</li>
          ))}
        </ul>
      ) : null}
      <LinkState label="Details" link={item.detailsLink} enabled={item.linkEnabled} />
    </div>
  );
}

export function ArticleItem({ item }: { item: ArticleRecord }) {
  return (
    <div className="space-y-2">
      <ItemHeading title={item.title}>
        <PublicationBadge published={item.isPublished} />
      </ItemHeading>
      <p className="text-sm">{truncate(item.content, 120)}</p>
      <p className="text-sm text-muted-foreground">
        {item.author} · {adminDate(item.publishedDate)}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">Preview</summary>
        <p className="mt-1 text-muted-foreground">{truncate(item.content, 200)}</p>
      </details>
      {item.featuredImageUrl ? (
        <p className="break-all text-xs text-muted-foreground">Image: {item.featuredImageUrl}</p>
      ) : null}
      {item.articleLink ? (
        <p className="break-all text-sm">
          <span className="text-muted-foreground">External link:</span> {item.articleLink} ({item.linkText})
        </p>
      ) : null}
    </div>
  );
}

function Thumbnail({ item }: { item: GalleryItemRecord }) {
  const { ref, failed, onError } = useLoadFailure<HTMLImageElement>();
  if (item.mediaType === "video") {
    return (
      <div className="flex size-20 shrink-0 items-center justify-center rounded-md bg-muted">
        <Video className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-md bg-muted p-1 text-center text-[10px] text-muted-foreground">
        <ImageOff className="size-4" aria-hidden="true" />
        Image failed to load
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={item.imageUrl}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      className="size-20 shrink-0 rounded-md object-cover"
      onError={onError}
    />
  );
}

export function GalleryItem({ item }: { item: GalleryItemRecord }) {
  return (
    <div className="flex gap-4">
      <Thumbnail item={item} />
      <div className="min-w-0 space-y-1.5">
        <h3 className="font-semibold">{item.title}</h3>
        <GalleryBadges item={item} />
        {item.description ? <p className="text-sm text-muted-foreground">{item.description}</p> : null}
        <p className="text-sm text-muted-foreground">Uploaded {adminDate(item.uploadDate)}</p>
        <p className="break-all text-xs text-muted-foreground">{item.imageUrl}</p>
      </div>
    </div>
  );
}

export function TeamMemberItem({ item }: { item: TeamMemberRecord }) {
  return (
    <div className="flex gap-4">
      <MemberAvatar name={item.name} imageUrl={item.imageUrl} className="size-14 text-lg" />
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold">{item.name}</h3>
        <p className="text-sm text-primary">{item.position}</p>
        {item.bio ? <p className="text-sm text-muted-foreground">{item.bio}</p> : null}
        <p className="text-xs text-muted-foreground">
          Display order {item.positionOrder}
          {item.email ? ` · ${item.email}` : ""}
        </p>
      </div>
    </div>
  );
}
