// The operator's mail HTML, cleaned on the server with sanitize-html before it is stored: an allowlist fit for mail
// (text formatting, lists, simple tables, http/https/mailto links, https or relative images) and nothing that runs
// (no script, style, event handlers, javascript:/data: URLs). The app still runs DOMPurify before rendering.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'mark',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

interface OpenTag {
  name: string;
  attributes: string[];
}

/** Every tag the parser opens, in order, with its attribute names. */
function openTags(html: string): OpenTag[] {
  const tags: OpenTag[] = [];
  sanitizeHtml(html, { ...OPTIONS, onOpenTag: (name, attribs) => void tags.push({ name, attributes: Object.keys(attribs) }) });
  return tags;
}

/**
 * The clean HTML, and what cleaning removed (tags, attributes and unsafe links) so the operator can be told. Allowed tags
 * keep their order, so an attribute missing from the clean element at the same place is one the cleaner dropped.
 */
export function cleanMailHtml(html: string): { html: string; removed: string[] } {
  const clean = sanitizeHtml(html, OPTIONS);
  const allowed = new Set(OPTIONS.allowedTags || []);
  const before = openTags(html);
  const after = openTags(clean);
  const removed = new Set<string>();
  for (const tag of before) if (!allowed.has(tag.name)) removed.add(`<${tag.name}>`);
  const kept = before.filter((tag) => allowed.has(tag.name));
  kept.forEach((tag, i) => {
    const survivors = new Set(after[i]?.attributes ?? []);
    for (const attribute of tag.attributes) if (!survivors.has(attribute)) removed.add(`${attribute} on <${tag.name}>`);
  });
  return { html: clean, removed: [...removed] };
}
