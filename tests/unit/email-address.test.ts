import { describe, expect, it } from "vitest";
import { maskedEmail, normalizeEmail } from "~/lib/email-address";

describe("email addresses", () => {
  it("compare trimmed and lower-cased", () => {
    expect(normalizeEmail("  Reader@Example.ORG ")).toBe("reader@example.org");
  });

  it("are logged as their first letter and domain, never whole", () => {
    expect(maskedEmail("reader@example.org")).toBe("r…@example.org");
    expect(maskedEmail("a.b+tag@sub.example.org")).toBe("a…@sub.example.org");
    expect(maskedEmail("no-at-sign")).toBe("…");
    expect(maskedEmail("@example.org")).toBe("…");
  });
});
