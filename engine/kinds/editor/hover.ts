/**
 * The editor's hover over a property: its description, then its type and each constraint on a line
 * of its own. codemirror-json-schema writes the type and the constraints into one string with
 * nothing between them ('string`pattern`: ^\d+$' shown as 'stringpattern: ^\d+$'); here they are
 * split where a constraint starts. Built from text nodes (a `name` in backticks as <code>): a
 * description is never read as HTML.
 */
export interface HoverTexts {
  message: string;
  typeInfo: string;
}

/** The type and each constraint of `typeInfo`, in order ('string', '`pattern`: ^\d+$'). */
export function typeLines(typeInfo: string): string[] {
  return typeInfo
    .split(/(?=`(?:format|pattern|enum)`:)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One line: `code` spans as <code>, the rest as text. */
function line(text: string): HTMLElement {
  const div = document.createElement('div');
  text.split(/(`[^`]*`)/).forEach((part) => {
    if (/^`[^`]*`$/.test(part)) {
      const code = document.createElement('code');
      code.textContent = part.slice(1, -1);
      div.append(code);
    } else if (part) div.append(document.createTextNode(part));
  });
  return div;
}

export function formatHover({ message, typeInfo }: HoverTexts): HTMLElement {
  const box = document.createElement('div');
  box.className = 'cm6-json-schema-hover';
  if (message) {
    const description = line(message);
    description.className = 'cm6-json-schema-hover--description';
    box.append(description);
  }
  const code = document.createElement('div');
  code.className = 'cm6-json-schema-hover--code';
  code.append(...typeLines(typeInfo).map(line));
  box.append(code);
  return box;
}
