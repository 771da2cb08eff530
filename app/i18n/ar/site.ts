import type { PublicWords } from "../words";

/** The words of the site's frame on every public page, in Arabic. */
export const site: PublicWords["site"] = {
  skipToContent: "انتقل إلى المحتوى",
  nav: {
    home: "الرئيسية",
    about: "عن النادي",
    people: "فريقنا",
    events: "الفعاليات",
    projects: "المشاريع",
    news: "الأخبار",
    gallery: "معرض الصور",
    resources: "المصادر",
    contact: "تواصل معنا",
    membership: "العضوية",
  },
  navNames: { main: "القائمة الرئيسية", mobile: "قائمة الجوال", footer: "روابط التذييل" },
  menu: { open: "افتح القائمة", close: "أغلق القائمة", title: "القائمة", description: "التنقل في الموقع" },
  theme: { toDark: "التبديل إلى الوضع الداكن", toLight: "التبديل إلى الوضع الفاتح" },
  footer: {
    newsletter: "النشرة البريدية",
    newsletterNote: "فعالياتنا وأخبارنا، مرة في الشهر.",
    pastIssues: "الأعداد السابقة",
    quickLinks: "روابط سريعة",
    resources: "المصادر",
    comingSoon: "قريبًا",
    resourceTopics: {
      studyMaterials: "مواد دراسية",
      careerCenter: "مركز التوظيف",
      industryLinks: "روابط مع الصناعة",
      researchPapers: "أوراق بحثية",
      competitionGuidelines: "أدلة المسابقات",
      safetyProtocols: "إجراءات السلامة",
    },
    contact: "تواصل",
    sendMessage: "أرسل لنا رسالة",
    copyright: "© {year} {club}. جميع الحقوق محفوظة.",
    privacy: "سياسة الخصوصية",
    terms: "شروط الاستخدام",
    accessibility: "إمكانية الوصول",
  },
};
