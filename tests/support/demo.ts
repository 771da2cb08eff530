/**
 * The demo club's content as the tests expect to see it (seeded from app/features/demo/content.ts),
 * written out here so that the tests do not take their expectations from the code they test.
 */
export const demo = {
  events: [
    "General Assembly & Project Fair",
    "CubeSat Subsystems Hands-on Session",
    "Rocket Propulsion Fundamentals Workshop",
    "Drone Racing Night",
    "AIAA Design/Build/Fly Team Kickoff",
    "Flight Simulator Night",
    "Careers in Space: Industry Seminar",
    "Guest Lecture: Hypersonic Flight",
  ],
  /** Events that are over, the latest first. */
  pastEvents: ["Wind Tunnel Open Day", "Model Rocketry Launch Day", "Semester Welcome Meeting"],
  projects: [
    "Falcon-1 CubeSat",
    "Hybrid Rocket Engine Test Stand",
    "Desert Hawk Fixed-Wing UAV",
    "Red Dune Planetary Rover",
    "Low-Speed Wind Tunnel",
    "Orbital Debris Tracking Telescope",
  ],
  /** Published articles, newest first. */
  news: [
    "Club Wins AIAA Regional Design Award",
    "Falcon-1 CubeSat Passes Vibration Testing",
    "New Aerospace Prototyping Lab Opens",
    "Propulsion Workshop Series: A Recap",
    "Industry Partnership Brings Internships to Members",
  ],
  draft: "Sounding Rocket Program: Call for Members",
  gallery: [
    "Club Highlights",
    "Under the Milky Way",
    "Launch Day",
    "Seminar Hall",
    "Propulsion Workshop",
    "CubeSat Assembly",
    "Rover Field Test",
    "Rocket Lift-off",
    "On Stage at the Regional Conference",
    "Wind Tunnel Test",
    "The Clean Room",
    "Design Award Trophy",
    "Desert Hawk in Flight",
    "The Team",
    "Hangar Visit",
  ],
  executives: ["Abdullah Al-Harbi", "Sara Al-Qahtani", "Omar Al-Dossary", "Lina Al-Ghamdi"],
  departmentHeads: ["Faisal Al-Mutairi", "Noura Al-Shehri", "Yousef Al-Zahrani", "Reem Al-Otaibi", "Khalid Al-Anazi"],
  /** Each member with a photo and the demo picture that shows them (demo/media/team). */
  portraits: {
    "Abdullah Al-Harbi": "portrait-1.webp",
    "Sara Al-Qahtani": "portrait-2.webp",
    "Omar Al-Dossary": "portrait-3.webp",
    "Faisal Al-Mutairi": "portrait-5.webp",
    "Noura Al-Shehri": "portrait-4.webp",
    "Reem Al-Otaibi": "portrait-6.webp",
  },
} as const;
