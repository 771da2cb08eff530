import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

type Element = ReactElement<{ rel?: string; children?: ReactNode }>;

/** The same elements, with every module preload asked for at low priority. */
function lowPriorityPreloads(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as Element;
  if (element.type === "link" && element.props.rel === "modulepreload") {
    return cloneElement(element as ReactElement<{ fetchPriority?: string }>, { fetchPriority: "low" });
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, {}, Children.map(element.props.children, lowPriorityPreloads));
}

/**
 * The page's scripts as React Router writes them, except that the browser fetches the modules they
 * preload at low priority: they make the page interactive, and the page shows without them, so
 * the page itself and its first picture come first.
 */
export function PageScripts(props: ScriptsProps) {
  // Scripts is called rather than rendered, so that its elements can be changed; it stays one
  // component's render, with the same hooks in the same order every time.
  return <>{lowPriorityPreloads(Scripts(props))}</>;
}
