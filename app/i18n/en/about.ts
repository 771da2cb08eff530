/** The words of the about page, in English. */
export const about = {
  meta: {
    title: "About",
    description:
      "The KFUPM Aerospace Club's mission and vision: hands-on aerospace engineering for students of King Fahd University of Petroleum & Minerals.",
  },
  title: "About the Club",
  description: "The student club of aerospace engineering at King Fahd University of Petroleum & Minerals, Dhahran.",
  mission: "Our Mission",
  vision: "Our Vision",
  valuesTitle: "What we stand for",
  values: {
    build: {
      title: "Build real hardware",
      text: "Every member can join a project team that designs, builds and tests something that flies, drives or orbits.",
    },
    learn: {
      title: "Learn by doing",
      text: "Workshops and seminars turn classroom theory into skills: CAD, simulation, electronics, testing and safety.",
    },
    majors: {
      title: "Open to all majors",
      text: "Aerospace needs mechanical, electrical, software and industrial engineers, designers and writers.",
    },
    industry: {
      title: "Connect with industry",
      text: "Talks, visits and mentoring link students with the engineers of the region's space and aviation sector.",
    },
  },
  meetTeam: "Meet the team",
  contactUs: "Contact us",
} as const;
