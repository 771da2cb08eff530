import type { PublicWords } from "../words";

/** The words of the events list, an event's page and its card, in Arabic. */
export const events: PublicWords["events"] = {
  meta: {
    title: "الفعاليات",
    description:
      "ورش العمل والمسابقات والندوات واللقاءات في نادي KFUPM للطيران والفضاء: مواعيدها وأماكنها وطريقة التسجيل.",
  },
  title: "الفعاليات",
  description: "ورش عمل ومسابقات ومحاضرات ولقاءات: كل ما ينظمه النادي، مرتبًا من الأقرب موعدًا.",
  listName: "الفعاليات",
  upcoming: "الفعاليات القادمة",
  past: "فعاليات سابقة",
  empty: { title: "لا توجد فعاليات حاليًا", description: "تابعنا قريبًا لمعرفة الفعاليات القادمة!" },
  emptyUpcoming: "لا توجد فعاليات قادمة في الوقت الحالي.",
  loadFailed: { title: "خطأ", description: "تعذّر تحميل الفعاليات" },
  types: {
    workshop: "ورشة عمل",
    competition: "مسابقة",
    seminar: "ندوة",
    meeting: "اجتماع",
    speaker: "متحدث ضيف",
  },
  statuses: {
    open: "مفتوحة",
    members_only: "للأعضاء فقط",
    full: "مكتملة",
    cancelled: "ملغاة",
    closed: "مغلقة",
    active: "نشطة",
    in_progress: "جارية",
    completed: "منتهية",
  },
  facts: {
    date: "التاريخ",
    time: "الوقت",
    location: "المكان",
    attendees: "الحضور",
    attendeesUnit: "مشارك",
    mapLink: "(الخريطة، تفتح في علامة تبويب جديدة)",
  },
  page: {
    back: "كل الفعاليات",
    factsName: "الموعد والمكان والتسجيل",
    calendarName: "التقويم والمشاركة",
    addToCalendar: "أضف إلى التقويم",
    calendarFile: "ملف تقويم (.ics)",
    googleCalendar: "تقويم Google",
    others: "فعاليات قادمة أخرى",
  },
};
