import type { Block } from './pages/types';

/** Every piece of prose in a block, for the checks that read all of a page's text (links, placeholder copy). */
export function blockTexts(block: Block): string[] {
  switch (block.type) {
    case 'list':
      return block.items;
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'contact':
      return [block.title, ...block.lines];
    case 'cards':
      return block.items.flatMap((card) => [card.title, card.text]);
    case 'callout':
      return [block.title ?? '', block.text];
    default:
      return [block.text];
  }
}
