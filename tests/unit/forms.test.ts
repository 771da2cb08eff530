import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactConstraint } from "~/features/contact/constraint";
import { contactSchema as contactSchemaIn } from "~/features/contact/schema";
import { newsletterSchema } from "~/features/newsletter/schema";
import { publicWords } from "~/i18n/words.server";

const english = publicWords("en");
const contactSchema = contactSchemaIn({ fields: english.contact.fields, fieldErrors: english.common.fieldErrors });

const EMAIL_REQUIRED = "Please enter your email address";
const EMAIL_INVALID = "Please enter a valid email address";

function newsletterErrors(email: unknown) {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("newsletter form", () => {
  it("trims the address and keeps it lower-case", () => {
    expect(newsletterSchema.parse({ email: "  Ada.Lovelace@Example.ORG \n" })).toEqual({
      email: "ada.lovelace@example.org",
    });
  });

  it.each([undefined, "", "   ", "\t\n"])("asks for an address when it is %j", (email) => {
    expect(newsletterErrors(email)).toEqual([EMAIL_REQUIRED]);
  });

  it("accepts every address the browser's email input accepts", () => {
    for (const email of ["a@b", "first.last+club@sub.example.co", "x_y@localhost"]) {
      expect(newsletterErrors(email)).toEqual([]);
    }
  });

  it("refuses what is not an address", () => {
    for (const email of ["not an email", "@example.org", "name@", "a@b@c", "name@exa mple.org"]) {
      expect(newsletterErrors(email)).toEqual([EMAIL_INVALID]);
    }
  });
});

describe("contact form", () => {
  it("tells the browser what the schema would, without sending the schema", () => {
    expect(contactConstraint).toEqual(getZodConstraint(contactSchema));
  });

  const valid = { name: " Ada ", email: " ada@example.org ", subject: " Hello ", message: " A question " };

  it("trims every field", () => {
    expect(contactSchema.parse(valid)).toEqual({
      name: "Ada",
      email: "ada@example.org",
      subject: "Hello",
      message: "A question",
    });
  });

  it("requires every field, naming it by its label", () => {
    const result = contactSchema.safeParse({ name: " ", email: "", subject: undefined, message: "\n" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(byField).toEqual({
      name: "Full Name is required",
      email: "Email Address is required",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("speaks the page's language on an Arabic page", () => {
    const arabic = publicWords("ar");
    const schema = contactSchemaIn({ fields: arabic.contact.fields, fieldErrors: arabic.common.fieldErrors });
    const result = schema.safeParse({ ...valid, name: "", email: "ada at example.org", message: "m".repeat(10_001) });
    const byField = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(byField).toEqual({
      name: "يُرجى إدخال الاسم الكامل",
      email: "يُرجى إدخال عنوان بريد إلكتروني صحيح",
      message: "الرسالة: الحد الأقصى 10,000 من الأحرف",
    });
  });

  it("refuses an address the browser would refuse", () => {
    const result = contactSchema.safeParse({ ...valid, email: "ada at example.org" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Please enter a valid email address"]);
  });

  const issues = (input: Record<string, unknown>) =>
    Object.fromEntries(contactSchema.safeParse(input).error?.issues.map((i) => [i.path[0], i.message]) ?? []);

  it("holds each field to its limit, with the limit in the message", () => {
    expect(contactSchema.safeParse({ ...valid, name: "n".repeat(200), message: "m".repeat(10_000) }).success).toBe(
      true,
    );
    expect(
      issues({
        name: "n".repeat(201),
        email: `${"e".repeat(250)}@x.org`,
        subject: "s".repeat(301),
        message: "m".repeat(10_001),
      }),
    ).toEqual({
      name: "Full Name must be at most 200 characters",
      email: "Email Address must be at most 254 characters",
      subject: "Subject must be at most 300 characters",
      message: "Message must be at most 10,000 characters",
    });
  });

  it("keeps line breaks and tabs, made \\n, and refuses other control characters", () => {
    expect(contactSchema.parse({ ...valid, message: "one\r\ntwo\rthree\tfour" }).message).toBe("one\ntwo\nthree\tfour");
    for (const bad of ["\u0000", "\u001b[2J", "\u001b]8;;http://x\u0007", "\u007f", "\u009b"]) {
      expect(issues({ ...valid, name: `Ada${bad}`, message: `Hi${bad}` })).toEqual({
        name: "Full Name contains characters that are not allowed",
        message: "Message contains characters that are not allowed",
      });
    }
  });

  it("counts a message's length after its line breaks are made \\n", () => {
    expect(contactSchema.safeParse({ ...valid, message: "a\r\n".repeat(5_000) }).success).toBe(true);
  });

  it("makes a field's rules once per language, and each language's speak it", () => {
    const arabic = publicWords("ar");
    const again = contactSchemaIn({ fields: english.contact.fields, fieldErrors: english.common.fieldErrors });
    const inArabic = contactSchemaIn({ fields: arabic.contact.fields, fieldErrors: arabic.common.fieldErrors });
    expect(again.shape.message).toBe(contactSchema.shape.message);
    expect(again.shape.email).toBe(contactSchema.shape.email);
    expect(inArabic.shape.message).not.toBe(contactSchema.shape.message);
    const arabicIssues = inArabic.safeParse({ ...valid, message: "" });
    const englishIssues = contactSchema.safeParse({ ...valid, message: "" });
    expect(arabicIssues.error?.issues[0]?.message).toBe(
      arabic.common.fieldErrors.required.replace("{label}", arabic.contact.fields.message),
    );
    expect(englishIssues.error?.issues[0]?.message).toBe("Message is required");
  });
});

describe("newsletter limits", () => {
  it("refuses an address longer than any address can be", () => {
    expect(newsletterErrors(`${"a".repeat(3_000)}@example.org`)).toEqual([EMAIL_INVALID]);
  });
});
