/** Where the admin area lives: its sign-in page is its root. */
export const SIGN_IN_PATH = "/admin-kfupm-aero";
export const DASHBOARD_PATH = "/admin-kfupm-aero/dashboard";
