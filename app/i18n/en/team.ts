/** The words of the club's people section, in English. */
export const team = {
  title: "Our People",
  subtitle: "The students who run the club.",
  /** Not in the spec: the section of a club that has not added its team yet. */
  empty: "Our team will be introduced here soon.",
  executives: "Executive Team",
  departmentHeads: "Department Heads",
} as const;
