import type { PublicWords } from "../words";

/** The words of the gallery, in Arabic. */
export const gallery: PublicWords["gallery"] = {
  meta: {
    title: "معرض الصور",
    description:
      "صور ومقاطع فيديو لعمليات الإطلاق والمسابقات وورش العمل والمختبرات وأعضاء نادي الطيران والفضاء في KFUPM.",
  },
  title: "معرض الصور",
  description: "أيام الإطلاق والمسابقات وورش العمل، والفريق الذي يقف وراءها.",
  listLabel: "معرض الصور",
  empty: "لا توجد عناصر في المعرض حاليًا.",
  filterLabel: "التصفية حسب الفئة",
  filters: {
    all: "الكل",
    general: "عام",
    projects: "المشاريع",
    events: "الفعاليات",
    competitions: "المسابقات",
    facilities: "المرافق",
    achievements: "الإنجازات",
    team: "الفريق",
  },
  showing: {
    zero: "عرض {shown} من أصل {count} عنصر",
    one: "عرض {shown} من أصل عنصر واحد",
    two: "عرض {shown} من أصل عنصرين",
    few: "عرض {shown} من أصل {count} عناصر",
    many: "عرض {shown} من أصل {count} عنصرًا",
    other: "عرض {shown} من أصل {count} عنصر",
  },
  categories: {
    general: "عام",
    projects: "المشاريع",
    events: "الفعاليات",
    competitions: "المسابقات",
    facilities: "المرافق",
    achievements: "الإنجازات",
    team: "الفريق",
  },
  video: "فيديو",
  videoUnavailable: "تعذّر تشغيل الفيديو",
};
