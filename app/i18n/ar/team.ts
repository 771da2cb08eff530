import type { PublicWords } from "../words";

/** The words of the club's people section, in Arabic. */
export const team: PublicWords["team"] = {
  title: "فريقنا",
  subtitle: "الطلاب الذين يديرون النادي.",
  empty: "سنعرّفكم بفريقنا هنا قريبًا.",
  executives: "الفريق التنفيذي",
  departmentHeads: "رؤساء الأقسام",
};
