import { describe, expect, it } from "vitest";
import { languageOfRequest } from "~/i18n/language";
import { answerMessages, BUSY_PAGE_TEXT, busyAnswer } from "~/lib/answer-messages";

describe("the server's answers to the public forms", () => {
  it("keep the spec's English words on English pages", () => {
    const english = answerMessages("en");
    expect(english.newsletter.subscribed).toEqual({
      title: "Successfully subscribed!",
      description: "You have subscribed to our newsletter",
      variant: "success",
    });
    expect(english.contact.sent.title).toBe("Message Sent Successfully!");
    expect(english.registration.confirmed("a@example.org").description).toContain("on its way to a@example.org.");
    expect(answerMessages()).toBe(english);
  });

  it("are written in Arabic for Arabic pages, with the same kinds and values written in", () => {
    const arabic = answerMessages("ar");
    const english = answerMessages("en");
    expect(arabic.newsletter.subscribed.variant).toBe(english.newsletter.subscribed.variant);
    expect(arabic.contact.received.variant).toBe("warning");
    expect(arabic.registration.confirmed("a@example.org").description).toContain("a@example.org");
    expect(arabic.registration.notYet("1 ديسمبر").description).toContain("1 ديسمبر");
    for (const message of [
      arabic.newsletter.subscribed,
      arabic.contact.sent,
      arabic.tooMany,
      arabic.registration.full,
    ]) {
      expect(`${message.title} ${message.description}`).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("take the language of the page posted from, and of the newsletter's form by its query", () => {
    expect(languageOfRequest("http://site/ar/contact")).toBe("ar");
    expect(languageOfRequest("http://site/contact")).toBe("en");
    expect(languageOfRequest("http://site/resources/newsletter?language=ar")).toBe("ar");
    expect(languageOfRequest("http://site/resources/newsletter")).toBe("en");
    // A page's own address says its language; a query does not change it.
    expect(languageOfRequest("http://site/contact?language=ar")).toBe("en");
  });

  it("say the site is busy in the page's language, with a form's own failure", () => {
    expect(busyAnswer("/contact")).toBe("Failed to send message. Please try again later.");
    expect(busyAnswer("/resources/newsletter")).toBe("Subscription failed. Please try again later");
    expect(busyAnswer("/events")).toBe(BUSY_PAGE_TEXT);
    expect(busyAnswer("/ar/contact")).toBe(answerMessages("ar").contact.failed.description);
    expect(busyAnswer("/ar/events/flight-night.data")).toBe(answerMessages("ar").registration.failed.description);
    expect(busyAnswer("/resources/newsletter?language=ar")).toMatch(/[\u0600-\u06FF]/);
    expect(busyAnswer("/ar")).toBe(answerMessages("ar").busy);
  });
});
