'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the render after. Controls that are plain links
 * or anchors in the HTML (so a tap before hydration still works) take their scripted role only once it is true,
 * and the server and hydration renders stay identical.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
