import escapeHtml from 'escape-html';

/** Markup already escaped, or written by us: put in a page as it is. */
export class SafeHtml {
  constructor(readonly text: string) {}

  toString(): string {
    return this.text;
  }
}

/** What a page's template takes: text (escaped), numbers, markup, lists of them; nothing for false, null or undefined. */
export type HtmlValue = string | number | SafeHtml | false | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === false || value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * A piece of page: the template's own markup as written, every value put in it escaped (text can never
 * become markup), unless it is {@link SafeHtml} already.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let text = strings[0];
  values.forEach((value, index) => {
    text += render(value) + strings[index + 1];
  });
  return new SafeHtml(text);
}
