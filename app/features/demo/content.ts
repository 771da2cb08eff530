import type { EventStatus, EventType } from "~/features/events/vocabulary";
import type { GalleryCategory, MediaType } from "~/features/gallery/vocabulary";
import type { ProjectCategory, ProjectStatus } from "~/features/projects/vocabulary";
import type { Bucket } from "~/lib/media";

/**
 * The demo club: what a new installation shows until the admins replace it. Dates are given in
 * days from the day of seeding so that upcoming events stay upcoming.
 */

/** A media file shipped in demo/media/<bucket>/<file>, copied into storage when seeding. */
export interface DemoMedia {
  bucket: Bucket;
  file: string;
}

export interface DemoEvent {
  title: string;
  description: string;
  type: EventType;
  status: EventStatus;
  inDays: number;
  time: string;
  location: string;
  currentAttendees: number;
  maxAttendees: number | null;
  registrationLink: string | null;
  linkEnabled: boolean;
  buttonText?: string;
  image?: DemoMedia;
  /** Registration on the site, with its questions as the admin writes them, and who registered. */
  onSite?: {
    questions: string;
    /** The same questions in Arabic, as the admin writes them. */
    questionsAr?: string;
    waitlist: boolean;
    registrants: { name: string; email: string; answers: string[] }[];
  };
  /** The event's texts in Arabic; none, and the Arabic pages show the English ones. */
  arabic?: { title: string; description: string; location: string; buttonText?: string };
}

const register = (slug: string) => `https://forms.example.org/kfupm-aero/${slug}`;

