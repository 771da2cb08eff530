import type { PublicWords } from "../words";

/** The notice of a page whose content is not published yet, in Arabic. */
export const placeholder: PublicWords["placeholder"] = {
  notice: "هذه الصفحة للعرض فقط.",
  soon: "ستتوفر المعلومات قريبًا.",
};
