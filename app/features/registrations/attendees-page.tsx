import Download from "lucide-react/icons/download";
import Mail from "lucide-react/icons/mail";
import ScanLine from "lucide-react/icons/scan-line";
import UserMinus from "lucide-react/icons/user-minus";
import UserPlus from "lucide-react/icons/user-plus";
import { useRef } from "react";
import { Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/card-list";
import { Field, type FieldMeta, fieldMeta } from "~/components/field";
import { ServerToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { ConfirmButton } from "~/features/admin/confirm-button";
import { TermBadge } from "~/features/admin/item-parts";
import { useSiteTimeZone } from "~/features/admin/layout-data";
import { AdminPageHeading } from "~/features/admin/page-heading";
import { Pager } from "~/features/admin/pager";
import { SearchForm } from "~/features/admin/search-form";
import { AdminTableHead } from "~/features/admin/table-head";
import { useAnswer } from "~/features/admin/use-answer";
import type { Question } from "~/features/events/questions";
import { answerField, type EventRecord, eventPath } from "~/features/events/record";
import { attendeesCsvPath, checkInPath } from "~/lib/admin-paths";
import { useCurrentPath } from "~/lib/current-path";
import { useHydrated } from "~/lib/hydrated";
import type { ToastMessage } from "~/lib/messages";
import { zonedDateTime } from "~/lib/time-zone";
import { ChoiceOptions } from "./choice-options";
import {
  type AttendeeReply,
  attendeeMessageLimits,
  type RegistrationRecord,
  type RegistrationStatus,
  registrationLimits,
  registrationStatusTerms,
} from "./record";

const REMOVER = "attendees-remove";

export interface AttendeesPageData {
  event: Pick<EventRecord, "id" | "title" | "slug" | "maxAttendees" | "registrationMode" | "waitlist"> & {
    questions: Question[];
    when: string;
  };
  counts: { confirmed: number; waitlisted: number; cancelled: number; checkedIn: number };
  items: RegistrationRecord[];
  page: number;
  pages: number;
  total: number;
  search: string;
  status: RegistrationStatus | null;
  mailConfigured: boolean;
  loadToast: ToastMessage | null;
}

/** A refused post's answer as the page was rendered with it (no JavaScript), for the form that sent it. */
function answeredBy(form: AttendeeReply["form"], answered: AttendeeReply | undefined): AttendeeReply | undefined {
  return answered?.form === form ? answered : undefined;
}

function metaOf(form: string, name: string, reply: AttendeeReply | undefined): FieldMeta {
  return fieldMeta(form, name, reply?.errors?.[name]);
}

/** Filters by status, and the search by name or email; other parameters are dropped. */
function Filters({ path, search, status }: { path: string; search: string; status: RegistrationStatus | null }) {
  const tabs: { label: string; value: RegistrationStatus | null }[] = [
    { label: "All", value: null },
    ...registrationStatusTerms.terms,
  ];
  const to = (value: RegistrationStatus | null) => {
    const query = new URLSearchParams();
    if (value) query.set("status", value);
    if (search) query.set("q", search);
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <nav aria-label="Registrations by status" className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Button key={tab.label} asChild size="sm" variant={status === tab.value ? "default" : "outline"}>
            <Link to={to(tab.value)} aria-current={status === tab.value ? "page" : undefined}>
              {tab.label}
            </Link>
          </Button>
        ))}
      </nav>
      <SearchForm id="attendee-search" label="Search by name or email" search={search} keep={{ status }} />
    </div>
  );
}

/**
 * A row's cells on a phone: one under the other, each with its column's name before it (the
 * table's head is not shown there); a table from the `md` width up.
 */
const stackedCell =
  "max-md:grid max-md:grid-cols-[7rem_1fr] max-md:gap-2 max-md:py-1 max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]";

