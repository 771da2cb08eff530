import type { newsletterMail as english } from "../en/newsletter-mail";
import type { Words } from "../words";

/** The words of the newsletter's emails, in Arabic. */
export const newsletterMail: Words<typeof english> = {
  confirmation: {
    subject: "أكّد اشتراكك في النشرة البريدية من {club}",
    hello: "مرحبًا،",
    ask: "طُلب إرسال النشرة البريدية من {club} إلى هذا العنوان. لتؤكد أنه عنوانك وأنك تريد استلامها، افتح هذا الرابط:",
    button: "تأكيد اشتراكي",
    notYou: "إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يُرسَل إليك شيء، وسيُحذف العنوان بعد {days} يومًا.",
  },
  issue: {
    kicker: "{club} · النشرة البريدية",
    why: "تصلك هذه الرسالة لأنك اشتركت في النشرة البريدية من {club} وأكّدت عنوانك.",
    webVersion: "اقرأها على الموقع",
    leave: "إلغاء الاشتراك",
  },
};
