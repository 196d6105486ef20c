import { cleanFileName } from './file-name';

test('invisible characters, folders and leading dots leave a stored file name', () => {
  expect(cleanFileName('notice\u202Efdp.exe')).toBe('noticefdp.exe');
  expect(cleanFileName('IFU\u200B rev\u2066 B\u2069.pdf')).toBe('IFU rev B.pdf');
  expect(cleanFileName('C:\\Users\\ada\\IFU.pdf')).toBe('IFU.pdf');
  expect(cleanFileName('../../.hidden.pdf')).toBe('hidden.pdf');
  expect(cleanFileName('\u200B\u200C')).toBe('document.pdf');
  expect(cleanFileName('a'.repeat(300)).length).toBe(200);
  expect(cleanFileName('Gebrauchsanweisung Ü.pdf')).toBe('Gebrauchsanweisung Ü.pdf');
});