function AttendeeTable({
  items,
  questions,
  path,
}: {
  items: RegistrationRecord[];
  questions: Question[];
  path: string;
}) {
  const timeZone = useSiteTimeZone();
  const labels = questions.map((question) => question.label);
  // It fits at either width: its dates and answers wrap, and on a phone each row is a block of its own.
  return (
    <Card>
      <CardContent padding="sm" role="region" aria-label="Registrations">
        <table className="w-full text-sm max-md:block">
          <caption className="sr-only">Registrations</caption>
          <AdminTableHead
            columns={["Name", "Status", "Registered", "Checked in", ...labels]}
            className="border-b text-start text-muted-foreground max-md:sr-only"
          />
          <tbody className="max-md:block">
            {items.map((row) => (
              <tr key={row.id} className="border-b align-top last:border-0 max-md:block max-md:py-2">
                <td className="min-w-40 py-2 pe-3 max-md:block max-md:py-1">
                  <div dir="auto" className="font-medium">
                    {row.name ?? "(removed)"}
                  </div>
                  <div className="text-muted-foreground [overflow-wrap:break-word]">
                    {row.email ? <WrappingEmail email={row.email} /> : null}
                  </div>
                  {row.addedBy !== "visitor" ? (
                    <div className="text-xs text-muted-foreground">Added by {row.addedBy}</div>
                  ) : null}
                </td>
                <td data-label="Status" className={`py-2 pe-3 ${stackedCell}`}>
                  <span>
                    <TermBadge vocabulary={registrationStatusTerms} value={row.status} />
                  </span>
                </td>
                <td data-label="Registered" className={`py-2 pe-3 ${stackedCell}`}>
                  <span>{zonedDateTime(row.createdAt, timeZone)}</span>
                </td>
                <td data-label="Checked in" className={`py-2 pe-3 ${stackedCell}`}>
                  <span>{row.checkedInAt ? zonedDateTime(row.checkedInAt, timeZone) : "—"}</span>
                </td>
                {labels.map((label) => (
                  <td key={label} data-label={label} className={`py-2 pe-3 ${stackedCell}`}>
                    <span dir="auto" className="break-words">
                      {row.answers?.find((answer) => answer.question === label)?.answer || "—"}
                    </span>
                  </td>
                ))}
                <td className="py-2 text-end max-md:block max-md:pt-2 max-md:text-start">
                  {row.status !== "cancelled" && row.name !== null ? (
                    <ConfirmButton
                      action={path}
                      fields={{ intent: "remove", id: row.id }}
                      fetcherKey={REMOVER}
                      question={
                        row.status === "waitlisted"
                          ? "Take this person off the waitlist?"
                          : "Cancel this person's registration?"
                      }
                      description={`${row.name} is emailed that the club cancelled the registration${row.status === "confirmed" ? "; the seat goes to the first on the waitlist" : ""}.`}
                      label="Remove"
                      accessibleName={`Remove ${row.name}`}
                      icon={UserMinus}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

/** Adds someone by hand: a seat if there is one, else the waitlist, as for anyone. */
function AddPerson({
  questions,
  path,
  answered,
}: {
  questions: Question[];
  path: string;
  answered: AttendeeReply | undefined;
}) {
  const fetcher = useFetcher<AttendeeReply>({ key: "attendees-add" });
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useAnswer(fetcher, (reply) => {
    if (!reply.errors && reply.outcome !== "refused") form.current?.reset();
  });
  const reply = fetcher.data ?? answeredBy("add", answered);
  const typed = reply?.values;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Add someone</CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form ref={form} method="post" action={path} className="grid gap-4">
          <input type="hidden" name="intent" value="add" />
          {hydrated ? null : <input type="hidden" name="redirectTo" value={path} />}
          <Field meta={metaOf("add", "name", reply)} label="Full Name" required>
            {(control) => (
              <Input {...control} name="name" required maxLength={registrationLimits.name} defaultValue={typed?.name} />
            )}
          </Field>
          <Field meta={metaOf("add", "email", reply)} label="Email Address" required>
            {(control) => (
              <Input
                {...control}
                name="email"
                type="email"
                required
                maxLength={registrationLimits.email}
                defaultValue={typed?.email}
              />
            )}
          </Field>
          {questions.map((question, index) => (
            <Field key={question.label} meta={metaOf("add", answerField(index), reply)} label={question.label}>
              {(control) =>
                question.choices ? (
                  <Select {...control} name={answerField(index)} defaultValue={typed?.[answerField(index)] ?? ""}>
                    <ChoiceOptions choices={question.choices} />
                  </Select>
                ) : (
                  <Input
                    {...control}
                    name={answerField(index)}
                    maxLength={registrationLimits.answer}
                    defaultValue={typed?.[answerField(index)]}
                  />
                )
              }
            </Field>
          ))}
          <Button type="submit" className="justify-self-start" disabled={fetcher.state !== "idle"}>
            <UserPlus aria-hidden="true" />
            Add
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

/** A message to everyone confirmed, one email each through the outbox. */
function EmailAttendees({
  path,
  confirmed,
  mailConfigured,
  answered,
}: {
  path: string;
  confirmed: number;
  mailConfigured: boolean;
  answered: AttendeeReply | undefined;
}) {
  const fetcher = useFetcher<AttendeeReply>({ key: "attendees-email" });
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useAnswer(fetcher, (reply) => {
    if (reply.outcome === "done") form.current?.reset();
  });
  const reply = fetcher.data ?? answeredBy("email", answered);
  const typed = reply?.values;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Email attendees</CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form ref={form} method="post" action={path} className="grid gap-4">
          <input type="hidden" name="intent" value="email" />
          {hydrated ? null : <input type="hidden" name="redirectTo" value={path} />}
          <p className="text-sm text-muted-foreground">
            To the {confirmed} confirmed {confirmed === 1 ? "attendee" : "attendees"}, each in an email of their own
            with the event's details and their cancel link.
            {mailConfigured ? "" : " No mail server is configured: the emails wait in the outbox until one is."}
          </p>
          <Field meta={metaOf("email", "subject", reply)} label="Subject" required>
            {(control) => (
              <Input
                {...control}
                name="subject"
                required
                maxLength={attendeeMessageLimits.subject}
                defaultValue={typed?.subject}
              />
            )}
          </Field>
          <Field
            meta={metaOf("email", "message", reply)}
            label="Message"
            required
            description="Markdown, as the site's texts: a blank line for a paragraph, **bold**, _italic_, - list, [link](https://…)."
          >
            {(control) => (
              <Textarea
                {...control}
                name="message"
                required
                maxLength={attendeeMessageLimits.message}
                rows={5}
                defaultValue={typed?.message}
              />
            )}
          </Field>
          <Button type="submit" className="justify-self-start" disabled={fetcher.state !== "idle" || confirmed === 0}>
            <Mail aria-hidden="true" />
            Send
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

/** An event's registrations: counts, the list by status with search, add and remove, email, CSV. */
/** An address that wraps before its @ when its cell is narrow, and within a part only when it must. */
function WrappingEmail({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

export function AttendeesPage({
  event,
  counts,
  items,
  page,
  pages,
  total,
  search,
  status,
  mailConfigured,
  loadToast,
  answered,
}: AttendeesPageData & { answered?: AttendeeReply }) {
  const path = useCurrentPath();
  useAnswer(useFetcher<AttendeeReply>({ key: REMOVER }));
  const onSite = event.registrationMode === "site";
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <AdminPageHeading title={`Attendees: ${event.title}`} description={event.when}>
        <Button asChild variant="outline">
          {/* A page load of its own: only the check-in page's document may use the camera. */}
          <Link to={checkInPath(event.id)} reloadDocument>
            <ScanLine aria-hidden="true" />
            Check-in
          </Link>
        </Button>
        <Button asChild variant="outline">
          <a href={attendeesCsvPath(event.id)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
        <Button asChild variant="ghost">
          <Link to={eventPath(event)}>Event page</Link>
        </Button>
      </AdminPageHeading>
      {onSite ? null : (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          Visitors register for this event through its external link. To take registrations on this site, set
          Registration to “On this site” in the event's form.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          ["Confirmed", `${counts.confirmed}${event.maxAttendees === null ? "" : ` / ${event.maxAttendees}`}`],
          ["Waitlisted", String(counts.waitlisted)],
          ["Checked in", `${counts.checkedIn} / ${counts.confirmed}`],
          ["Cancelled", String(counts.cancelled)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-xl border bg-card px-5 py-3 text-card-foreground shadow-sm">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-6">
        <div className="space-y-4">
          <Filters path={path} search={search} status={status} />
          {items.length === 0 ? (
            <EmptyState compact>
              {search
                ? `No registrations match “${search}”.`
                : status
                  ? `No ${registrationStatusTerms.label(status).toLowerCase()} registrations.`
                  : "No registrations yet."}
            </EmptyState>
          ) : (
            <AttendeeTable items={items} questions={event.questions} path={path} />
          )}
          {total > 0 ? <p className="text-sm text-muted-foreground">{total} shown in all</p> : null}
          <Pager page={page} pages={pages} />
        </div>
        <div className="grid items-start gap-6 md:grid-cols-2">
          {onSite ? <AddPerson questions={event.questions} path={path} answered={answered} /> : null}
          <EmailAttendees
            path={path}
            confirmed={counts.confirmed}
            mailConfigured={mailConfigured}
            answered={answered}
          />
        </div>
      </div>
      <ServerToast message={loadToast} />
    </div>
  );
}
