import { type FormEvent, useEffect, useRef, useState } from "react";
import type { FieldErrors, FormReply } from "~/lib/form-reply";
import { type FieldMeta, fieldMeta } from "./field";

/** A form's rules as the browser runs them: each refused field's messages (none: the form may go). */
export type FormRules = (formData: FormData) => FieldErrors;

/**
 * The state of a public form (the contact form, an event's registration): the server's messages
 * next to their fields, and, once `rules` have arrived (fetched on first need, so the page does not
 * wait for them), the same messages in the browser: for every field when the form is sent, for a
 * field the visitor leaves, and again as they type in a field that shows one. A refused form is not
 * sent. A form sent before its rules arrived waits for them, then is checked and sent. An answer
 * with `reset` empties the form. The browser's own bubbles are off (`noValidate`): the form's
 * messages say the same, next to the field, with and without JavaScript.
 */
export function usePublicForm({
  id,
  reply,
  rules,
  loadRules,
}: {
  id: string;
  reply: FormReply | undefined;
  rules?: FormRules;
  loadRules?: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>(reply?.errors ?? {});
  const [generation, setGeneration] = useState(0);
  const touched = useRef(new Set<string>());
  const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);

  // Each answer of the server sets the messages again; one that says the form is done empties it.
  useEffect(() => {
    if (!reply) return;
    setErrors(reply.errors ?? {});
    if (reply.reset) {
      touched.current.clear();
      setGeneration((n) => n + 1);
    }
  }, [reply]);

  // A form sent before its rules arrived is sent again once they have.
  useEffect(() => {
    if (!rules || !held.current) return;
    const { form, submitter } = held.current;
    held.current = null;
    form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
  }, [rules]);

  const check = (form: HTMLFormElement, shown: (name: string) => boolean) => {
    if (!rules) return;
    const found = rules(new FormData(form));
    setErrors(Object.fromEntries(Object.entries(found).filter(([name]) => shown(name))));
  };

  const formProps = {
    id,
    noValidate: true,
    onFocus: loadRules,
    onPointerDown: loadRules,
    onBlur(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name !== "string" || name === "") return;
      touched.current.add(name);
      check(event.currentTarget, (field) => touched.current.has(field));
    },
    onInput(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === "string" && errors[name])
        check(event.currentTarget, (field) => field === name || field in errors);
    },
  };

  /** Checks the form as it is sent; false (and the event's default prevented) when it may not go yet. */
  function submit(event: FormEvent<HTMLFormElement>): boolean {
    if (!rules) {
      event.preventDefault();
      held.current = { form: event.currentTarget, submitter: (event.nativeEvent as SubmitEvent).submitter };
      loadRules?.();
      return false;
    }
    const found = rules(new FormData(event.currentTarget));
    for (const name of Object.keys(found)) touched.current.add(name);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    event.preventDefault();
    const first = event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`);
    first?.focus();
    return false;
  }

  /** A field's ids and messages, for `Field`, and what it showed when the server sent the form back. */
  function field(name: string): FieldMeta & { name: string; defaultValue: string | undefined } {
    return {
      ...fieldMeta(id, name, errors[name]),
      name,
      defaultValue: reply?.reset ? undefined : reply?.values?.[name],
    };
  }

  // A new form after a reset (its `key`): what was typed goes, with the browser's memory of it.
  return { key: generation, formProps, submit, field, errors };
}
