import { describe, expect, it } from "vitest";
import { formatQuestions, parseQuestions, questionsShown } from "~/features/events/questions";
import { questionsMark } from "~/features/registrations/asked";
import { distinctDoorCodes, doorCodeOf, writtenDoorCode } from "~/features/registrations/door-code.server";
import { registrationState } from "~/features/registrations/registration-state";
import { readRegistration, registrationFormWords } from "~/features/registrations/schema";
import { publicWords } from "~/i18n/words.server";
import { latinDigits } from "~/lib/typed-text";

const event = {
  registrationMode: "site" as "site" | "external",
  status: "open",
  date: "2026-12-10",
  time: "17:00:00",
  maxAttendees: 40 as number | null,
  currentAttendees: 12,
  waitlist: false,
  registrationOpens: null as string | null,
  registrationCloses: null as string | null,
};

/** A moment in Riyadh (UTC+3), as an instant. */
const riyadh = (wallClock: string) => new Date(`${wallClock}+03:00`);
const state = (changes: Partial<typeof event>, at = "2026-12-01T12:00:00") =>
  registrationState({ ...event, ...changes }, riyadh(at), "Asia/Riyadh");

describe("where an event's registration on the site stands", () => {
  it("keeps the spec's external link for events that do not register on the site, saying why it is closed", () => {
    const external = (changes: Partial<typeof event>, past?: boolean) =>
      registrationState(
        { ...event, registrationMode: "external", ...changes },
        riyadh("2026-12-01T12:00:00"),
        "Asia/Riyadh",
        past,
      );
    expect(external({})).toEqual({ kind: "external", closed: null });
    expect(external({ status: "Full" })).toEqual({ kind: "external", closed: "Full" });
    expect(external({ status: "cancelled" })).toEqual({ kind: "external", closed: "Cancelled" });
    expect(external({ status: "closed" })).toEqual({ kind: "external", closed: "Closed" });
    expect(external({}, true)).toEqual({ kind: "external", closed: "Closed" });
    expect(external({ status: "cancelled" }, true)).toEqual({ kind: "external", closed: "Cancelled" });
  });

  it("is open with the seats left, or without a limit", () => {
    expect(state({})).toEqual({ kind: "open", seatsLeft: 28 });
    expect(state({ maxAttendees: null })).toEqual({ kind: "open", seatsLeft: null });
  });

  it("is full when every seat is taken, or the admin says so; a waitlist then takes names", () => {
    expect(state({ currentAttendees: 40 })).toEqual({ kind: "full" });
    expect(state({ status: "full", currentAttendees: 3 })).toEqual({ kind: "full" });
    expect(state({ currentAttendees: 40, waitlist: true })).toEqual({ kind: "waitlist" });
  });

  it("opens and closes at the admin's times in the site's time zone, closing by default as the event starts", () => {
    expect(state({ registrationOpens: "2026-12-02 09:00:00" }, "2026-12-02T08:59:00")).toEqual({
      kind: "not-yet",
      opensAt: "2026-12-02T06:00:00.000Z",
    });
    expect(state({ registrationOpens: "2026-12-02 09:00:00" }, "2026-12-02T09:00:00").kind).toBe("open");
    expect(state({}, "2026-12-10T16:59:00").kind).toBe("open");
    expect(state({}, "2026-12-10T17:00:00")).toEqual({ kind: "closed", reason: "Closed" });
    expect(state({ registrationCloses: "2026-12-08 23:00:00" }, "2026-12-08T23:00:00")).toEqual({
      kind: "closed",
      reason: "Closed",
    });
    // The waitlist closes with registration.
    expect(state({ currentAttendees: 40, waitlist: true }, "2026-12-10T18:00:00").kind).toBe("closed");
  });

  it("is closed for a cancelled or closed event, whatever the seats", () => {
    expect(state({ status: "Cancelled" })).toEqual({ kind: "closed", reason: "Cancelled" });
    expect(state({ status: "closed" })).toEqual({ kind: "closed", reason: "Closed" });
  });
});

describe("an event's questions", () => {
  it("are written back as the admin writes them", () => {
    const text = "Student ID\nT-shirt size: S, M, L\nDiet (optional)";
    const parsed = parseQuestions(text);
    if ("error" in parsed) throw new Error(parsed.error);
    expect(formatQuestions(parsed.value)).toBe(text);
  });

  it("written in Arabic: the Arabic comma separates choices, and '(اختياري)' marks a question optional", () => {
    const text = "المقاس: صغير، متوسط ، كبير (اختياري)\nالتخصص\nT-shirt: S، M (optional)";
    const parsed = parseQuestions(text);
    expect(parsed).toEqual({
      value: [
        { label: "المقاس", choices: ["صغير", "متوسط", "كبير"], required: false },
        { label: "التخصص", choices: null, required: true },
        { label: "T-shirt", choices: ["S", "M"], required: false },
      ],
    });
    if ("error" in parsed) throw new Error(parsed.error);
    // Written back as an Arabic admin wrote it.
    expect(formatQuestions(parsed.value)).toBe("المقاس: صغير، متوسط، كبير (اختياري)\nالتخصص\nT-shirt: S, M (optional)");
  });

  it("keep a choice once, and take a colon's text as choices", () => {
    expect(parseQuestions("Size: S, S, M ,")).toEqual({
      value: [{ label: "Size", choices: ["S", "M"], required: true }],
    });
  });
});