export const demoEvents: DemoEvent[] = [
  {
    title: "General Assembly & Project Fair",
    description:
      "Meet the executive team, hear this semester's plans and walk the project fair: every project team shows what it builds and which skills it is looking for. New members welcome; refreshments served.",
    type: "meeting",
    status: "open",
    inDays: 4,
    time: "19:00",
    location: "Student Center, Hall B",
    currentAttendees: 86,
    maxAttendees: 150,
    registrationLink: register("general-assembly"),
    linkEnabled: false,
    arabic: {
      title: "الجمعية العامة ومعرض المشاريع",
      description:
        "تعرّف على الفريق التنفيذي، واستمع إلى خطط هذا الفصل، وتجوّل في معرض المشاريع: يعرض كل فريق ما يبنيه والمهارات التي يبحث عنها. الأعضاء الجدد مرحَّب بهم، والضيافة مقدَّمة.",
      location: "المركز الطلابي، القاعة ب",
    },
  },
  {
    title: "CubeSat Subsystems Hands-on Session",
    description:
      "Assemble and test a 1U CubeSat engineering model: power board, on-board computer and UHF radio. You will leave knowing how the subsystems talk to each other and how we test them before flight.",
    type: "workshop",
    status: "full",
    inDays: 8,
    time: "15:30",
    location: "Space Systems Lab, Building 63",
    currentAttendees: 30,
    maxAttendees: 30,
    registrationLink: register("cubesat-hands-on"),
    linkEnabled: true,
    image: { bucket: "gallery", file: "cubesat-assembly.webp" },
    arabic: {
      title: "جلسة تطبيقية على الأنظمة الفرعية للقمر المكعّب",
      description:
        "جمِّع نموذجًا هندسيًا لقمر مكعّب بحجم 1U واختبره: لوحة الطاقة والحاسوب المدمج وجهاز راديو UHF. ستخرج وأنت تعرف كيف تتخاطب الأنظمة الفرعية فيما بينها، وكيف نختبرها قبل الإطلاق.",
      location: "مختبر الأنظمة الفضائية، المبنى 63",
    },
  },
  {
    title: "Rocket Propulsion Fundamentals Workshop",
    description:
      "From the rocket equation to nozzle design: a two-hour workshop on solid, liquid and hybrid motors, with a live look at the data from our hybrid engine's last static fire. No prior knowledge needed.",
    type: "workshop",
    status: "open",
    inDays: 11,
    time: "17:00",
    location: "Building 22, Room 132",
    currentAttendees: 34,
    maxAttendees: 40,
    registrationLink: register("propulsion-workshop"),
    linkEnabled: true,
    image: { bucket: "projects", file: "rocket-engine.webp" },
    arabic: {
      title: "ورشة أساسيات الدفع الصاروخي",
      description:
        "من معادلة الصاروخ إلى تصميم الفوهة: ورشة مدتها ساعتان عن المحركات الصلبة والسائلة والهجينة، مع نظرة حية على بيانات آخر اختبار إشعال ثابت لمحركنا الهجين. لا تلزمك أي معرفة مسبقة.",
      location: "المبنى 22، القاعة 132",
    },
  },
  {
    title: "Drone Racing Night",
    description:
      "An evening of first-person-view drone racing on an indoor track. Postponed: the sports hall is closed for maintenance, and a new date will be announced here.",
    type: "competition",
    status: "cancelled",
    inDays: 15,
    time: "20:00",
    location: "Indoor Sports Hall",
    currentAttendees: 22,
    maxAttendees: 32,
    registrationLink: register("drone-racing"),
    linkEnabled: true,
    buttonText: "Join the Race",
    arabic: {
      title: "ليلة سباق الطائرات المسيّرة",
      description:
        "أمسية لسباق الطائرات المسيّرة بنظام الرؤية من منظور الطيار على مضمار داخلي. أُجّلت الأمسية لأن الصالة الرياضية مغلقة للصيانة، وسنعلن موعدها الجديد هنا.",
      location: "الصالة الرياضية المغلقة",
      buttonText: "انضم إلى السباق",
    },
  },
  {
    title: "AIAA Design/Build/Fly Team Kickoff",
    description:
      "The club enters AIAA Design/Build/Fly again this year. Come to the kickoff to read the new mission rules together, form the sub-teams and set the build schedule for the radio-controlled aircraft.",
    type: "competition",
    status: "open",
    inDays: 19,
    time: "16:00",
    location: "Aerospace Lab, Building 63",
    currentAttendees: 18,
    maxAttendees: 25,
    registrationLink: register("dbf-kickoff"),
    linkEnabled: true,
    buttonText: "Apply to Join",
    arabic: {
      title: "انطلاق فريق مسابقة AIAA للتصميم والبناء والطيران",
      description:
        "يشارك النادي هذا العام مجددًا في مسابقة AIAA للتصميم والبناء والطيران (Design/Build/Fly). احضر لقاء الانطلاق لنقرأ معًا قواعد المهمة الجديدة، ونشكّل الفرق الفرعية، ونضع جدول بناء الطائرة المُوجَّهة لاسلكيًا.",
      location: "مختبر الطيران، المبنى 63",
      buttonText: "قدّم للانضمام",
    },
  },
  {
    title: "Flight Simulator Night",
    description:
      "Fly a full-motion airliner simulator with the club's pilots: a short briefing on instruments and approach procedures, then your turn at the controls to land at Dammam in crosswind. Register here on the site; seats are limited by simulator time.",
    type: "workshop",
    status: "open",
    inDays: 22,
    time: "19:30",
    location: "Flight Simulation Lab, Building 63",
    currentAttendees: 6,
    maxAttendees: 24,
    registrationLink: null,
    linkEnabled: false,
    buttonText: "Book a Seat",
    onSite: {
      questions: "Student ID\nMajor\nSimulator experience: None, Some, A lot (optional)",
      questionsAr: "الرقم الجامعي\nالتخصص\nخبرتك في المحاكي: لا خبرة، بعض الخبرة، خبرة كبيرة (اختياري)",
      waitlist: true,
      registrants: [
        {
          name: "Hamad Al-Rashid",
          email: "hamad.rashid@example.org",
          answers: ["201912345", "Aerospace Engineering", "Some"],
        },
        {
          name: "Maha Al-Sulami",
          email: "maha.sulami@example.org",
          answers: ["202011223", "Mechanical Engineering", "None"],
        },
        {
          name: "Turki Al-Qarni",
          email: "turki.qarni@example.org",
          answers: ["202104567", "Aerospace Engineering", "A lot"],
        },
        {
          name: "Dana Al-Malki",
          email: "dana.malki@example.org",
          answers: ["202203344", "Electrical Engineering", ""],
        },
        { name: "Saud Al-Enezi", email: "saud.enezi@example.org", answers: ["201899001", "Physics", "None"] },
        {
          name: "Joud Al-Harthi",
          email: "joud.harthi@example.org",
          answers: ["202310101", "Aerospace Engineering", "Some"],
        },
      ],
    },
    arabic: {
      title: "ليلة محاكي الطيران",
      description:
        "جرّب قيادة محاكي طائرة ركاب بحركة كاملة مع طياري النادي: إيجاز قصير عن أجهزة القيادة وإجراءات الاقتراب، ثم يحين دورك لتهبط في مطار الدمام والرياح جانبية. سجّل هنا في الموقع؛ فالمقاعد محدودة بوقت المحاكي.",
      location: "مختبر محاكاة الطيران، المبنى 63",
      buttonText: "احجز مقعدك",
    },
  },
  {
    title: "Careers in Space: Industry Seminar",
    description:
      "Engineers from the region's space and aviation industry talk about their first jobs, the skills that mattered and the internships open to students this summer, followed by an open Q&A.",
    type: "seminar",
    status: "open",
    inDays: 26,
    time: "18:30",
    location: "Main Auditorium, Building 54",
    currentAttendees: 142,
    maxAttendees: null,
    registrationLink: register("careers-in-space"),
    linkEnabled: true,
  },
  {
    title: "Guest Lecture: Hypersonic Flight",
    description:
      "A visiting professor of aerospace engineering on the physics of flight above Mach 5: shock layers, heating and the materials that survive them. Seats reserved for club members.",
    type: "speaker",
    status: "members_only",
    inDays: 33,
    time: "17:30",
    location: "Lecture Theatre 3, Building 24",
    currentAttendees: 47,
    maxAttendees: 80,
    registrationLink: null,
    linkEnabled: true,
    arabic: {
      title: "محاضرة ضيف: الطيران فرط الصوتي",
      description:
        "أستاذ زائر في هندسة الطيران والفضاء يحدّثنا عن فيزياء الطيران بسرعات تتجاوز 5 ماخ: طبقات الصدمة، والتسخين، والمواد التي تصمد أمامهما. المقاعد محجوزة لأعضاء النادي.",
      location: "قاعة المحاضرات 3، المبنى 24",
    },
  },
  {
    title: "Wind Tunnel Open Day",
    description:
      "Our low-speed wind tunnel, open to everyone: smoke visualisation over airfoils, live lift and drag readings, and a chance to test your own paper-plane design.",
    type: "workshop",
    status: "closed",
    inDays: -12,
    time: "10:00",
    location: "Fluid Mechanics Lab, Building 60",
    currentAttendees: 64,
    maxAttendees: 80,
    registrationLink: register("wind-tunnel-open-day"),
    linkEnabled: false,
    image: { bucket: "gallery", file: "wind-tunnel-test.webp" },
    arabic: {
      title: "اليوم المفتوح لنفق الرياح",
      description:
        "نفق الرياح منخفض السرعة لدينا مفتوح للجميع: تصوير تدفق الدخان حول المقاطع الجناحية، وقراءات حية لقوتي الرفع والسحب، وفرصة لاختبار تصميمك الخاص لطائرة ورقية.",
      location: "مختبر ميكانيكا الموائع، المبنى 60",
    },
  },
  {
    title: "Model Rocketry Launch Day",
    description:
      "Teams launched the rockets they built in the autumn workshop series; the highest apogee reached 412 m. Thanks to every volunteer on the range.",
    type: "competition",
    status: "closed",
    inDays: -38,
    time: "07:30",
    location: "University Field Range",
    currentAttendees: 57,
    maxAttendees: 60,
    registrationLink: null,
    linkEnabled: false,
    image: { bucket: "gallery", file: "launch-day.webp" },
    arabic: {
      title: "يوم إطلاق الصواريخ النموذجية",
      description:
        "أطلقت الفرق الصواريخ التي بنتها في سلسلة ورش الخريف، وبلغ أعلى ارتفاع 412 مترًا. شكرًا لكل متطوع في ميدان الإطلاق.",
      location: "ميدان الإطلاق الجامعي",
    },
  },
  {
    title: "Semester Welcome Meeting",
    description:
      "The first meeting of the semester: introductions, the year's calendar and sign-ups for project teams.",
    type: "meeting",
    status: "closed",
    inDays: -64,
    time: "19:00",
    location: "Student Center, Hall A",
    currentAttendees: 120,
    maxAttendees: 200,
    registrationLink: null,
    linkEnabled: false,
    arabic: {
      title: "لقاء الترحيب بالفصل الدراسي",
      description: "أول لقاء في الفصل الدراسي: تعارف، وجدول العام، والتسجيل في فرق المشاريع.",
      location: "المركز الطلابي، القاعة أ",
    },
  },
];

