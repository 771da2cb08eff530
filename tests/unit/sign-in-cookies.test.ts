import { describe, expect, it } from "vitest";
import { hasAuthCookie, isSignInCookie } from "~/lib/sign-in-cookies";

describe("the cookies of a sign-in", () => {
  it("are Better Auth's, on http and https, and the known-device mark", () => {
    for (const name of ["better-auth.session_token", "__Secure-better-auth.two_factor", "known_device"]) {
      expect(isSignInCookie(name), name).toBe(true);
    }
    for (const name of ["theme", "flash_toast", "better-auth", "xbetter-auth.session_token", "__Host-known_device"]) {
      expect(isSignInCookie(name), name).toBe(false);
    }
  });

  it("are found by name in a Cookie header only with a value", () => {
    const header = "theme=dark; __Secure-better-auth.session_token=abc; better-auth.two_factor=";
    expect(hasAuthCookie(header, "session_token")).toBe(true);
    expect(hasAuthCookie(header, "two_factor")).toBe(false);
    expect(hasAuthCookie("better-auth.session_tokens=abc", "session_token")).toBe(false);
    expect(hasAuthCookie(null, "session_token")).toBe(false);
  });
});
