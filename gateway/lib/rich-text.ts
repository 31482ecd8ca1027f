/**
 * The one HTML sanitiser of the gateway: notices, laudas and the release notes store or serve rich
 * text that the portal renders as HTML, so all of them go through the same allow-list.
 */
import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text allow-list: paragraphs, line breaks, emphasis, lists, two heading levels, quotes
 * and links to http(s)/mailto. Everything else is removed — script and style with their content,
 * event handlers (on*), style/class attributes, iframes, images, javascript:/data: links.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Removed with everything inside them (other unknown tags lose only the tag, keeping their text).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'head',
  ],
};

export const sanitizarTexto = (html: string): string => sanitizeHtml(html, SANITIZE).trim();

/** Whether sanitised HTML still has visible text (not only tags, spaces or &nbsp;). */
export const temTexto = (html: string): boolean =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim() !== '';
