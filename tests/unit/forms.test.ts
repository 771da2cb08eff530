import { describe, expect, it } from "vitest";
import { contactSchema } from "~/features/contact/schema";
import { newsletterSchema } from "~/features/newsletter/schema";

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

  it("refuses an address the browser would refuse", () => {
    const result = contactSchema.safeParse({ ...valid, email: "ada at example.org" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Please enter a valid email address"]);
  });
});
