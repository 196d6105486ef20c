import type { Page } from '@playwright/test';

interface ContrastFinding {
  text: string;
  ratio: number;
  required: number;
  color: string;
  against: string;
}

/**
 * Contrast of text on gradients, overlays and images, which axe leaves "incomplete". For every visible text
 * element inside `containers`, it collects the colours that can be under the text: the stops of each
 * background gradient, background colours and inset shadows used as overlays, composited from the nearest opaque
 * layer up. An image under an overlay is unknown, so the overlay is composited over both black and white. The
 * text is checked against the darkest and the lightest of those colours; the answer lists every element below
 * 4.5:1 (3:1 for large text: 24 px, or 18.66 px bold).
 */
export function lowContrastText(page: Page, containers: string): Promise<ContrastFinding[]> {
  return page.evaluate((selector) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const parts = match[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
      });
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const BLACK: Rgba = [0, 0, 0, 1];
    const WHITE: Rgba = [255, 255, 255, 1];

    /** The colours that can be under an element, from its own layers down to the first opaque one. */
    const pictures = [...document.querySelectorAll('img, video, canvas')];
    function backdrop(element: Element): Rgba[] {
      const layers: Rgba[][] = [];
      const area = element.getBoundingClientRect();
      // Text drawn over a photo or a video frame: what shows through is unknown, so check black and white.
      let imageBelow = pictures.some((picture) => {
        if (element.contains(picture)) return false;
        const box = picture.getBoundingClientRect();
        return (
          box.left < area.right - 1 &&
          box.right > area.left + 1 &&
          box.top < area.bottom - 1 &&
          box.bottom > area.top + 1
        );
      });
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        // An inset shadow whose spread fills the box is an overlay (a tint over a picture); a thin one is a line.
        const box = node.getBoundingClientRect();
        const insetShadow = style.boxShadow
          .split(/,(?![^(]*\))/)
          .filter((shadow) => shadow.includes('inset'))
          .filter((shadow) => {
            const [x = 0, y = 0, , spread = 0] = (shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? []).map(
              parseFloat,
            );
            return Math.abs(x) < 1 && Math.abs(y) < 1 && spread >= Math.min(box.width, box.height) / 2;
          })
          .flatMap(parse);
        if (insetShadow.length) layers.push(insetShadow);
        const image = style.backgroundImage;
        if (image.includes('gradient')) {
          const stops = parse(image);
          layers.push(stops);
          if (stops.every((stop) => stop[3] === 1)) break;
        } else if (image.includes('url(')) {
          imageBelow = true;
        }
        const color = parse(style.backgroundColor)[0];
        if (imageBelow && color && color[3] === 1) {
          // A picture covers its background colour; what it shows is unknown.
          imageBelow = false;
          layers.push([BLACK, WHITE]);
          break;
        }
        if (color && color[3] > 0) {
          layers.push([color]);
          if (color[3] === 1) break;
        }
      }
      let below: Rgba[] = [WHITE];
      for (const layer of layers.reverse()) {
        below = layer.flatMap((top) => (top[3] === 1 ? [top] : below.map((under) => over(top, under))));
      }
      return below;
    }

    const findings: ContrastFinding[] = [];
    const roots = [...document.querySelectorAll(selector)];
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
        );
        if (
          !ownText ||
          !(element as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true })
        )
          continue;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width <= 1 || box.height <= 1 || style.clipPath !== 'none' || style.clip.startsWith('rect(0')) continue;
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const required = large ? 3 : 4.5;
        const text = parse(style.color)[0]!;
        // Opacity of the element and its ancestors fades the text as an alpha would.
        for (let node: Element | null = element; node; node = node.parentElement)
          text[3] *= Number(getComputedStyle(node).opacity);
        let worst = Infinity;
        let against = '';
        for (const colour of backdrop(element)) {
          const value = ratio(text[3] === 1 ? text : over(text, colour), colour);
          if (value < worst) {
            worst = value;
            against = `rgb(${colour.slice(0, 3).map(Math.round).join(', ')})`;
          }
        }
        if (worst < required) {
          findings.push({
            text: element.textContent!.trim().slice(0, 60),
            ratio: Math.round(worst * 100) / 100,
            required,
            color: style.color,
            against,
          });
        }
      }
    }
    return findings;
  }, containers);
}
