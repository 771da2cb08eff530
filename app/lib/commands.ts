/** The command that creates the first admin, as printed by the start and the admin tools. */
export const createAdminCommand = "npm run admin:create -- --email <email> --password <password>";
