/** The words of the home page and the membership page, in English: the spec's labels exactly as it writes them. */
export const home = {
  meta: {
    title: "Home",
    description:
      "The aerospace engineering student club of KFUPM: rockets, satellites, drones and the people who build them. Events, projects, news and how to get involved.",
  },
  university: "King Fahd University of Petroleum & Minerals",
  exploreProjects: "Explore Projects",
  upcomingEvents: "Upcoming Events",
  joinClub: "Join Club",
  news: { title: "Latest News", subtitle: "What the club has been up to.", link: "All News" },
  events: { title: "Upcoming Events", subtitle: "Workshops, competitions and talks.", link: "All Events" },
  projects: { title: "Our Projects", subtitle: "What our teams design, build and fly.", link: "All Projects" },
  /** The club's record beside its projects (the figures are settings), by setting. */
  awards: {
    name: "Awards",
    awardsAiaa: "AIAA Awards",
    awardsNasa: "NASA Competitions",
    awardsDesign: "Design Awards",
    awardsInnovation: "Innovation Prizes",
  },
  membership: {
    meta: {
      title: "Membership",
      openDescription: "How to become a member of the KFUPM Aerospace Club: applications are open.",
      soonDescription: "How to become a member of the KFUPM Aerospace Club: applications open soon.",
    },
    title: "Membership",
    description: "Join the club's project teams, workshops and events.",
    open: "Applications are open.",
    welcome: "Every student who wants to build, fly and learn with us is welcome, whatever their major or year.",
    apply: "Apply Now",
  },
} as const;