export interface DemoProject {
  title: string;
  description: string;
  category: ProjectCategory;
  status: ProjectStatus;
  technologies: string[];
  achievements: string[];
  teamSize: number | null;
  duration: string | null;
  image: DemoMedia;
  detailsLink: string | null;
  linkEnabled: boolean;
  buttonText?: string;
  /** How long ago the project was added, for the newest-first order. */
  createdDaysAgo: number;
  /** Its texts in Arabic, where written (the Arabic pages show the English of the others). */
  arabic?: {
    titleAr: string;
    descriptionAr?: string;
    achievementsAr?: string[];
    durationAr?: string;
    buttonTextAr?: string;
  };
}

export const demoProjects: DemoProject[] = [
  {
    title: "Falcon-1 CubeSat",
    description:
      "A 1U CubeSat that will measure the radiation environment in low Earth orbit with a student-designed dosimeter. The team designs the power system, on-board computer and UHF radio in house.",
    category: "satellite",
    status: "in_development",
    technologies: ["STM32", "FreeRTOS", "KiCad", "UHF radio", "MPPT solar power"],
    achievements: [
      "Engineering model passed random vibration testing",
      "Selected for the national CubeSat challenge finals",
    ],
    teamSize: 12,
    duration: "18 months",
    image: { bucket: "projects", file: "cubesat.webp" },
    detailsLink: "https://projects.example.org/kfupm-aero/falcon-1",
    linkEnabled: true,
    createdDaysAgo: 3,
    arabic: {
      titleAr: "القمر الصناعي المكعب «فالكون-1»",
      descriptionAr:
        "قمر صناعي مكعب بحجم وحدة واحدة (1U) يرصد بيئة الإشعاع في المدار الأرضي المنخفض بمقياس جرعات صممه طلاب النادي. ويصمم الفريق بنفسه منظومة الطاقة وحاسوب القمر وجهاز الاتصال اللاسلكي على نطاق UHF.",
      achievementsAr: [
        "اجتاز النموذج الهندسي اختبار الاهتزاز العشوائي",
        "تأهل إلى نهائيات المسابقة الوطنية للأقمار الصناعية المكعبة",
      ],
      durationAr: "18 شهرًا",
    },
  },
  {
    title: "Hybrid Rocket Engine Test Stand",
    description:
      "A nitrous-oxide / paraffin hybrid rocket engine and the instrumented test stand to fire it safely. Static fires measure thrust, chamber pressure and regression rate to validate our design tools.",
    category: "propulsion",
    status: "testing_phase",
    technologies: ["SolidWorks", "ANSYS Fluent", "LabVIEW", "Load cells", "Pressure transducers"],
    achievements: ["Five successful static fires", "Peak thrust of 1.2 kN measured"],
    teamSize: 9,
    duration: "2 years",
    image: { bucket: "projects", file: "rocket-engine.webp" },
    detailsLink: "https://projects.example.org/kfupm-aero/hybrid-engine",
    linkEnabled: true,
    createdDaysAgo: 10,
    arabic: {
      titleAr: "منصة اختبار محرك الصاروخ الهجين",
      descriptionAr:
        "محرك صاروخي هجين يعمل بأكسيد النيتروز وشمع البارافين، ومنصة اختبار مجهزة بأجهزة القياس لتشغيله بأمان. وتقيس تجارب الإشعال الثابت قوة الدفع وضغط غرفة الاحتراق ومعدل تآكل الوقود، لنتحقق بها من أدوات التصميم التي طورناها.",
      achievementsAr: ["خمس تجارب إشعال ثابت ناجحة", "قوة دفع قصوى بلغت 1.2 كيلونيوتن"],
      durationAr: "سنتان",
    },
  },
  {
    title: "Desert Hawk Fixed-Wing UAV",
    description:
      "A long-endurance fixed-wing drone for surveying desert terrain, with an autopilot tuned for hot, gusty air and a payload bay for a mapping camera.",
    category: "uav",
    status: "completed",
    technologies: ["ArduPilot", "Pixhawk", "XFLR5", "Carbon fibre", "Photogrammetry"],
    achievements: [
      "First place at the regional UAV challenge",
      "Two-hour endurance flight",
      "Mapped 4 km² in one sortie",
    ],
    teamSize: 8,
    duration: "14 months",
    image: { bucket: "projects", file: "uav.webp" },
    detailsLink: "https://projects.example.org/kfupm-aero/desert-hawk",
    linkEnabled: true,
    buttonText: "Read the Report",
    createdDaysAgo: 24,
    arabic: {
      titleAr: "الطائرة المسيّرة «صقر الصحراء» ذات الجناح الثابت",
      descriptionAr:
        "طائرة مسيّرة ذات جناح ثابت تطير ساعات طويلة لمسح التضاريس الصحراوية، بطيار آلي مضبوط على الهواء الحار كثير الهبّات، وحجرة حمولة تتسع لكاميرا رسم الخرائط.",
      achievementsAr: [
        "المركز الأول في تحدي الطائرات المسيّرة الإقليمي",
        "طيران متواصل لمدة ساعتين",
        "مسح 4 كم² في طلعة واحدة",
      ],
      durationAr: "14 شهرًا",
      buttonTextAr: "اقرأ التقرير",
    },
  },
  {
    title: "Red Dune Planetary Rover",
    description:
      "A rocker-bogie rover prototype for planetary exploration competitions: autonomous navigation over sand, a robotic arm and a soil-sampling drill.",
    category: "planetary_exploration",
    status: "prototype",
    technologies: ["ROS 2", "Raspberry Pi", "Lidar", "Rocker-bogie suspension"],
    achievements: ["Drove 1.5 km autonomously in field tests"],
    teamSize: 10,
    duration: "1 year",
    image: { bucket: "projects", file: "rover.webp" },
    detailsLink: null,
    linkEnabled: false,
    createdDaysAgo: 40,
    arabic: {
      titleAr: "المركبة الكوكبية «الكثيب الأحمر»",
      descriptionAr:
        "نموذج أولي لمركبة جوّالة بنظام تعليق «روكر-بوجي» لمسابقات استكشاف الكواكب: تشق طريقها على الرمال دون سائق، ولها ذراع آلية ومثقاب يأخذ عينات من التربة.",
      achievementsAr: ["قطعت 1.5 كم دون تدخل بشري في الاختبارات الميدانية"],
      durationAr: "سنة واحدة",
    },
  },
  {
    title: "Low-Speed Wind Tunnel",
    description:
      "An open-circuit wind tunnel with a 40 cm test section for teaching and for testing the club's wings and airfoils, with a six-component force balance and smoke visualisation.",
    category: "aerodynamics",
    status: "design_phase",
    technologies: ["Arduino", "Pitot tubes", "MATLAB", "Smoke visualisation"],
    achievements: ["Contraction and test-section design approved by the department's faculty review"],
    teamSize: 7,
    duration: "10 months",
    image: { bucket: "projects", file: "wind-tunnel.webp" },
    detailsLink: "https://projects.example.org/kfupm-aero/wind-tunnel",
    linkEnabled: true,
    createdDaysAgo: 55,
    arabic: {
      titleAr: "نفق الرياح منخفض السرعة",
      descriptionAr:
        "نفق رياح مفتوح الدورة بمقطع اختبار عرضه 40 سم، للتعليم ولاختبار أجنحة النادي ومقاطعها الهوائية، مزود بميزان قوى سداسي المركّبات وبتصوير لجريان الهواء بالدخان.",
      achievementsAr: ["أقرّت لجنة المراجعة من أعضاء هيئة التدريس بالقسم تصميم مقطع التضييق ومقطع الاختبار"],
      durationAr: "10 أشهر",
    },
  },
  {
    title: "Orbital Debris Tracking Telescope",
    description:
      "A small automated telescope that tracks satellites and debris passing over the Eastern Province and measures their orbits from the images it takes.",
    category: "space_surveillance",
    status: "in_progress",
    technologies: ["Python", "Astropy", "OpenCV", "Equatorial mount"],
    achievements: ["Tracked the International Space Station on its first night"],
    teamSize: 6,
    duration: "9 months",
    image: { bucket: "projects", file: "space-surveillance.webp" },
    detailsLink: "https://projects.example.org/kfupm-aero/debris-tracking",
    linkEnabled: true,
    createdDaysAgo: 70,
    // Its title alone is written in Arabic so far: its page shows the rest in English, and says so.
    arabic: { titleAr: "تلسكوب تتبع الحطام المداري" },
  },
];

