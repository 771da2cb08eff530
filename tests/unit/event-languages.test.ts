import { describe, expect, it } from "vitest";
import { demoEvents } from "~/features/demo/content";
import { eventsCollection } from "~/features/events/collection";
import { parseQuestions, type Question, questionsMismatch, questionsShown } from "~/features/events/questions";

const english: Question[] = [
  { label: "Student ID", choices: null, required: true },
  { label: "T-shirt size", choices: ["S", "M", "L"], required: true },
  { label: "Diet", choices: null, required: false },
];
const arabic: Question[] = [
  { label: "الرقم الجامعي", choices: null, required: true },
  { label: "مقاس القميص", choices: ["صغير", "وسط", "كبير"], required: true },
  { label: "النظام الغذائي", choices: null, required: false },
];

describe("an event's questions in Arabic", () => {
  it("must ask the English ones: as many, each of the same kind, choices and need", () => {
    expect(questionsMismatch(english, arabic)).toBeNull();
    expect(questionsMismatch(english, [])).toBeNull();
    expect(questionsMismatch(english, arabic.slice(0, 2))).toBe(
      "Arabic questions must match the English ones: 3 in English and 2 in Arabic",
    );
    const fewer = arabic.map((q, i) => (i === 1 ? { ...q, choices: ["صغير", "كبير"] } : q));
    expect(questionsMismatch(english, fewer)).toBe(
      "Arabic questions must match the English ones: question 2 has 3 choices in English and 2 in Arabic",
    );
    const text = arabic.map((q, i) => (i === 1 ? { ...q, choices: null } : q));
    expect(questionsMismatch(english, text)).toBe(
      "Arabic questions must match the English ones: question 2 is a choice in English and a text answer in Arabic",
    );
    const required = arabic.map((q, i) => (i === 2 ? { ...q, required: true } : q));
    expect(questionsMismatch(english, required)).toBe(
      "Arabic questions must match the English ones: question 3 is optional in English and required in Arabic",
    );
  });

  it("are refused by the event's form next to their field when they do not match", () => {
    const form = {
      title: "Rocket Workshop",
      description: "Build a rocket.",
      date: "2026-12-03",
      time: "17:00",
      location: "Building 22",
      questions: "Student ID\nT-shirt size: S, M, L",
    };
    expect(
      eventsCollection.schema.safeParse({ ...form, questionsAr: "الرقم الجامعي\nالمقاس: صغير، كبير" }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ["questionsAr"],
        message: "Arabic questions must match the English ones: question 2 has 3 choices in English and 2 in Arabic",
      }),
    ]);
    const saved = eventsCollection.schema.safeParse({ ...form, questionsAr: "الرقم الجامعي\nالمقاس: صغير، وسط، كبير" });
    expect(saved.success && saved.data.questionsAr).toEqual([
      { label: "الرقم الجامعي", choices: null, required: true },
      { label: "المقاس", choices: ["صغير", "وسط", "كبير"], required: true },
    ]);
  });

  it("are asked on an Arabic page by position, posting the English choices", () => {
    const shown = questionsShown(english, arabic, "ar");
    expect(shown[1]).toEqual({
      label: "مقاس القميص",
      choices: [
        { value: "S", label: "صغير" },
        { value: "M", label: "وسط" },
        { value: "L", label: "كبير" },
      ],
      required: true,
      english: false,
    });
    // None written: the English questions, marked as English.
    expect(questionsShown(english, [], "ar").map((q) => [q.label, q.english])).toEqual([
      ["Student ID", true],
      ["T-shirt size", true],
      ["Diet", true],
    ]);
    // An English page never asks in Arabic.
    expect(questionsShown(english, arabic, "en").map((q) => [q.label, q.english])).toEqual([
      ["Student ID", false],
      ["T-shirt size", false],
      ["Diet", false],
    ]);
  });
});

describe("the demo club's events", () => {
  it("ask their Arabic questions as the English ones, and one stays in English to show the fallback", () => {
    for (const event of demoEvents) {
      if (!event.onSite?.questionsAr) continue;
      const english = parseQuestions(event.onSite.questions);
      const arabic = parseQuestions(event.onSite.questionsAr);
      if ("error" in english || "error" in arabic) throw new Error(`${event.title}: questions not read`);
      expect(questionsMismatch(english.value, arabic.value), event.title).toBeNull();
    }
    expect(demoEvents.filter((event) => !event.arabic).length).toBe(1);
  });
});
