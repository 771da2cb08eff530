import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sameSitePath } from "~/lib/toast.server";
import { loader as legacyRedirect } from "~/routes/admin/legacy-redirect";
import { action as themeAction } from "~/routes/resources/theme";
import { privateResponses, sameOriginWrites } from "../../server/request-guards";

/**
 * What the server checks before any route runs: state-changing requests from other sites are
 * refused, and what depends on a session is never cached. The /admin/* aliases lead only to
 * admin pages.
 */
let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(sameOriginWrites("https://aero.example.org"));
  app.use(privateResponses(["/admin-kfupm-aero", "/api/auth"]));
  app.all("/{*rest}", (_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe("posts from another site", () => {
  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { method: "POST", headers, body: new URLSearchParams({ theme: "dark" }) });

  it.each(["/resources/newsletter", "/resources/theme", "/contact", "/admin-kfupm-aero/events", "/api/auth/sign-out"])(
    "are refused with 403 at %s, and logged",
    async (path) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        const response = await post(path, { Origin: "http://evil.example" });
        expect(response.status).toBe(403);
        expect(await response.text()).toBe("Cross-site request refused");
        expect((await post(path, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
        expect((await post(path, { Origin: "null" })).status).toBe(403);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(`[security] refused a POST to ${path}`));
      } finally {
        warn.mockRestore();
      }
    },
  );

  it("pass from the site itself (its public address or the host it was asked on) and from clients that are not browsers", async () => {
    expect((await post("/resources/theme", { Origin: "https://aero.example.org" })).status).toBe(200);
    expect((await post("/resources/theme", { Origin: base })).status).toBe(200);
    expect((await post("/resources/theme", { "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await post("/resources/theme", {})).status).toBe(200);
  });

  it("do not concern reads", async () => {
    const response = await fetch(`${base}/events`, { headers: { Origin: "http://evil.example" } });
    expect(response.status).toBe(200);
  });
});

describe("caching", () => {
  it.each([
    "/admin-kfupm-aero",
    "/admin-kfupm-aero/dashboard",
    "/admin-kfupm-aero/events.data",
    "/api/auth/get-session",
  ])("%s is never stored", async (path) => {
    expect((await fetch(`${base}${path}`)).headers.get("Cache-Control")).toBe("no-store, private");
  });

  it("public pages are not marked private", async () => {
    for (const path of ["/", "/events", "/admin-kfupm-aerox"]) {
      expect((await fetch(`${base}${path}`)).headers.get("Cache-Control")).toBeNull();
    }
  });
});

describe("the /admin/* aliases", () => {
  const target = (rest: string) => {
    try {
      legacyRedirect({ params: { "*": rest }, request: new Request("http://localhost/admin"), context: {} } as never);
    } catch (thrown) {
      return (thrown as Response).headers.get("Location");
    }
    return null;
  };

  it("lead to the admin page of the same name", () => {
    expect(target("events")).toBe("/admin-kfupm-aero/events");
    expect(target("dashboard")).toBe("/admin-kfupm-aero/dashboard");
    expect(target("subscribers")).toBe("/admin-kfupm-aero/subscribers");
  });

  it.each(["../\t/evil.example", "..%2f%09%2fevil.example", "/evil.example", "\\evil.example", "events/../../x", ""])(
    "send anything else (%j) to the sign-in page",
    (rest) => {
      expect(target(rest)).toBe("/admin-kfupm-aero");
    },
  );
});

describe("redirect targets after form posts", () => {
  it.each([
    "/\\evil.example",
    "//evil.example",
    "/\t/evil.example",
    "\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "events",
    "",
  ])("%j is not a way back", (target) => {
    expect(sameSitePath(target)).toBeNull();
  });

  it("a path of the site is, with its query and fragment", () => {
    expect(sameSitePath("/events?x=1#top")).toBe("/events?x=1#top");
    expect(sameSitePath("/a/../contact")).toBe("/contact");
    // An encoded tab stays encoded: a path of this site, never a host.
    expect(sameSitePath("/%09/evil.example/..")).toBe("/%09/");
  });

  it("the theme switch posted with an outside target stays on the site", async () => {
    const request = new Request("http://localhost:3000/resources/theme", {
      method: "POST",
      body: new URLSearchParams({ theme: "dark", redirectTo: "/\\evil.example" }),
    });
    const answer = await themeAction({ request, params: {}, context: {} } as never);
    expect(answer instanceof Response ? answer.headers.get("Location") : null).toBeNull();
  });
});
