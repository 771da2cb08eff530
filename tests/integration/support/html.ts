/**
 * A small reader of server-rendered HTML, enough to check that stored text comes out as text: it
 * splits the markup into tags (with their attributes) and text, and decodes the text's entities.
 */

export interface Tag {
  name: string;
  attributes: Record<string, string>;
  /** The content of a raw-text element (script, style), as written. */
  raw?: string;
}

export interface ReadHtml {
  tags: Tag[];
  /** Every text node, decoded. */
  texts: string[];
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

const RAW_TEXT = new Set(["script", "style"]);

export function readHtml(html: string): ReadHtml {
  const tags: Tag[] = [];
  const texts: string[] = [];
  let at = 0;
  let text = "";
  const flush = () => {
    if (text !== "") texts.push(decodeEntities(text));
    text = "";
  };
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    if (lt === -1) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, lt);
    if (html.startsWith("<!--", lt)) {
      // React separates neighbouring text nodes with an empty comment.
      const end = html.indexOf("-->", lt + 4);
      if (end === -1) throw new Error(`unclosed comment at ${lt}`);
      flush();
      at = end + 3;
      continue;
    }
    const open = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(html.slice(lt, lt + 200));
    if (!open) throw new Error(`a "<" that starts no tag at ${lt}: ${JSON.stringify(html.slice(lt, lt + 40))}`);
    flush();
    const closing = open[1] === "/";
    const name = (open[2] ?? "").toLowerCase();
    let i = lt + open[0].length;
    const attributes: Record<string, string> = {};
    for (;;) {
      while (/\s/.test(html[i] ?? "")) i++;
      if (html[i] === undefined) throw new Error(`unclosed tag ${name}`);
      if (html[i] === ">") {
        i++;
        break;
      }
      if (html.startsWith("/>", i)) {
        i += 2;
        break;
      }
      const attribute = /^[^\s"'>/=]+/.exec(html.slice(i));
      if (!attribute) throw new Error(`bad attribute in ${name} at ${i}: ${JSON.stringify(html.slice(i, i + 40))}`);
      i += attribute[0].length;
      let value = "";
      if (html[i] === "=") {
        i++;
        const quote = html[i];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, i + 1);
          if (end === -1) throw new Error(`unclosed attribute value in ${name}`);
          value = html.slice(i + 1, end);
          i = end + 1;
        } else {
          const bare = /^[^\s>]*/.exec(html.slice(i))?.[0] ?? "";
          value = bare;
          i += bare.length;
        }
      }
      attributes[attribute[0]] = decodeEntities(value);
    }
    const tag: Tag = { name: closing ? `/${name}` : name, attributes };
    if (!closing && RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, i);
      if (end === -1) throw new Error(`unclosed ${name}`);
      tag.raw = html.slice(i, end);
      i = end;
    }
    tags.push(tag);
    at = i;
  }
  flush();
  return { tags, texts };
}
