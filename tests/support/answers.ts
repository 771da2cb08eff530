/**
 * What a route's action or loader answered, read one way whatever its form: data made with
 * React Router's `data()` (with a status and headers), a plain value, or a Response (a redirect),
 * returned or thrown.
 */
export interface Answer<R> {
  /** A Response (a redirect, a file, an error page), or data for the page. */
  kind: "response" | "data";
  status: number;
  /** The data answered; undefined when the answer is a Response. */
  reply?: R;
  headers: Headers;
  location: string | null;
  setCookie: string | null;
}

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

function fromResponse<R>(response: Response): Answer<R> {
  return {
    kind: "response",
    status: response.status,
    headers: response.headers,
    location: response.headers.get("Location"),
    setCookie: response.headers.get("Set-Cookie"),
  };
}

export async function answerOf<R>(answering: Promise<unknown>): Promise<Answer<R>> {
  let value: unknown;
  try {
    value = await answering;
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) value = thrown;
    else throw thrown;
  }
  if (value instanceof Response) return fromResponse(value);
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return {
      kind: "data",
      status: value.init?.status ?? 200,
      reply: value.data as R,
      headers,
      location: headers.get("Location"),
      setCookie: headers.get("Set-Cookie"),
    };
  }
  return { kind: "data", status: 200, reply: value as R, headers: new Headers(), location: null, setCookie: null };
}
