import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "~/routes/public/contact";
import { answerOf } from "../support/answers";
import { withTestDatabase } from "./support/database";
import { startSmtpServer } from "./support/smtp";

withTestDatabase();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Read by the app's configuration on first use, as at start.
  process.env.SMTP_URL = smtp.url;
  process.env.CONTACT_TO = "board@kfupm-aero.example.org";
  process.env.PUBLIC_URL = "https://aero.example.org";
});
afterAll(() => smtp.close());

describe("the contact page with SMTP_URL and CONTACT_TO set", () => {
  it("emails the message to CONTACT_TO from the site's no-reply address", async () => {
    const request = new Request("https://aero.example.org/contact", {
      method: "POST",
      body: new URLSearchParams({
        name: "Sara",
        email: "sara@example.org",
        subject: "Visit",
        message: "Can we visit the lab?",
      }),
    });
    const response = await answerOf<{ message: { title: string } }>(
      action({ request, params: {}, context: {} } as never),
    );
    expect(response.reply?.message.title).toBe("Message Sent Successfully!");
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["board@kfupm-aero.example.org"]);
    expect(smtp.received[0]?.from).toBe("no-reply@aero.example.org");
  });
});
