import { createContext, useContext } from "react";

/** A record another collection's field may point to: its id and its title. */
export interface Choice {
  value: string;
  label: string;
}

/** The records each reference field may choose from, by the referenced collection's key. */
export type Choices = Readonly<Record<string, readonly Choice[]>>;

const ChoicesContext = createContext<Choices>({});

export const ChoicesProvider = ChoicesContext.Provider;

/** The records a reference field to `collection` offers. */
export function useChoices(collection: string): readonly Choice[] {
  return useContext(ChoicesContext)[collection] ?? [];
}
