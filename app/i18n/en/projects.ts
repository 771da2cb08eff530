/** The words of the projects pages, in English: the spec's strings exactly as it writes them. */
export const projects = {
  meta: {
    title: "Projects",
    description:
      "CubeSats, rocket engines, drones, rovers and wind tunnels: the projects KFUPM Aerospace Club students design, build and test.",
  },
  title: "Projects",
  description: "What our teams design, build and test, from the first sketch to the competition field.",
  listLabel: "Projects",
  empty: "No projects available at the moment.",
  allProjects: "All projects",
  gallery: "Gallery",
  details: "Project details",
  teamSize: "Team size",
  members: { one: "{count} member", other: "{count} members" },
  duration: "Duration",
  technologies: "Technologies",
  achievements: "Achievements",
  /** The details button when its admin wrote no text for it. */
  viewDetails: "View Details",
  /** Each category's badge, by its value (`projectCategories`). */
  categories: {
    aerospace: "Aerospace",
    research: "Research",
    competition: "Competition",
    educational: "Educational",
    satellite: "Satellite Technology",
    propulsion: "Propulsion",
    uav: "Unmanned Systems",
    planetary_exploration: "Planetary Exploration",
    aerodynamics: "Aerodynamics",
    space_surveillance: "Space Surveillance",
    aircraft_design: "Aircraft Design",
    rocket_science: "Rocket Science",
    drone_technology: "Drone Technology",
    space_exploration: "Space Exploration",
    workshops: "Workshops",
    projects: "Projects",
    events: "Events",
  },
  /** Each status's badge, by its value (`projectStatuses`). */
  statuses: {
    active: "Active",
    in_progress: "In Progress",
    in_development: "In Development",
    design_phase: "Design Phase",
    prototype: "Prototype",
    testing_phase: "Testing Phase",
    completed: "Completed",
    on_hold: "On Hold",
    cancelled: "Cancelled",
  },
} as const;
