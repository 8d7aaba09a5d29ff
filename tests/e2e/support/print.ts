// What the print tests share (print.e2e.ts, screens.e2e.ts).

/**
 * Every visible element with text of its own in <main>, whose text is not dark or whose background (its own or the
 * nearest painted one behind it) is not light: relative luminance above 0.2 for text, below 0.8 for backgrounds.
 */
export function notDarkOnLight(): string[] {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const painted = (colour: string) => !/^rgba\(.*,\s*0\)$|^transparent$/.test(colour);
  const background = (element: Element | null): string => {
    for (let node = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (painted(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  };
  const bad: string[] = [];
  for (const element of document.querySelectorAll('main *')) {
    const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== '');
    if (!ownText || !element.checkVisibility()) continue;
    const text = luminance(getComputedStyle(element).color);
    const behind = luminance(background(element));
    if (text > 0.2 || behind < 0.8) bad.push(`${element.tagName} "${element.textContent!.trim().slice(0, 30)}"`);
  }
  return bad;
}
