import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sameSitePath } from "~/lib/club";
import { loader as legacyRedirect } from "~/routes/admin/legacy-redirect";
import { action as contactAction } from "~/routes/public/contact";
import { action as newsletterAction } from "~/routes/resources/newsletter";
import { action as themeAction } from "~/routes/resources/theme";
import { securityHeaders } from "../../server/headers";
import { requestGuards } from "../../server/request-guards";

/**
 * What the server checks before any route runs: state-changing requests from other sites are
 * refused, and what depends on a session is never cached. The /admin/* aliases lead only to
 * admin pages.
 */
let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  // The guards in the order server/serve.ts puts them.
  const app = express();
  app.use(securityHeaders({ dev: false, publicUrl: "https://aero.example.org" }));
  app.use(requestGuards("https://aero.example.org"));
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
    "/admin-kfupm-aero.data",
    "/admin-kfupm-aero/dashboard",
    "/admin-kfupm-aero/events.data",
    "/api/auth/get-session",
    // However its letters are written: the routes match it whatever their case.
    "/ADMIN-KFUPM-AERO/dashboard",
    "/Admin-Kfupm-Aero/events.data",
    "/admin-kfupm-AERO",
    "/Admin-Kfupm-Aero.data",
    "/API/Auth/get-session",
  ])("%s is never stored", async (path) => {
    expect((await fetch(`${base}${path}`)).headers.get("Cache-Control")).toBe("no-store, private");
  });

  it("public pages are not marked private", async () => {
    for (const path of ["/", "/events", "/admin-kfupm-aerox", "/admin-kfupm-aerox.data"]) {
      expect((await fetch(`${base}${path}`)).headers.get("Cache-Control")).toBeNull();
    }
  });
});

describe("the scripts' nonce", () => {
  it("is a new one, of 16 random bytes, for every response", async () => {
    const nonces = new Set<string>();
    // More than the 256 drawn from the system at a time.
    for (let i = 0; i < 600; i++) {
      const policy = (await fetch(`${base}/`)).headers.get("Content-Security-Policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(600);
  });
});

describe("the camera", () => {
  const policy = async (path: string) => (await fetch(`${base}${path}`)).headers.get("Permissions-Policy") ?? "";
  const checkIn = "/admin-kfupm-aero/events/3af04b0c-e44d-482e-97d2-b5e9e029ad7e/check-in";

  it("may be used by the door's check-in page (and its data), for the QR code scanner", async () => {
    for (const path of [checkIn, `${checkIn}.data`, `${checkIn}?code=x`]) {
      expect(await policy(path)).toMatch(/(^|, )camera=\(self\)(,|$)/);
      expect(await policy(path)).toContain("microphone=()");
    }
  });

  it("may not by any other page", async () => {
    for (const path of ["/", "/events", checkIn.replace("check-in", "attendees"), `${checkIn}/x`, `/x${checkIn}`]) {
      expect(await policy(path)).toMatch(/(^|, )camera=\(\)(,|$)/);
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
    "//G2w\u008cV4g)}S\ufeff?8=i|OhH",
    "//exa mple.org/",
    "https://evil.example/",
    "javascript:alert(1)",
    "events",
    "",
    // Paths that resolve to another host: dot segments, encoded dots, backslashes, tabs.
    "/..//evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example/x",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "/..\\/evil.example",
    "/..\\\\evil.example",
    "/../\\evil.example",
    "/\t..//evil.example",
    "/..//\tevil.example",
    "/..///evil.example",
    "/x/../..//evil.example?next=/",
    "/..//evil.example#/",
  ])("%j is not a way back", (target) => {
    expect(sameSitePath(target)).toBeNull();
  });

  it("is read again once resolved, so what comes back never leads off the site", async () => {
    const { redirect } = await import("react-router");
    for (const target of ["/..//evil.example", "/./x/../..//evil.example", "/%2e%2e/%2fevil.example"]) {
      const path = sameSitePath(target);
      if (path === null) continue;
      // As a browser reads a Location header.
      const location = redirect(path).headers.get("Location") ?? "";
      expect(new URL(location, "https://aero.example.org").origin).toBe("https://aero.example.org");
    }
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

describe("requests the site does not take", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH"])("%s gets 405 with the methods it may use", async (method) => {
    // fetch refuses to send TRACE, so the request is made by hand.
    const answer = await new Promise<{ status?: number; allow?: string | string[] }>((resolve, reject) => {
      const request = http.request(`${base}/`, { method }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, allow: response.headers.allow });
      });
      request.on("error", reject);
      request.end();
    });
    expect(answer).toEqual({ status: 405, allow: "GET, HEAD, POST" });
  });

  it.each([
    ["application/json", '{"email":"a@example.org"}'],
    ["text/plain", "email=a@example.org"],
    [null, null],
  ])("a post of %s to a form gets 415", async (type, body) => {
    for (const path of ["/contact", "/resources/newsletter", "/resources/theme", "/admin-kfupm-aero/events"]) {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: type ? { "Content-Type": type } : {},
        body,
      });
      expect(response.status).toBe(415);
    }
  });

  it("the auth endpoints take JSON", async () => {
    const response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
  });

  it("a form body over 256 KB gets 413; the admin area takes uploads", async () => {
    const big = new URLSearchParams({ message: "m".repeat(300 * 1024) });
    expect((await fetch(`${base}/contact`, { method: "POST", body: big })).status).toBe(413);
    expect((await fetch(`${base}/admin-kfupm-aero/upload`, { method: "POST", body: big })).status).toBe(200);
    // The sign-in page is public: it keeps the small limit.
    expect((await fetch(`${base}/admin-kfupm-aero`, { method: "POST", body: big })).status).toBe(413);
    const small = new URLSearchParams({ message: "m".repeat(10_000) });
    expect((await fetch(`${base}/contact`, { method: "POST", body: small })).status).toBe(200);
  });

  it("a body of unknown length gets 411", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email=a%40example.org"));
        controller.close();
      },
    });
    const response = await fetch(`${base}/resources/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(411);
  });

  it("a body that says it is a form but is not gets 400 from the route, never 500", async () => {
    for (const action of [contactAction, newsletterAction]) {
      const request = new Request("http://localhost:3000/contact", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data" },
        body: "not a multipart body",
      });
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        await action({ request, params: {}, context: {} } as never);
        expect.unreachable();
      } catch (thrown) {
        expect((thrown as Response).status).toBe(400);
      } finally {
        warn.mockRestore();
      }
    }
  });
});
