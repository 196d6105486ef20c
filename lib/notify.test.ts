import { notify, NOTIFY_EVENT } from './notify';

function heard(width: 'narrow' | 'wide', send: () => void): string[] {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: width === 'narrow' && query.includes('max-width'),
  })) as unknown as typeof window.matchMedia;
  const messages: string[] = [];
  const listener = (event: Event) => messages.push((event as CustomEvent<{ message: string }>).detail.message);
  window.addEventListener(NOTIFY_EVENT, listener);
  send();
  window.removeEventListener(NOTIFY_EVENT, listener);
  return messages;
}

test('on a narrow screen a toast that repeats the answer on the page is left out; others still show', () => {
  expect(heard('narrow', () => notify.success('Sent. CR-1', { shownOnPage: true }))).toEqual([]);
  expect(heard('narrow', () => notify.error('Check the fields', { shownOnPage: true }))).toEqual([]);
  expect(heard('narrow', () => notify.error('You are offline'))).toEqual(['You are offline']);
  expect(heard('wide', () => notify.success('Sent. CR-1', { shownOnPage: true }))).toEqual(['Sent. CR-1']);
});