describe("a registration form as posted", () => {
  const questions = [
    { label: "Student ID", choices: null, required: true },
    { label: "T-shirt size", choices: ["S", "M", "L"], required: false },
    { label: "Diet", choices: null, required: false },
  ];
  const posted = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Sara", email: "sara@example.org", ...fields })) {
      form.append(name, value);
    }
    return readRegistration(form, questions, registrationFormWords(publicWords("en")));
  };

  it("takes an optional question left empty or blank as not answered", () => {
    for (const blank of ["", "   ", "\t\n"]) {
      expect(posted({ q0: "201912345", q1: blank, q2: blank })).toEqual({
        input: {
          name: "Sara",
          email: "sara@example.org",
          newsletter: false,
          answers: [
            { question: "Student ID", answer: "201912345" },
            { question: "T-shirt size", answer: "" },
            { question: "Diet", answer: "" },
          ],
        },
      });
    }
  });

  it("refuses a required question left blank, and a choice that is not one, next to the field", () => {
    const read = posted({ q0: "  ", q1: "XL", q2: "Vegetarian", newsletter: "on" });
    expect(read).toMatchObject({
      errors: { q0: ["Student ID is required"], q1: ["Choose one of: S, M, L"] },
    });
    expect("errors" in read && read.errors.q2).toBeFalsy();
  });

  it("reads each form by its event's questions as they are now, read after read", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Sara", email: "sara@example.org", q0: "1", q1: "XL" })) {
      form.append(name, value);
    }
    const words = registrationFormWords(publicWords("en"));
    const read = (asked: typeof questions) => readRegistration(form, asked, words);
    expect(read(questions)).toMatchObject({ errors: { q1: ["Choose one of: S, M, L"] } });
    const withXl = [
      questions[0],
      { ...questions[1], choices: ["S", "M", "L", "XL"] },
      questions[2],
    ] as typeof questions;
    expect(read(withXl)).toMatchObject({ input: { answers: [{ answer: "1" }, { answer: "XL" }, { answer: "" }] } });
    expect(read(questions)).toMatchObject({ errors: { q1: ["Choose one of: S, M, L"] } });
    const arabic = readRegistration(form, questions, registrationFormWords(publicWords("ar")));
    expect(arabic).toMatchObject({ errors: { q1: [expect.stringContaining("S، M، L")] } });
  });
});

describe("the mark of an event's questions", () => {
  const asked = [
    { label: "Student ID", choices: null, required: true },
    { label: "T-shirt size", choices: ["S", "M", "L"], required: false },
  ];
  it("is the same for the same questions, and another for any change to them", () => {
    expect(questionsMark(asked)).toBe(questionsMark(structuredClone(asked)));
    const changed = [
      [...asked].reverse(),
      [asked[0], { ...asked[1], required: true }],
      [asked[0], { ...asked[1], choices: ["S", "M", "L", "XL"] }],
      [{ ...asked[0], label: "University ID" }, asked[1]],
      [asked[0]],
      [],
    ];
    const marks = new Set([asked, ...changed].map((questions) => questionsMark(questions as typeof asked)));
    expect(marks.size).toBe(changed.length + 1);
  });
});

describe("door codes", () => {
  it("are six letters of Crockford's base 32, all different, printed in two halves", () => {
    const codes = distinctDoorCodes(2000);
    expect(new Set(codes).size).toBe(2000);
    expect(codes.every((code) => /^[0-9A-HJKMNP-TV-Z]{6}$/.test(code))).toBe(true);
    expect(writtenDoorCode("K7M4Q2")).toBe("K7M-4Q2");
  });

  it("read back however a volunteer types them", () => {
    for (const typed of ["K7M-4Q2", "k7m4q2", " k7m 4q2 ", "K7M–4Q2", "K٧M-٤Q٢", "K۷M-۴Q۲"]) {
      expect(doorCodeOf(typed)).toBe("K7M4Q2");
    }
    // O is 0, I and L are 1: the letters people take for digits.
    expect(doorCodeOf("OIL-ABC")).toBe("011ABC");
    // Wrong length, a letter the alphabet leaves out (U), or the QR code's long code: no door code.
    for (const typed of ["K7M-4Q", "K7M-4Q2X", "K7M-4QU", "", "AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB"]) {
      expect(doorCodeOf(typed)).toBeNull();
    }
  });
});

describe("digits typed on an Arabic or Persian keyboard", () => {
  it("read as the digits they are, and nothing else changes", () => {
    expect(latinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(latinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(latinDigits("الطابق ٣، غرفة 12")).toBe("الطابق 3، غرفة 12");
  });
});

describe("an Arabic page's registration form", () => {
  const questions = [
    { label: "Student ID", choices: null, required: true },
    { label: "T-shirt size", choices: ["S", "M"], required: true },
  ];
  const arabic = [
    { label: "الرقم الجامعي", choices: null, required: true },
    { label: "مقاس القميص", choices: ["صغير", "متوسط"], required: true },
  ];

  it("names the fields and the choices as the page asked them, and keeps the English answers", () => {
    const shown = questionsShown(questions, arabic, "ar");
    const words = registrationFormWords(publicWords("ar"));
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "", email: "sara", q0: "", q1: "XL" })) form.append(name, value);
    const read = readRegistration(form, questions, words, shown);
    expect("errors" in read && read.errors).toEqual({
      name: ["يُرجى إدخال الاسم الكامل"],
      email: ["يُرجى إدخال عنوان بريد إلكتروني صحيح"],
      q0: ["يُرجى إدخال الرقم الجامعي"],
      q1: ["اختر واحدًا مما يلي: صغير، متوسط"],
    });
    form.set("name", "سارة");
    form.set("email", "sara@example.org");
    form.set("q0", "201912345");
    form.set("q1", "M");
    const accepted = readRegistration(form, questions, words, shown);
    expect("input" in accepted && accepted.input.answers).toEqual([
      { question: "Student ID", answer: "201912345" },
      { question: "T-shirt size", answer: "M" },
    ]);
  });
});
