/** Reads `.env` from the project folder, if there is one; variables already set take precedence. */
export function loadDotEnv(root: string): void;
