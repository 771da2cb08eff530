import type { mail as english } from "../en/mail";
import type { Words } from "../words";

/**
 * The words of the emails a registration made on an Arabic page causes, and of the Arabic
 * calendar files, in Arabic. `{event}` stands for the event's title.
 */
export const mail: Words<typeof english> = {
  hello: "مرحبًا،",
  typedHeading: "كما كُتب في نموذج التسجيل:",
  name: "الاسم",
  facts: { when: "الموعد", where: "المكان", page: "صفحة الفعالية" },
  door: {
    alt: "رمز QR الخاص بك للدخول",
    code: "رمز الدخول",
    withCode: "أظهِر رمز QR في هذه الرسالة عند الباب، أو اذكر رمز الدخول المكتوب تحته (أو اسمك).",
    withoutCode: "أظهِر رمز QR في هذه الرسالة عند الباب (أو اذكر اسمك).",
  },
  cancelLink: "إلغاء تسجيلي",
  leaveWaitlistLink: "مغادرة قائمة الانتظار",
  confirmed: {
    registered: {
      subject: "تأكيد التسجيل: {event}",
      opening: "تم تسجيلك في {event}، ومقعدك محجوز لك.",
    },
    again: {
      subject: "تأكيد التسجيل: {event}",
      opening:
        "أدخل أحدهم، وأغلب الظن أنه أنت، هذا البريد في نموذج التسجيل في {event} مرة أخرى. أنت مسجَّل من قبل، وهذا تأكيد تسجيلك مجددًا.",
    },
    promoted: {
      subject: "أصبح لك مقعد: {event}",
      opening: "شغر مقعد وأصبح لك: أنت الآن مسجَّل في {event}.",
    },
    reminder: {
      subject: "غدًا: {event}",
      opening: "نذكّرك بأن {event} غدًا، ويسعدنا لقاؤك.",
    },
    invitation: "أرفقنا دعوة التقويم: أضِفها إلى تقويمك.",
    cancelAsk: "لن تتمكن من الحضور؟ ألغِ تسجيلك من فضلك ليحظى غيرك بمقعدك.",
  },
  waitlisted: {
    subject: "في قائمة الانتظار: {event}",
    placed:
      "اكتمل العدد في {event}، فأضفناك إلى قائمة الانتظار برقم {position}. إن شغر مقعد قبل إغلاق التسجيل فهو لأول من في القائمة، وسنراسلك فور أن يصبح لك.",
    again:
      "أدخل أحدهم، وأغلب الظن أنه أنت، هذا البريد في نموذج التسجيل في {event} مرة أخرى. أنت في قائمة الانتظار من قبل برقم {position}. إن شغر مقعد قبل إغلاق التسجيل فهو لأول من في القائمة، وسنراسلك فور أن يصبح لك.",
    leave: "غيّرت رأيك؟ غادر قائمة الانتظار من الرابط أدناه.",
  },
  changed: {
    subject: "تعديل: {event}",
    text: "طرأ تعديل على {event}. هذه تفاصيلها كما أصبحت، ومقعدك ما زال محجوزًا لك.",
    invitation: "دعوة التقويم المرفقة تحدّث الموعد في تقويمك.",
  },
  eventCancelled: {
    subject: "إلغاء: {event}",
    text: "نأسف لإبلاغك بإلغاء {event}. ينتهي تسجيلك بإلغائها، والملف المرفق يحذفها من تقويمك.",
  },
  registrationCancelled: {
    leftSubject: "مغادرة قائمة الانتظار: {event}",
    cancelledSubject: "إلغاء التسجيل: {event}",
    leftByAttendee: "غادرت قائمة الانتظار في {event} كما طلبت. شكرًا لإبلاغنا.",
    cancelledByAttendee: "أُلغي تسجيلك في {event} كما طلبت. شكرًا لإبلاغنا.",
    leftByClub: "ألغى النادي مكانك في قائمة الانتظار في {event}. راسلنا إن كان في ذلك خطأ.",
    cancelledByClub: "ألغى النادي تسجيلك في {event}. راسلنا إن كان في ذلك خطأ.",
  },
  attendeeMessage: {
    subject: "{subject} · {event}",
    why: "تصلك هذه الرسالة لأنك مسجَّل في {event}.",
  },
  calendar: {
    name: "فعاليات {club}",
    registration: "التسجيل",
  },
  cards: { news: "خبر", project: "مشروع", newsletter: "النشرة البريدية" },
};
