import { getInputProps } from "@conform-to/react";
import { Field, type FieldMeta } from "~/components/field";
import { Input } from "~/components/ui/input";
import { MIN_PASSWORD_LENGTH } from "~/lib/passwords";

type PasswordMeta = FieldMeta & Parameters<typeof getInputProps>[0];

/** A new password and the same again, as every form that sets one asks for them. */
export function NewPasswordFields({
  fields,
  disabled,
}: {
  fields: { newPassword: PasswordMeta; confirmPassword: PasswordMeta };
  disabled?: boolean;
}) {
  return (
    <>
      <Field
        meta={fields.newPassword}
        label="New password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters; a few words you will remember make a good one.`}
      >
        {(control) => (
          <Input
            {...getInputProps(fields.newPassword, { type: "password" })}
            {...control}
            autoComplete="new-password"
            disabled={disabled}
          />
        )}
      </Field>
      <Field meta={fields.confirmPassword} label="Confirm new password">
        {(control) => (
          <Input
            {...getInputProps(fields.confirmPassword, { type: "password" })}
            {...control}
            autoComplete="new-password"
            disabled={disabled}
          />
        )}
      </Field>
    </>
  );
}
