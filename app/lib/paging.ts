/** One page of a long admin list. */
export interface Paged<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pages: number;
  /** How many match, over all pages. */
  total: number;
}

/** `?page=` as a page number: anything that is not a whole number from 1 up reads as 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `?q=` as an admin list's search: trimmed, at most 200 characters. */
export function searchParam(query: URLSearchParams): string {
  return (query.get("q") ?? "").trim().slice(0, 200);
}

/** The page actually shown (a page past the end shows the last one) and its row offset. */
export function pageWindow(requested: number, total: number, size: number) {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, requested), pages);
  return { page, pages, offset: (page - 1) * size };
}