export interface DemoArticle {
  title: string;
  content: string;
  excerpt: string;
  author: string;
  daysAgo: number;
  isPublished: boolean;
  image: DemoMedia | null;
  articleLink: string | null;
  linkText?: string;
  /** Its texts in Arabic, where written (the Arabic pages show the English of the others). */
  arabic?: { titleAr: string; excerptAr: string; contentAr: string; linkTextAr?: string };
}

export const demoArticles: DemoArticle[] = [
  {
    title: "Club Wins AIAA Regional Design Award",
    excerpt: "Our Desert Hawk UAV team took first place for design at the AIAA regional student conference.",
    content:
      "Our Desert Hawk UAV team took first place in the design category at the AIAA regional student conference. The judges singled out the team's thermal analysis of the avionics bay, which keeps the autopilot within its limits at 50 °C ambient, and the clear flight-test report. Eight students presented the aircraft, and three of them gave their first technical talk in English. The award comes with a grant that will fund the next airframe. Congratulations to the whole team, and thanks to our faculty advisor for the late nights in the lab.",
    author: "Media & Outreach Team",
    daysAgo: 4,
    isPublished: true,
    image: { bucket: "news", file: "aiaa-award.webp" },
    articleLink: "https://news.example.org/kfupm-aero/aiaa-award",
    arabic: {
      titleAr: "النادي يفوز بجائزة التصميم في مؤتمر AIAA الإقليمي",
      excerptAr:
        "حصد فريق الطائرة المسيّرة «صقر الصحراء» المركز الأول في فئة التصميم بالمؤتمر الطلابي الإقليمي لـ AIAA.",
      contentAr:
        "حصد فريق الطائرة المسيّرة «صقر الصحراء» المركز الأول في فئة التصميم بالمؤتمر الطلابي الإقليمي للمعهد الأمريكي للملاحة الجوية والفضاء (AIAA). وأشادت لجنة التحكيم بالتحليل الحراري الذي أجراه الفريق لحجرة إلكترونيات الطيران، إذ يُبقي الطيار الآلي ضمن حدود تشغيله في حرارة محيطة تبلغ 50 °م، وبوضوح تقرير اختبارات الطيران. وقدّم الطائرةَ ثمانية طلاب، ألقى ثلاثة منهم أول عرض تقني لهم باللغة الإنجليزية. وتأتي الجائزة مع منحة ستموّل هيكل الطائرة القادم. تهانينا للفريق كله، وشكرًا لمشرفنا الأكاديمي على الليالي الطويلة التي قضاها معنا في المختبر.",
    },
  },
  {
    title: "Falcon-1 CubeSat Passes Vibration Testing",
    excerpt: "The engineering model of Falcon-1 survived the launch vibration profile without a single failure.",
    content:
      "The engineering model of our Falcon-1 CubeSat survived the full launch vibration profile on the shaker table this week: random vibration at qualification levels on all three axes, followed by a functional test that found every subsystem healthy. It is the last major test before the design review, and it clears the way for building the flight model. The team now turns to thermal vacuum testing and to the ground station that will talk to the satellite once it is in orbit.",
    author: "Sara Al-Qahtani",
    daysAgo: 11,
    isPublished: true,
    image: { bucket: "news", file: "cubesat-launch.webp" },
    articleLink: "https://news.example.org/kfupm-aero/falcon-1-vibration",
    linkText: "Read the Test Report",
    arabic: {
      titleAr: "«فالكون-1» يجتاز اختبار الاهتزاز",
      excerptAr: "صمد النموذج الهندسي للقمر الصناعي «فالكون-1» أمام اهتزازات الإطلاق كلها دون عطل واحد.",
      contentAr:
        "صمد النموذج الهندسي لقمرنا الصناعي المكعب «فالكون-1» هذا الأسبوع أمام برنامج اهتزازات الإطلاق كاملًا على طاولة الاهتزاز: اهتزاز عشوائي بمستويات التأهيل على المحاور الثلاثة، تلاه اختبار وظيفي أثبت سلامة الأنظمة الفرعية جميعها. وهو آخر اختبار رئيسي قبل مراجعة التصميم، وبه يُفتح الطريق لبناء نموذج الطيران. ويتجه الفريق الآن إلى اختبار التفريغ الحراري، وإلى المحطة الأرضية التي ستتواصل مع القمر حين يبلغ مداره.",
      linkTextAr: "اقرأ تقرير الاختبار",
    },
  },
  {
    title: "New Aerospace Prototyping Lab Opens",
    excerpt: "A new lab gives club members 3D printers, a composites bench and a small electronics workshop.",
    content:
      "The club has a new home for building hardware. The aerospace prototyping lab in Building 63 gives members two large-format 3D printers, a composites bench with a vacuum-bagging station, and a small electronics workshop with soldering stations and an oscilloscope. Training sessions on each machine run every week; once trained, members can book the lab for their project teams. The lab was made possible by the Department of Aerospace Engineering and by the donations of our alumni.",
    author: "Abdullah Al-Harbi",
    daysAgo: 23,
    isPublished: true,
    image: { bucket: "news", file: "new-lab.webp" },
    articleLink: null,
    arabic: {
      titleAr: "افتتاح مختبر جديد للنماذج الأولية في الطيران والفضاء",
      excerptAr: "مختبر جديد يضع بين أيدي الأعضاء طابعات ثلاثية الأبعاد وطاولة للمواد المركّبة وورشة إلكترونيات صغيرة.",
      contentAr:
        "صار للنادي مكان جديد لبناء مشاريعه. فمختبر النماذج الأولية للطيران والفضاء في المبنى 63 يوفر للأعضاء طابعتين ثلاثيتي الأبعاد كبيرتين، وطاولة للمواد المركّبة فيها محطة للتشكيل بالتفريغ، وورشة إلكترونيات صغيرة بها محطات لحام وراسم إشارات. وتُعقد كل أسبوع دورات تدريبية على كل جهاز، ويستطيع من أتمّ التدريب من الأعضاء حجز المختبر لفريق مشروعه. وقد تحقق هذا المختبر بدعم من قسم هندسة الطيران والفضاء وبتبرعات خريجينا.",
    },
  },
  {
    title: "Propulsion Workshop Series: A Recap",
    excerpt: "Four evenings, ninety participants and one very loud static fire: what we covered this autumn.",
    content:
      "Four evenings, ninety participants and one very loud static fire. This autumn's propulsion workshop series took members from the rocket equation to the design of a conical nozzle, with a session on combustion stability led by our hybrid engine team. The slides and the worked examples are now in the club's resources folder. The spring series will go further into liquid engines and turbopumps; watch the events page for dates.",
    author: "Faisal Al-Mutairi",
    daysAgo: 37,
    isPublished: true,
    image: { bucket: "news", file: "workshop-recap.webp" },
    articleLink: null,
    arabic: {
      titleAr: "سلسلة ورش الدفع: حصيلة الموسم",
      excerptAr: "أربع أمسيات وتسعون مشاركًا وتجربة إشعال ثابت مدوّية: هذا ما تناولناه في الخريف.",
      contentAr:
        "أربع أمسيات، وتسعون مشاركًا، وتجربة إشعال ثابت مدوّية. فقد أخذت سلسلة ورش الدفع هذا الخريف الأعضاءَ من معادلة الصاروخ إلى تصميم فوهة مخروطية، ومنها جلسة عن استقرار الاحتراق قدّمها فريق المحرك الهجين. والعروض والأمثلة المحلولة متاحة الآن في مجلد موارد النادي. وستتعمق سلسلة الربيع في المحركات ذات الوقود السائل والمضخات التوربينية؛ تابعوا صفحة الفعاليات لمعرفة مواعيدها.",
    },
  },
  {
    title: "Industry Partnership Brings Internships to Members",
    excerpt: "A regional aerospace company will mentor two of our project teams and host summer interns.",
    content:
      "We are glad to announce a partnership with a regional aerospace engineering company. Over the coming year, its engineers will mentor the CubeSat and UAV teams through their design reviews, and the company will host four club members as summer interns. Applications open at the start of next semester; members who have contributed to a project team for at least one semester are eligible. Details will follow at the general assembly.",
    author: "Executive Committee",
    daysAgo: 52,
    isPublished: true,
    image: { bucket: "news", file: "industry-partnership.webp" },
    articleLink: "https://news.example.org/kfupm-aero/industry-partnership",
    linkText: "Partnership Details",
  },
  {
    title: "Sounding Rocket Program: Call for Members",
    excerpt: "We are starting a sounding rocket program aiming for 3 km apogee. Here is how to join.",
    content:
      "We are starting a sounding rocket program with a clear first goal: a two-stage rocket reaching three kilometres of apogee with a recovered payload. We need people for structures, avionics, recovery and propulsion, and for the paperwork that keeps a launch safe and legal. No experience is needed, only the time to learn. This article is a draft until the program is approved by the department.",
    author: "Omar Al-Dossary",
    daysAgo: 0,
    isPublished: false,
    image: { bucket: "news", file: "draft-rocketry.webp" },
    articleLink: null,
    arabic: {
      titleAr: "برنامج صواريخ السبر: دعوة للانضمام",
      excerptAr: "نطلق برنامجًا لصواريخ السبر يستهدف ارتفاعًا أقصى قدره 3 كم. إليك طريقة الانضمام.",
      contentAr:
        "نبدأ برنامجًا لصواريخ السبر بهدف أول واضح: صاروخ من مرحلتين يبلغ ارتفاعه الأقصى ثلاثة كيلومترات وتُستعاد حمولته سالمة. نحتاج إلى أعضاء للهياكل وإلكترونيات الطيران والاستعادة والدفع، وللأوراق التي تجعل الإطلاق آمنًا ونظاميًا. لا تُشترط خبرة سابقة، يكفي أن تجد الوقت لتتعلم. يبقى هذا المقال مسودة إلى أن يوافق القسم على البرنامج.",
    },
  },
];

