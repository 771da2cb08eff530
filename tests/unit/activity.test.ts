import { describe, expect, it } from "vitest";
import { activityKindLabels, activitySentence, fieldName, loggedValue } from "~/features/activity/record";
import { activityKinds, fieldChanges } from "~/features/activity/service/activity.server";

describe("the activity log's entries", () => {
  it("name every kind the log records", () => {
    expect(Object.keys(activityKindLabels).sort()).toEqual([...activityKinds].sort());
  });

  it("keep only the fields that changed, dates as ISO text and long text cut", () => {
    const at = new Date("2026-11-24T10:00:00Z");
    const before = { id: "1", version: 1, updatedAt: at, title: "A", date: at, tags: ["x"], bio: null };
    const after = {
      id: "1",
      version: 2,
      updatedAt: new Date(),
      title: "B",
      date: at,
      tags: ["x"],
      bio: "y".repeat(1200),
    };
    const changes = fieldChanges(before, after);
    expect(Object.keys(changes).sort()).toEqual(["bio", "title"]);
    expect(changes.title).toEqual({ from: "A", to: "B" });
    expect(String(changes.bio?.to)).toHaveLength(1001);
    expect(fieldChanges(null, { title: "New", when: at })).toEqual({
      title: { from: null, to: "New" },
      when: { from: null, to: "2026-11-24T10:00:00.000Z" },
    });
  });

  it("read as a sentence after their admin", () => {
    expect(activitySentence({ action: "updated", subjectType: "event", subjectTitle: "Rocketry Workshop" })).toBe(
      "updated event “Rocketry Workshop”",
    );
    expect(activitySentence({ action: "changed their password", subjectType: "", subjectTitle: null })).toBe(
      "changed their password",
    );
    expect(fieldName("positionOrder")).toBe("position order");
    expect([null, "", true, false, ["a", "b"], 3].map(loggedValue)).toEqual([
      "(empty)",
      "(empty)",
      "yes",
      "no",
      "a, b",
      "3",
    ]);
  });
});
