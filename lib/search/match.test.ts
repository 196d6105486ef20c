/** @jest-environment node */
import { searchEntries } from './match';

const entries = [
  { title: 'ERAS', link: '/eras', tag: 'ERAS, Enhanced Recovery After Surgery, Engelman' },
  { title: 'CT Scan', link: '/ct-scan', tag: 'CT scan, tomography, annulus sizing' },
];

describe('searchEntries', () => {
  it('matches a case-insensitive substring of the tag', () => {
    expect(searchEntries(entries, 'engel').map((entry) => entry.link)).toEqual(['/eras']);
    expect(searchEntries(entries, 'ANNULUS').map((entry) => entry.link)).toEqual(['/ct-scan']);
  });

  it.each(['', '   ', ',', ' , '])('finds nothing for %j', (term) => {
    expect(searchEntries(entries, term)).toEqual([]);
  });

  it('lists pages named after the term first', () => {
    const index = [
      { title: 'Disclaimer', link: '/disclaimer', tag: 'Disclaimer, Perceval trademark' },
      { title: 'Perceval', link: '/devices/aortic/perceval', tag: 'Perceval, sutureless' },
    ];
    expect(searchEntries(index, 'perceval').map((entry) => entry.link)).toEqual(['/devices/aortic/perceval', '/disclaimer']);
  });

  it('finds nothing for a term absent from every tag', () => {
    expect(searchEntries(entries, 'perceval')).toEqual([]);
  });
});
