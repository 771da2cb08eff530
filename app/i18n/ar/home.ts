import type { PublicWords } from "../words";

/** The words of the home page and the membership page, in Arabic. */
export const home: PublicWords["home"] = {
  meta: {
    title: "الرئيسية",
    description:
      "نادي طلاب هندسة الطيران والفضاء في KFUPM: صواريخ وأقمار صناعية وطائرات مسيّرة، والطلاب الذين يبنونها. الفعاليات والمشاريع والأخبار وطرق الانضمام.",
  },
  university: "جامعة الملك فهد للبترول والمعادن",
  exploreProjects: "استكشف المشاريع",
  upcomingEvents: "الفعاليات القادمة",
  joinClub: "انضم إلى النادي",
  news: { title: "أحدث الأخبار", subtitle: "آخر ما أنجزه النادي.", link: "كل الأخبار" },
  events: { title: "الفعاليات القادمة", subtitle: "ورش عمل ومسابقات ومحاضرات.", link: "كل الفعاليات" },
  projects: { title: "مشاريعنا", subtitle: "ما تصممه فرقنا وتبنيه وتطلقه.", link: "كل المشاريع" },
  awards: {
    name: "الجوائز",
    awardsAiaa: "جوائز AIAA",
    awardsNasa: "مسابقات NASA",
    awardsDesign: "جوائز التصميم",
    awardsInnovation: "جوائز الابتكار",
  },
  membership: {
    meta: {
      title: "العضوية",
      openDescription: "كيف تصبح عضوًا في نادي KFUPM للطيران والفضاء: باب التقديم مفتوح.",
      soonDescription: "كيف تصبح عضوًا في نادي KFUPM للطيران والفضاء: يُفتح باب التقديم قريبًا.",
    },
    title: "العضوية",
    description: "انضم إلى فرق مشاريع النادي وورش عمله وفعالياته.",
    open: "باب التقديم مفتوح.",
    welcome: "نرحب بكل طالب يريد أن يبني ويطير ويتعلم معنا، أيًّا كان تخصصه أو سنته الدراسية.",
    apply: "قدّم الآن",
  },
};