export interface DemoGalleryItem {
  title: string;
  description: string | null;
  /** The Arabic title and description; an item without them shows the English on Arabic pages. */
  titleAr?: string;
  descriptionAr?: string;
  category: GalleryCategory;
  mediaType: MediaType;
  media: DemoMedia;
  daysAgo: number;
}

export const demoGallery: DemoGalleryItem[] = [
  {
    title: "Club Highlights",
    titleAr: "أبرز لحظات النادي",
    description: "A look at the club in motion.",
    descriptionAr: "لمحة عن النادي في أوج نشاطه.",
    category: "general",
    mediaType: "video",
    media: { bucket: "videos", file: "club-loop.mp4" },
    daysAgo: 2,
  },
  {
    title: "Under the Milky Way",
    titleAr: "تحت درب التبانة",
    description: "Astronomy night with the telescope team, far from the city lights.",
    descriptionAr: "ليلة رصد فلكي مع فريق التلسكوب، بعيدًا عن أضواء المدينة.",
    category: "general",
    mediaType: "image",
    media: { bucket: "gallery", file: "night-sky.webp" },
    daysAgo: 9,
  },
  {
    title: "Launch Day",
    titleAr: "يوم الإطلاق",
    description: "Model rockets on the pads at the university field range.",
    descriptionAr: "صواريخ نموذجية على منصاتها في ميدان الجامعة.",
    category: "events",
    mediaType: "image",
    media: { bucket: "gallery", file: "launch-day.webp" },
    daysAgo: 38,
  },
  {
    title: "Seminar Hall",
    titleAr: "قاعة الندوات",
    description: "A full house for the Careers in Space seminar.",
    descriptionAr: "القاعة ممتلئة في ندوة «مهن في الفضاء».",
    category: "events",
    mediaType: "image",
    media: { bucket: "gallery", file: "seminar-hall.webp" },
    daysAgo: 45,
  },
  {
    title: "Propulsion Workshop",
    titleAr: "ورشة الدفع",
    description: "Nozzle design, explained on the whiteboard.",
    descriptionAr: "شرح تصميم الفوهة على السبورة.",
    category: "events",
    mediaType: "image",
    media: { bucket: "gallery", file: "workshop-session.webp" },
    daysAgo: 36,
  },
  {
    title: "CubeSat Assembly",
    titleAr: "تجميع القمر الصناعي المكعب",
    description: "Integrating the Falcon-1 engineering model.",
    descriptionAr: "دمج النموذج الهندسي للقمر Falcon-1.",
    category: "projects",
    mediaType: "image",
    media: { bucket: "gallery", file: "cubesat-assembly.webp" },
    daysAgo: 14,
  },
  {
    title: "Rover Field Test",
    titleAr: "اختبار المركبة الجوّالة ميدانيًا",
    description: "Red Dune drives itself across the dunes north of campus.",
    descriptionAr: "المركبة Red Dune تشق طريقها ذاتيًا عبر الكثبان شمال الحرم الجامعي.",
    category: "projects",
    mediaType: "image",
    media: { bucket: "gallery", file: "rover-field-test.webp" },
    daysAgo: 27,
  },
  {
    title: "Rocket Lift-off",
    titleAr: "انطلاق صاروخ",
    description: "Slow-motion lift-off of a competition rocket.",
    descriptionAr: "انطلاق صاروخ مسابقات بالحركة البطيئة.",
    category: "competitions",
    mediaType: "video",
    media: { bucket: "gallery", file: "rocket-launch.mp4" },
    daysAgo: 33,
  },
  {
    title: "On Stage at the Regional Conference",
    description: null,
    category: "competitions",
    mediaType: "image",
    media: { bucket: "gallery", file: "competition-stage.webp" },
    daysAgo: 6,
  },
  {
    title: "Wind Tunnel Test",
    titleAr: "اختبار نفق الرياح",
    description: "Smoke lines over a wing section at 20 m/s.",
    descriptionAr: "خطوط الدخان فوق مقطع جناح بسرعة 20 م/ث.",
    category: "facilities",
    mediaType: "image",
    media: { bucket: "gallery", file: "wind-tunnel-test.webp" },
    daysAgo: 12,
  },
  {
    title: "The Clean Room",
    titleAr: "الغرفة النظيفة",
    description: "Where flight hardware is assembled.",
    descriptionAr: "هنا تُجمَّع الأجهزة المخصصة للطيران.",
    category: "facilities",
    mediaType: "image",
    media: { bucket: "gallery", file: "cleanroom.webp" },
    daysAgo: 60,
  },
  {
    title: "Design Award Trophy",
    titleAr: "كأس جائزة التصميم",
    description: "The AIAA regional design award, now on the lab shelf.",
    descriptionAr: "جائزة التصميم الإقليمية من AIAA، وقد استقرت على رف المختبر.",
    category: "achievements",
    mediaType: "image",
    media: { bucket: "gallery", file: "trophy.webp" },
    daysAgo: 4,
  },
  {
    title: "Desert Hawk in Flight",
    titleAr: "صقر الصحراء في الجو",
    description: "The two-hour endurance flight that won the regional UAV challenge.",
    descriptionAr: "رحلة التحمل التي دامت ساعتين وفازت بتحدي الطائرات المسيّرة الإقليمي.",
    category: "achievements",
    mediaType: "image",
    media: { bucket: "gallery", file: "drone-flight.webp" },
    daysAgo: 50,
  },
  {
    title: "The Team",
    titleAr: "الفريق",
    description: "Members and mentors after the general assembly.",
    descriptionAr: "الأعضاء والمرشدون بعد الجمعية العمومية.",
    category: "team",
    mediaType: "image",
    media: { bucket: "gallery", file: "team-photo.webp" },
    daysAgo: 20,
  },
  {
    title: "Hangar Visit",
    description: "Touring a maintenance hangar with our industry partner.",
    category: "team",
    mediaType: "image",
    media: { bucket: "gallery", file: "hangar-visit.webp" },
    daysAgo: 75,
  },
];

