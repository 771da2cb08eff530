import type { PublicWords } from "../words";

/** The words of the contact page, in Arabic. */
export const contact: PublicWords["contact"] = {
  meta: {
    title: "تواصل معنا",
    description:
      "راسل نادي الطيران والفضاء في KFUPM: أسئلة عن العضوية أو الفعاليات أو المشاريع أو الشراكات. نرد عادةً خلال 24 ساعة.",
  },
  title: "تواصل معنا",
  description: "أسئلة أو أفكار أو شراكات: راسلنا وسيرد عليك الفريق.",
  formTitle: "أرسل لنا رسالة",
  fields: { name: "الاسم الكامل", email: "البريد الإلكتروني", subject: "الموضوع", message: "الرسالة" },
  send: "أرسل الرسالة",
  sending: "جارٍ الإرسال...",
  officeHours: "ساعات العمل",
  findUs: "موقعنا",
  noEmail: "استخدم النموذج: تصل رسالتك إلى الفريق التنفيذي كله.",
  failed: { title: "خطأ", description: "تعذّر إرسال الرسالة. يُرجى المحاولة لاحقًا." },
};
