import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, dropping the falsy ones. Components are written so that no two of the classes
 * they join set the same property (an end-to-end check looks for such pairs on every page).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
