import { tabKeyTarget } from './tabs';

describe('tabKeyTarget', () => {
  it('moves and wraps with the arrows, jumps with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('Enter', 0, 3)).toBeUndefined();
  });

  it('answers Up and Down only for a vertical list', () => {
    expect(tabKeyTarget('ArrowDown', 0, 3)).toBeUndefined();
    expect(tabKeyTarget('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(tabKeyTarget('ArrowUp', 0, 3, 'vertical')).toBe(2);
  });
});
