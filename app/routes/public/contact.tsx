import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/field";
import { Honeypot } from "~/components/honeypot";
import { PageHeader } from "~/components/page-header";
import { usePublicForm } from "~/components/public-form";
import { ServerToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { contactConstraint } from "~/features/contact/constraint";
import { contactSchema } from "~/features/contact/schema";
import { submitContactMessage } from "~/features/contact/submit.server";
import { configuredTransport } from "~/features/mail/service/outbox.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { textAttributes } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { publicWords } from "~/i18n/words.server";
import { serverActionOr } from "~/lib/client-action";
import { db } from "~/lib/db/client.server";
import { checkForm } from "~/lib/form-reply";
import { formDataOf } from "~/lib/http.server";
import { useHydrated } from "~/lib/hydrated";
import { refusedPublicPost } from "~/lib/public-forms.server";
import { useSiteSettings, useWords } from "~/lib/root-data";
import { seo, wordsOf } from "~/lib/seo";
import { linesOf, officeHoursRows, phoneDigits } from "~/lib/site-settings";
import { useSubmitOnce } from "~/lib/submit-once";
import { answerForm } from "~/lib/toast.server";
import { useLoadedOnDemand } from "~/lib/use-loaded";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.contact.meta;
  return words ? seo(matches, { title: words.title, description: words.description, path: "/contact" }) : [];
};

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await formDataOf(request);
  const back = formData.get("redirectTo");
  const language = languageOfRequest(request.url);
  const refused = await refusedPublicPost("contact", formData, context?.clientIp, language);
  if (refused) {
    const { message, init } = refused;
    return answerForm(back, {
      reply: { message },
      status: init.status ?? 400,
      headers: init.headers,
      toast: message,
    });
  }
  const words = publicWords(language);
  const read = checkForm(
    contactSchema({ fields: words.contact.fields, fieldErrors: words.common.fieldErrors }),
    formData,
  );
  if ("errors" in read) {
    return answerForm(back, { reply: { ...read, message: null }, status: 400, toast: null });
  }
  const database = db();
  const { timeZone } = await currentSettings(database);
  const outcome = await submitContactMessage(database, read.value, configuredTransport(), timeZone, language);
  const accepted = outcome.outcome !== "failed";
  // A form posted without JavaScript is sent back to the page once the message is kept, so that
  // reloading it cannot send the message twice; the page shows the same message.
  return answerForm(back, {
    reply: accepted
      ? { reset: true, message: outcome.message }
      : { values: { ...read.value }, message: outcome.message },
    status: accepted ? 200 : 500,
    toast: outcome.message,
    goBack: accepted,
  });
}

/**
 * A message lost on its way shows 'Error' / 'Failed to send message. Please try again later.':
 * the page writes it in its own language (`lost`), as this runs where no words are at hand.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "contact", { message: null, lost: true as const });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const settings = useSiteSettings();
  const allWords = useWords();
  const words = allWords.contact;
  // One object per answer: the toast is raised again whenever its message changes.
  const message = useMemo(
    () => (actionData && "lost" in actionData ? { ...words.failed, variant: "error" as const } : actionData?.message),
    [actionData, words],
  );
  const submitting = navigation.state === "submitting" && navigation.formAction === "/contact";
  // A second submit while one is on its way (a double click) is ignored.
  const submitOnce = useSubmitOnce(submitting, actionData);
  // The rules come when the visitor first reaches the form; a form sent before they arrive waits for them.
  const [rules, loadRules] = useLoadedOnDemand(() => import("~/features/contact/validate"));
  const form = usePublicForm({
    id: "contact",
    reply: actionData,
    rules: useMemo(() => {
      const formWords = { fields: words.fields, fieldErrors: allWords.common.fieldErrors };
      return rules ? (formData: FormData) => rules.validateContact(formData, formWords) : undefined;
    }, [rules, words, allWords]),
    loadRules,
  });
  const fields = {
    name: form.field("name"),
    email: form.field("email"),
    subject: form.field("subject"),
    message: form.field("message"),
  };
  /** A field's control: its name, what the server sent back, and whether the browser marks it required. */
  const control = (meta: (typeof fields)[keyof typeof fields]) => ({
    name: meta.name,
    defaultValue: meta.defaultValue,
    required: contactConstraint[meta.name as keyof typeof contactConstraint].required,
  });

  return (
    <>
      <PageHeader title={words.title} description={words.description} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">{words.formTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <Form
              method="post"
              key={form.key}
              // A message changes nothing the page shows: it is not read again.
              defaultShouldRevalidate={false}
              {...form.formProps}
              className="grid gap-5"
              onSubmit={(event) => submitOnce(event, () => form.submit(event))}
            >
              {hydrated ? null : <input type="hidden" name="redirectTo" value="/contact" />}
              <Honeypot />
              {/* Every control rests while a message is on its way. */}
              <fieldset disabled={submitting} className="m-0 grid min-w-0 gap-5 border-0 p-0">
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field meta={fields.name} label={words.fields.name}>
                    {(props) => <Input {...control(fields.name)} {...props} type="text" autoComplete="name" />}
                  </Field>
                  <Field meta={fields.email} label={words.fields.email}>
                    {(props) => <Input {...control(fields.email)} {...props} type="email" autoComplete="email" />}
                  </Field>
                </div>
                <Field meta={fields.subject} label={words.fields.subject}>
                  {(props) => <Input {...control(fields.subject)} {...props} type="text" />}
                </Field>
                <Field meta={fields.message} label={words.fields.message}>
                  {(props) => <Textarea {...control(fields.message)} {...props} rows={6} />}
                </Field>
                <Button type="submit" size="lg" className="justify-self-start">
                  {submitting ? words.sending : words.send}
                </Button>
              </fieldset>
            </Form>
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Clock className="size-5 text-primary" aria-hidden="true" />
                {words.officeHours}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-2 text-sm">
                {officeHoursRows(settings.officeHours).map((row) => (
                  <div key={row.days} className="flex justify-between gap-4">
                    <dt {...textAttributes(settings, "officeHours")} className="text-muted-foreground">
                      {row.days}
                    </dt>
                    <dd {...textAttributes(settings, "officeHours")} className="font-medium">
                      {row.hours}
                    </dd>
                  </div>
                ))}
              </dl>
              <p {...textAttributes(settings, "replyNote")} className="mt-4 text-sm text-muted-foreground">
                {settings.replyNote}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <MapPin className="size-5 text-primary" aria-hidden="true" />
                {words.findUs}
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-2 text-sm text-muted-foreground">
              {linesOf(settings.officeLocation).map((line) => (
                <p key={line} {...textAttributes(settings, "officeLocation")}>
                  {line}
                </p>
              ))}
              {settings.contactPhone ? (
                <p className="flex items-center gap-2">
                  <Phone className="size-4" aria-hidden="true" />
                  <a href={`tel:${phoneDigits(settings.contactPhone)}`} className="underline-offset-4 hover:underline">
                    {settings.contactPhone}
                  </a>
                </p>
              ) : null}
              <p className="flex items-center gap-2">
                <Mail className="size-4" aria-hidden="true" />
                {settings.contactEmail ? (
                  <a href={`mailto:${settings.contactEmail}`} className="underline-offset-4 hover:underline">
                    {settings.contactEmail}
                  </a>
                ) : (
                  words.noEmail
                )}
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
      <ServerToast message={message} />
    </>
  );
}
