/** @jest-environment node */
import { recipientOf } from './limits';

test('an address counts as the mailbox it reaches', () => {
  expect(recipientOf('Paola.Carta@Gmail.com')).toBe('paolacarta@gmail.com');
  expect(recipientOf('p.a.o.l.a.carta+eifu@googlemail.com')).toBe('paolacarta@gmail.com');
  expect(recipientOf('paola.carta+eifu@hospital.example')).toBe('paola.carta@hospital.example');
  expect(recipientOf(' Ward.Two@Hospital.Example ')).toBe('ward.two@hospital.example');
});
