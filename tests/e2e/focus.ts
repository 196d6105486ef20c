import type { Locator, Page } from '@playwright/test';

/** Whether the focused element is inside `locator`. */
export const focusedInside = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/** The focused element as `tag name-or-text`, to list what Tab walks through. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element
      ? `${element.tagName.toLowerCase()} ${element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40) ?? ''}`
      : '';
  });

/** The page scrolls smoothly to a newly focused control; measure once it has stopped. */
export const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 4) resolve();
          else setTimeout(check, 50);
        };
        setTimeout(check, 50);
      }),
  );
