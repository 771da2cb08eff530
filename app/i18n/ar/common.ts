import type { PublicWords } from "../words";

/** The words of the parts many public pages share, in Arabic. */
export const common: PublicWords["common"] = {
  notFound: {
    title: "الصفحة غير موجودة",
    text: "عذرًا، لم نعثر على هذه الصفحة",
    home: "العودة إلى الرئيسية",
  },
  pageError: {
    title: "حدث خطأ ما",
    text: "يُرجى المحاولة مرة أخرى بعد قليل.",
    home: "العودة إلى الرئيسية",
  },
  fieldErrors: {
    required: "يُرجى إدخال {label}",
    tooLong: "{label}: الحد الأقصى {max} من الأحرف",
    notAllowed: "في {label} رموز غير مسموح بها",
    invalidEmail: "يُرجى إدخال عنوان بريد إلكتروني صحيح",
    chooseOne: "اختر واحدًا مما يلي: {choices}",
    choiceSeparator: "، ",
  },
  englishOnly: "لم يُكتب هذا النص بالعربية بعد، فهو معروض بالإنجليزية.",
  newTab: "(يفتح في علامة تبويب جديدة)",
  readMore: "عرض المزيد",
  readLess: "عرض أقل",
  share: {
    heading: "شارك",
    button: "مشاركة",
    copyLink: "نسخ الرابط",
    email: "البريد الإلكتروني",
    copied: { title: "تم نسخ الرابط", description: "رابط الصفحة جاهز للصقه." },
    copyFailed: {
      title: "تعذّر نسخ الرابط",
      description: "انسخ الرابط من شريط العنوان في المتصفح.",
    },
  },
  followUs: "تابعونا",
  loading: {
    events: "جارٍ تحميل الفعاليات",
    projects: "جارٍ تحميل المشاريع",
    news: "جارٍ تحميل الأخبار",
    gallery: "جارٍ تحميل معرض الصور",
  },
  toasts: { label: "الإشعارات", close: "إغلاق الإشعار" },
};