export interface DemoTeamMember {
  name: string;
  position: string;
  bio: string | null;
  /** The Arabic position and bio; without them Arabic pages show the English. */
  positionAr?: string;
  bioAr?: string;
  email: string | null;
  photo: DemoMedia | null;
  isExecutive: boolean;
  positionOrder: number;
}

const clubMail = (local: string) => `${local}@kfupm-aero.example.org`;

export const demoTeam: DemoTeamMember[] = [
  {
    name: "Abdullah Al-Harbi",
    position: "President",
    positionAr: "الرئيس",
    bioAr:
      "طالب في السنة الأخيرة من تخصص هندسة الطيران والفضاء؛ يرسم توجهات النادي ويقود شراكاته مع القسم وقطاع الصناعة.",
    bio: "Senior in aerospace engineering; leads the club's strategy and its partnerships with the department and industry.",
    email: clubMail("president"),
    photo: { bucket: "team", file: "portrait-1.webp" },
    isExecutive: true,
    positionOrder: 1,
  },
  {
    name: "Sara Al-Qahtani",
    position: "Vice President",
    positionAr: "نائبة الرئيس",
    bioAr: "مهندسة الأنظمة في مشروع القمر الصناعي المكعب Falcon-1؛ تحرص على أن تلتزم فرق المشاريع بجداولها.",
    bio: "Systems engineer of the Falcon-1 CubeSat; keeps the project teams on schedule.",
    email: clubMail("vice-president"),
    photo: { bucket: "team", file: "portrait-2.webp" },
    isExecutive: true,
    positionOrder: 2,
  },
  {
    name: "Omar Al-Dossary",
    position: "General Secretary",
    positionAr: "الأمين العام",
    bioAr: "يدير الاجتماعات ومحاضرها وشؤون العضوية؛ وهو أول من تسأله عن الانضمام.",
    bio: "Runs meetings, minutes and membership; the first person to ask about joining.",
    email: clubMail("secretary"),
    photo: { bucket: "team", file: "portrait-3.webp" },
    isExecutive: true,
    positionOrder: 3,
  },
  {
    name: "Lina Al-Ghamdi",
    position: "Treasurer",
    positionAr: "أمينة الصندوق",
    bioAr: "تدير الميزانية والرعايات وشراء القطع لكل فرق المشاريع.",
    bio: "Manages the budget, sponsorships and the purchase of parts for every project team.",
    email: clubMail("treasurer"),
    photo: null,
    isExecutive: true,
    positionOrder: 4,
  },
  {
    name: "Faisal Al-Mutairi",
    position: "Head of Propulsion",
    positionAr: "رئيس قسم الدفع",
    bioAr: "يقود فريق محرك الصاروخ الهجين وسلسلة ورش الدفع.",
    bio: "Leads the hybrid rocket engine team and the propulsion workshop series.",
    email: clubMail("propulsion"),
    photo: { bucket: "team", file: "portrait-5.webp" },
    isExecutive: false,
    positionOrder: 5,
  },
  {
    name: "Noura Al-Shehri",
    position: "Head of Avionics",
    positionAr: "رئيسة قسم إلكترونيات الطيران",
    bioAr: "تصمم حواسيب الطيران وبرمجيات المحطة الأرضية لفريقي القمر الصناعي المكعب والصواريخ.",
    bio: "Designs flight computers and ground-station software for the CubeSat and rocket teams.",
    email: clubMail("avionics"),
    photo: { bucket: "team", file: "portrait-4.webp" },
    isExecutive: false,
    positionOrder: 6,
  },
  {
    name: "Yousef Al-Zahrani",
    position: "Head of Structures",
    positionAr: "رئيس قسم الهياكل",
    bio: "Composites, CAD and finite-element analysis for airframes and rocket bodies.",
    email: null,
    photo: null,
    isExecutive: false,
    positionOrder: 7,
  },
  {
    name: "Reem Al-Otaibi",
    position: "Head of Media & Outreach",
    positionAr: "رئيسة قسم الإعلام والتواصل",
    bioAr: "تروي قصة النادي: الموقع الإلكتروني ووسائل التواصل الاجتماعي والزيارات التوعوية للمدارس.",
    bio: "Tells the club's story: the website, social media and school outreach visits.",
    email: clubMail("media"),
    photo: { bucket: "team", file: "portrait-6.webp" },
    isExecutive: false,
    positionOrder: 8,
  },
  {
    name: "Khalid Al-Anazi",
    position: "Head of Events",
    positionAr: "رئيس قسم الفعاليات",
    bio: null,
    email: clubMail("events"),
    photo: null,
    isExecutive: false,
    positionOrder: 9,
  },
];

/** A newsletter issue the demo club is writing: a draft, so that nothing is sent on its own. */
export const demoIssue = {
  subject: "December at the club: a launch, a workshop and a talk",
  preheader: "Three dates for your calendar before the winter break.",
  body: [
    "Hello from the KFUPM Aerospace Club!",
    "",
    "## Coming up",
    "",
    "- **Rocketry workshop**: build and fly a small solid-fuel rocket with the propulsion team.",
    "- **Satellite talk**: an engineer of the national space programme on how a CubeSat is tested.",
    "- **Launch day**: our competition rocket flies at the desert range; everyone is welcome to watch.",
    "",
    "Every event has its own page on the site, with its time, its place and how to register.",
    "",
    "See you there,",
    "The club's board",
  ].join("\n"),
};
